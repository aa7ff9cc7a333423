"use client";

import { useMutation } from "@tanstack/react-query";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { forgotPasswordForm } from "@/lib/accounts/account-forms";

/** "Email me a link" (forgot password, sign-in link): the answer is the same whether or not the account exists. */
export function EmailLinkForm({
  endpoint,
  submitLabel,
}: {
  endpoint: "/accounts/password-reset" | "/accounts/magic-link";
  submitLabel: string;
}) {
  const form = useZodForm(forgotPasswordForm, { defaultValues: { email: "" } });
  const request = useMutation({
    mutationFn: (email: string) => call(api.POST(endpoint, { body: { email } })),
    onError: (e) => {
      if (!(e instanceof ApiClientError && e.code === "RATE_LIMIT_EXCEEDED")) showApiError(form, e, "The link was not sent");
    },
  });

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success">{request.data.data.message}</Alert>
        <p className="text-sm text-muted-foreground">
          No mail after a few minutes? Check the spam folder, or ask again with the right address.
        </p>
        <Button variant="outline" className="w-full" onClick={() => request.reset()}>
          Ask again
        </Button>
      </div>
    );
  }
  const limited = request.error instanceof ApiClientError && request.error.code === "RATE_LIMIT_EXCEEDED";
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((v) => request.mutate(v.email))} className="space-y-4" noValidate>
        {limited && <Alert>Too many requests for this address. Please try again in an hour.</Alert>}
        <FormField name="email" label="Email">
          <Input type="email" autoComplete="email" {...form.register("email")} />
        </FormField>
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? "Sending…" : submitLabel}
        </Button>
      </form>
    </Form>
  );
}
