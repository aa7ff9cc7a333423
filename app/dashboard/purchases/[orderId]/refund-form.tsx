"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Form, FormField, SelectField, showApiError, useZodForm } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { api, call } from "@/lib/api-client/browser";
import { formatDate } from "@/lib/format/dates";
import { refundReasonLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import { REFUND_REASONS, refundInput } from "@/lib/purchases/refund-input";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { ApiBody } from "@/lib/api-client/types";

/** The API's refund schema, with the amount as typed (empty: all that is left), checked against what is left. */
const formSchema = (refundable: number) =>
  refundInput.omit({ amount: true, revokeAccess: true }).extend({
    amount: z
      .string()
      .trim()
      .refine((s) => s === "" || /^\d+(\.\d{1,2})?$/.test(s), "An amount like 5 or 4.99")
      .refine((s) => s === "" || (Number(s) > 0 && Number(s) <= refundable), `More than 0 and at most ${refundable.toFixed(2)}`),
    revokeAccess: z.boolean(),
  });

/**
 * The refund card of an order page. The buyer asks under the product's refund policy (`mode`); the seller refunds
 * at once (docs/commerce.md#who-may-refund). Both may refund part of what is left.
 */
export function RefundForm({
  side,
  orderId,
  refundableUntil,
  refundable,
  currency,
  title,
  mode,
}: {
  side: "buyer" | "seller";
  orderId: string;
  mode: "immediate" | "request";
  refundableUntil: string | null;
  refundable: number;
  currency: string;
  title: string;
}) {
  const qc = useQueryClient();
  const form = useZodForm(formSchema(refundable), {
    defaultValues: { reason: side === "seller" ? "other" : "not_as_described", details: "", amount: "", revokeAccess: false },
  });
  const refund = useMutation({
    mutationFn: (input: ApiBody<"refundPurchase">) =>
      call(api.POST("/purchases/{orderId}/refund", { params: { path: { orderId } }, body: input })),
    onSuccess: (res) => {
      const d = res.data;
      if (d.outcome === "requested") {
        toast.success("Refund requested", { description: "The seller answers within 7 days; without an answer it is approved." });
      } else {
        const ended = d.orderStatus === "refunded" || form.getValues("revokeAccess");
        toast.success(`Refunded ${formatMoney(d.amount, currency)}`, {
          description: ended ? `Access to “${title}” has ended.` : `Access to “${title}” is kept.`,
        });
        form.reset({ ...form.getValues(), amount: "", details: "" });
      }
      return Promise.all([
        qc.invalidateQueries({ queryKey: queryKeys.purchases.detail(orderId) }),
        qc.invalidateQueries({ queryKey: queryKeys.sales.all }),
      ]);
    },
    onError: (e) => showApiError(form, e, "The refund did not go through"),
  });
  // Validate first, then ask: the dialog confirms a request that is known to be well-formed.
  const [confirming, setConfirming] = useState(false);
  const ask = form.handleSubmit(() => setConfirming(true));
  const typed = form.watch("amount");
  const revoke = form.watch("revokeAccess");
  const value = typed && Number(typed) > 0 ? Number(typed) : refundable;
  const partial = value < refundable;
  const send = () => {
    const v = form.getValues();
    refund.mutate({
      reason: v.reason,
      ...(v.details?.trim() ? { details: v.details.trim() } : {}),
      ...(v.amount.trim() ? { amount: Number(v.amount) } : {}),
      ...(v.revokeAccess && side === "seller" ? { revokeAccess: true } : {}),
    });
  };
  const accessEnds = !partial || (side === "seller" && revoke);

  return (
    <Card id="refund" className="max-w-lg" data-testid="refund-form">
      <CardHeader>
        <CardTitle>{side === "seller" ? "Refund this order" : "Request a refund"}</CardTitle>
        <CardDescription>
          {side === "seller"
            ? `${formatMoney(refundable, currency)} left to refund. A refund from you is immediate; refund part of it or all.`
            : mode === "immediate"
              ? `All or part of the ${formatMoney(refundable, currency)} left, at once, until ${refundableUntil ? formatDate(refundableUntil) : ""}.`
              : `You have used this product, so the seller reviews your request (until ${refundableUntil ? formatDate(refundableUntil) : ""} to ask). Without an answer within 7 days it is approved.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={ask} className="space-y-4" noValidate>
            <FormField
              name="amount"
              label={`Amount (${currency})`}
              hint={`Leave empty to refund all that is left: ${formatMoney(refundable, currency)}.`}
            >
              <Input
                type="number"
                inputMode="decimal"
                min="0.01"
                step="0.01"
                placeholder={refundable.toFixed(2)}
                {...form.register("amount")}
              />
            </FormField>
            <SelectField name="reason" label="Reason" options={REFUND_REASONS.map((r) => ({ value: r, label: refundReasonLabel(r) }))} />
            <FormField
              name="details"
              label={side === "seller" ? "Note to the buyer (optional)" : "Details (optional)"}
              hint={side === "seller" ? undefined : "Helps the seller improve the product."}
            >
              <Textarea rows={3} maxLength={2000} {...form.register("details")} />
            </FormField>
            {side === "seller" && (
              <div className="flex items-center gap-2">
                <Controller
                  control={form.control}
                  name="revokeAccess"
                  render={({ field }) => (
                    <Checkbox id="revoke-access" checked={field.value} onCheckedChange={(c) => field.onChange(c === true)} />
                  )}
                />
                <Label htmlFor="revoke-access" className="font-normal">
                  End the buyer&apos;s access even if the refund is partial
                </Label>
              </div>
            )}
            <ConfirmAction
              title={
                side === "seller" ? "Refund this order?" : mode === "immediate" ? "Refund this purchase?" : "Ask the seller for a refund?"
              }
              destructive
              confirmLabel={mode === "immediate" || side === "seller" ? `Refund ${formatMoney(value, currency)}` : "Send the request"}
              open={confirming}
              onOpenChange={setConfirming}
              onConfirm={send}
              consequence={
                mode === "immediate" || side === "seller" ? (
                  <>
                    <p>
                      {formatMoney(value, currency)} goes back to {side === "seller" ? "the buyer's card" : "your card"}
                      {accessEnds
                        ? ` and ${side === "seller" ? "the buyer's" : "your"} access to “${title}” ends at once: downloads and runs stop working.`
                        : `; ${side === "seller" ? "the buyer keeps" : "you keep"} access to “${title}” until the whole order is refunded.`}
                    </p>
                    <p>This cannot be undone.</p>
                  </>
                ) : (
                  <>
                    <p>
                      The seller decides. If they approve (or do not answer within 7 days), {formatMoney(value, currency)} goes back to your
                      card{partial ? "." : ` and your access to “${title}” ends.`}
                    </p>
                    <p>If they decline, you keep the purchase and cannot ask again for this order.</p>
                  </>
                )
              }
            />
            <Button type="submit" variant="destructive" disabled={refund.isPending}>
              {refund.isPending
                ? "Sending…"
                : side === "seller"
                  ? "Refund this order"
                  : mode === "immediate"
                    ? "Refund this purchase"
                    : "Ask for a refund"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
