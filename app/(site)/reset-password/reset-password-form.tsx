"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { newPasswordForm, type NewPasswordForm } from "@/lib/accounts/account-forms";

export function ResetPasswordForm({ token }: { token: string }) {
  const form = useZodForm(newPasswordForm, { defaultValues: { password: "", confirm: "" } });
  const reset = useMutation({
    mutationFn: (v: NewPasswordForm) => call(api.POST("/accounts/password-reset/confirm", { body: { token, password: v.password } })),
    onError: (e) => {
      if (!(e instanceof ApiClientError && e.code === "INVALID_LINK")) showApiError(form, e, "The password was not changed");
    },
  });

  if (reset.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success">{reset.data.data.message}</Alert>
        <Button asChild className="w-full">
          <Link href="/signin">Sign in</Link>
        </Button>
      </div>
    );
  }
  const linkError = reset.error instanceof ApiClientError && reset.error.code === "INVALID_LINK" ? reset.error.message : null;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit((v) => reset.mutate(v))} className="space-y-4" noValidate>
        {linkError && (
          <Alert>
            {linkError}{" "}
            <Link href="/forgot-password" className="font-medium underline">
              Ask for a new link
            </Link>
          </Alert>
        )}
        <FormField name="password" label="New password" hint="At least 8 characters.">
          <Input type="password" autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <FormField name="confirm" label="New password again">
          <Input type="password" autoComplete="new-password" {...form.register("confirm")} />
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? "Saving…" : "Save the new password"}
        </Button>
      </form>
    </Form>
  );
}
