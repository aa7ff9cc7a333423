"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { deleteAccountInput, type DeleteAccountInput } from "@/lib/accounts/account-forms";
import { api, call } from "@/lib/api-client/browser";

/** Settings → delete account: the consequences in plain words, the password, "DELETE", then a last confirmation. */
export function DeleteAccountCard() {
  const [asking, setAsking] = useState<DeleteAccountInput | null>(null);
  const form = useZodForm(deleteAccountInput, { defaultValues: { currentPassword: "", confirm: "" as "DELETE" } });
  const remove = useMutation({
    mutationFn: (v: DeleteAccountInput) => call(api.POST("/account/deletion", { body: v })),
    // Every session of the account is gone: a full load to the home page drops every cached view of it.
    onSuccess: () => window.location.assign(new URL("/?account=deleted", window.location.href)),
    onError: (e) => showApiError(form, e, "The account was not deleted"),
  });
  return (
    <Card className="border-destructive-border">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>This cannot be undone.</CardDescription>
        <div className="space-y-2 text-sm text-muted-foreground">
          <p>When you delete your account:</p>
          <ul className="list-disc space-y-1 pl-5">
            <li>you are signed out everywhere, and your API keys, webhook endpoints, provider keys and saved cards are removed;</li>
            <li>your products are taken off sale; people who bought them keep what they bought;</li>
            <li>
              your orders stay in the other side&apos;s records (sales, receipts, payouts) with your name and address removed, and your
              reviews show as written by a deleted user;
            </li>
            <li>it is refused while money is still owed to you: wait for the next payout.</li>
          </ul>
        </div>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit((v) => setAsking(v))} className="space-y-4" noValidate>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField name="currentPassword" label="Current password">
                <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
              </FormField>
              <FormField name="confirm" label="Type DELETE to confirm">
                <Input autoComplete="off" {...form.register("confirm")} />
              </FormField>
            </div>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? "Deleting…" : "Delete my account"}
            </Button>
          </form>
        </Form>
        <ConfirmAction
          open={asking !== null}
          onOpenChange={(open) => !open && setAsking(null)}
          title="Delete your account for good?"
          consequence={<p>Your account, its keys and its products go now. You can sign up again later, starting empty.</p>}
          confirmLabel="Delete my account"
          destructive
          onConfirm={() => asking && remove.mutate(asking)}
        />
      </CardContent>
    </Card>
  );
}
