"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { changeEmailInput, changePasswordInput, type ChangeEmailInput, type ChangePasswordInput } from "@/lib/accounts/account-forms";
import { api, call } from "@/lib/api-client/browser";
import { queryKeys } from "@/lib/api-client/query-keys";

/** Settings → change password: the current one is required; other sessions end. */
export function ChangePasswordCard() {
  const queryClient = useQueryClient();
  const form = useZodForm(changePasswordInput, { defaultValues: { currentPassword: "", newPassword: "" } });
  const change = useMutation({
    mutationFn: (v: ChangePasswordInput) => call(api.POST("/account/password", { body: v })),
    onSuccess: (res) => {
      toast.success("Password changed", { description: res.data.message });
      form.reset();
      void queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all });
    },
    onError: (e) => showApiError(form, e, "The password did not change"),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Every other browser signed in to your account is signed out; this one stays.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((v) => change.mutate(v))} className="space-y-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField name="currentPassword" label="Current password">
                <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
              </FormField>
              <FormField name="newPassword" label="New password" hint="At least 8 characters">
                <Input type="password" autoComplete="new-password" {...form.register("newPassword")} />
              </FormField>
            </div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Changing…" : "Change password"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

/** Settings → change email: a link goes to the new address; the change happens when it is followed. */
export function ChangeEmailCard({ email }: { email: string }) {
  const form = useZodForm(changeEmailInput, { defaultValues: { email: "", currentPassword: "" } });
  const change = useMutation({
    mutationFn: (v: ChangeEmailInput) => call(api.POST("/account/email", { body: v })),
    onSuccess: (res) => {
      toast.success("Check the new mailbox", { description: res.data.message });
      form.reset();
    },
    onError: (e) => showApiError(form, e, "The address did not change"),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Change email address</CardTitle>
        <CardDescription>
          You use <span className="font-medium break-all text-foreground">{email}</span>. We send a link to the new address and a notice to
          this one; the change takes effect when the link is followed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((v) => change.mutate(v))} className="space-y-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField name="email" label="New email address">
                <Input type="email" autoComplete="email" {...form.register("email")} />
              </FormField>
              <FormField name="currentPassword" label="Current password">
                <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
              </FormField>
            </div>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Sending…" : "Send the link"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
