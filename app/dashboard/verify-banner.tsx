"use client";

import { useMutation } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api, ApiClientError, call } from "@/lib/api-client/browser";

/** Shown until the account's address is confirmed: browsing and buying work, publishing waits for it. */
export function VerifyBanner({ email }: { email: string }) {
  const resend = useMutation({
    mutationFn: () => call(api.POST("/account/email-verification")),
  });
  const note = resend.isSuccess
    ? resend.data.data.message
    : resend.error instanceof ApiClientError && resend.error.code === "RATE_LIMIT_EXCEEDED"
      ? "You asked for 3 links this hour already: use the newest one, or try again later."
      : resend.error
        ? "The link was not sent. Please try again."
        : null;
  return (
    <Alert
      variant="warning"
      className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
      data-testid="verify-banner"
    >
      <span>
        Please confirm your email address: we sent a link to <strong>{email}</strong>. You need it to publish products.
        {note && <span className="mt-1 block">{note}</span>}
      </span>
      <Button size="sm" variant="outline" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
        {resend.isPending ? "Sending…" : "Send a new link"}
      </Button>
    </Alert>
  );
}
