"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { showApiError } from "@/components/ui/form";
import { api, call } from "@/lib/api-client/browser";
import { formatDate } from "@/lib/format/dates";
import { planLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";

/** Back from Stripe's Checkout page for a plan: the session is read, which applies the subscription once. */
function useReturnFromCheckout(sessionId: string | null): string | null {
  const qc = useQueryClient();
  const [state, setState] = useState<string | null>(null);
  const read = useRef(false);
  useEffect(() => {
    if (!sessionId || read.current) return;
    read.current = true;
    call(api.GET("/checkout-sessions/{sessionId}", { params: { path: { sessionId } } }))
      .then(async (res) => {
        setState(
          res.data.paid ? "Payment received: your new plan is on." : "Stripe is still confirming your payment. Refresh in a moment.",
        );
        await Promise.all([qc.invalidateQueries({ queryKey: queryKeys.plan.all }), qc.invalidateQueries({ queryKey: queryKeys.me.all })]);
      })
      .catch(() => setState("Stripe is still confirming your payment. Refresh in a moment."));
  }, [sessionId, qc]);
  return state;
}

/**
 * The account's plan on Billing: its price and limits, the next invoice (date and amount), a downgrade or
 * cancellation waiting for the period end (with a way to keep the plan), and a failed renewal's notice.
 */
export function CurrentPlan({
  returnedSession = null,
  cancelled = false,
  stripe = false,
}: {
  returnedSession?: string | null;
  cancelled?: boolean;
  /** Stripe mode: a subscriber manages invoices and the renewal card in Stripe's Customer Portal. */
  stripe?: boolean;
}) {
  const qc = useQueryClient();
  const plan = useQuery({ queryKey: queryKeys.plan.all, queryFn: async () => (await call(api.GET("/account/plan"))).data });
  const returned = useReturnFromCheckout(returnedSession);
  const keep = useMutation({
    mutationFn: (p: "PRO" | "BUSINESS") => call(api.POST("/account/plan", { body: { plan: p } })),
    onSuccess: (res) => {
      toast.success(`You keep the ${planLabel(res.data.plan)} plan`);
      void qc.invalidateQueries({ queryKey: queryKeys.me.all });
      return qc.invalidateQueries({ queryKey: queryKeys.plan.all });
    },
    onError: (e) => showApiError(null, e, "The plan did not change"),
  });
  const portal = useMutation({
    mutationFn: () => call(api.POST("/account/plan/portal")),
    onSuccess: (res) => window.location.assign(res.data.url),
    onError: (e) => showApiError(null, e, "Stripe's billing page did not open"),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        <CardDescription>Your plan sets your API limits. Paid plans renew each month until you cancel.</CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" asChild>
            <Link href="/dashboard/settings">Change plan</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-3">
        {returned && (
          <Alert variant="success" data-testid="plan-checkout-state">
            {returned}
          </Alert>
        )}
        {cancelled && <Alert variant="info">Nothing was charged: you left Stripe&apos;s page before paying.</Alert>}
        <QueryState query={plan} what="your plan">
          {(account) => {
            const sub = account.subscription;
            const current = account.plan;
            return (
              <div className="space-y-3">
                {sub?.notice && (
                  <Alert variant={sub.notice.kind === "payment_failed" ? "error" : "warning"} data-testid="plan-notice">
                    {sub.notice.message}
                  </Alert>
                )}
                <p className="text-sm text-foreground">
                  <span className="text-base font-semibold text-foreground">{planLabel(current)}</span> ·{" "}
                  <span data-testid="plan-price">
                    {account.price === null
                      ? "price agreed with us"
                      : account.price.amount === 0
                        ? "no monthly fee"
                        : `${formatMoney(account.price.amount, account.price.currency)} a month`}
                  </span>{" "}
                  · {formatCount(account.limits.perMinute)} API requests a minute, {formatCount(account.limits.perDay)} a day
                </p>
                {sub && sub.nextInvoice && (
                  <p className="text-sm text-muted-foreground" data-testid="next-invoice">
                    Next invoice:{" "}
                    <span className="font-medium text-foreground">{formatMoney(sub.nextInvoice.amount, sub.nextInvoice.currency)}</span> on{" "}
                    <span className="font-medium text-foreground">{formatDate(sub.nextInvoice.date)}</span>
                  </p>
                )}
                {stripe && sub && (
                  <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
                    <p className="text-muted-foreground">Invoices and the card your plan renews on are kept by Stripe.</p>
                    <Button variant="outline" size="sm" disabled={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
                      {portal.isPending || portal.isSuccess ? "Opening Stripe…" : "Invoices and card"}
                    </Button>
                  </div>
                )}
                {sub?.nextPlan && sub.changesAt && (current === "PRO" || current === "BUSINESS") && (
                  <div
                    className="flex flex-col gap-2 rounded-md border border-dashed p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                    data-testid="pending-change"
                  >
                    <p>
                      {sub.nextPlan === "FREE"
                        ? `Cancelled: you keep ${planLabel(current)} until ${formatDate(sub.changesAt)}, then move to Free. Nothing more is charged.`
                        : `Changing to ${planLabel(sub.nextPlan)} on ${formatDate(sub.changesAt)}; you keep ${planLabel(current)} until then.`}
                    </p>
                    <Button variant="outline" size="sm" disabled={keep.isPending} onClick={() => keep.mutate(current)}>
                      {keep.isPending ? "Keeping…" : `Keep ${planLabel(current)}`}
                    </Button>
                  </div>
                )}
              </div>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}
