"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Form, FormField, showApiError, useZodForm } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { apiFetch } from "@/lib/api/client";
import { formatDate, formatMoney, refundReasonLabel } from "@/lib/format";
import { REFUND_REASONS, refundInput } from "@/lib/purchases/refund-input";

export function RefundForm({
  orderId,
  refundableUntil,
  amount,
  currency,
  title,
}: {
  orderId: string;
  refundableUntil: string;
  amount: number;
  currency: string;
  title: string;
}) {
  const qc = useQueryClient();
  const form = useZodForm(refundInput, { defaultValues: { reason: "not_as_described", details: "" } });
  const refund = useMutation({
    mutationFn: (input: { reason: string; details?: string }) => apiFetch(`/purchases/${orderId}/refund`, { method: "POST", json: input }),
    onSuccess: () => {
      toast.success(`Refunded ${formatMoney(amount, currency)}`, { description: `Your access to “${title}” has ended.` });
      return qc.invalidateQueries({ queryKey: ["purchase", orderId] });
    },
    onError: (e) => showApiError(form, e, "The refund did not go through"),
  });
  // Validate first, then ask: the dialog confirms a request that is known to be well-formed.
  const [confirming, setConfirming] = useState(false);
  const ask = form.handleSubmit(() => setConfirming(true));
  const send = () => {
    const v = form.getValues();
    refund.mutate({ reason: v.reason, ...(v.details?.trim() ? { details: v.details.trim() } : {}) });
  };

  return (
    <Card id="refund" className="max-w-lg">
      <CardHeader>
        <CardTitle>Request a refund</CardTitle>
        <CardDescription>Full refund, at once, until {formatDate(refundableUntil)}.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={ask} className="space-y-4" noValidate>
            <FormField name="reason" label="Reason">
              {(controlProps) => (
                <Controller
                  control={form.control}
                  name="reason"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger {...controlProps} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {REFUND_REASONS.map((r) => (
                          <SelectItem key={r} value={r}>
                            {refundReasonLabel(r)}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </FormField>
            <FormField name="details" label="Details (optional)" hint="Helps the seller improve the product.">
              <Textarea rows={3} maxLength={2000} {...form.register("details")} />
            </FormField>
            <ConfirmAction
              title="Refund this purchase?"
              destructive
              confirmLabel={`Refund ${formatMoney(amount, currency)}`}
              open={confirming}
              onOpenChange={setConfirming}
              onConfirm={send}
              consequence={
                <>
                  <p>
                    {formatMoney(amount, currency)} goes back to your card and your access to “{title}” ends at once: downloads and runs
                    stop working.
                  </p>
                  <p>This cannot be undone; to use it again you would buy it again.</p>
                </>
              }
            />
            <Button type="submit" variant="destructive" disabled={refund.isPending}>
              {refund.isPending ? "Refunding…" : "Refund this purchase"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
