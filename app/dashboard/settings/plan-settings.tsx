"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { cn } from "@/components/ui/cn";
import { showApiError } from "@/components/ui/form";
import { PLAN_LIMITS, PLAN_PRICES, SESSION_LIMITS } from "@/lib/accounts/plans";
import type { Plan } from "@/lib/db/generated/enums";
import { api, call } from "@/lib/api-client/browser";
import { planLabel } from "@/lib/format/labels";
import { formatMinorUnits, formatMoney } from "@/lib/format/money";
import { formatDate } from "@/lib/format/dates";
import { formatCount } from "@/lib/format/numbers";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";

type SelfServePlan = keyof typeof PLAN_LIMITS;

/** "$19.00 a month" (Free reads "$0.00 a month": its name already says free). */
export function monthlyPrice(plan: SelfServePlan): string {
  const { monthlyCents, currency } = PLAN_PRICES[plan];
  return `${formatMinorUnits(monthlyCents, currency)} a month`;
}

const PLAN_BLURB: Record<SelfServePlan, string> = {
  FREE: "Try the API and the marketplace.",
  PRO: "For individual sellers and small integrations.",
  BUSINESS: "For teams and production traffic.",
};

const RANK: Record<Plan, number> = { FREE: 0, PRO: 1, BUSINESS: 2, ENTERPRISE: 3 };

/** What switching does, in the words of docs/payments.md#paid-plans: when it takes effect and what is charged. */
function whatHappens(to: SelfServePlan, from: Plan, sub: { currentPeriodEnd: string } | null, testMode: boolean): string {
  const card = testMode ? "your default card (or the test card Visa ending 4242) is charged" : "your card is charged";
  if (!sub) {
    if (to === "FREE") return "Nothing is charged.";
    return testMode
      ? `It starts now: ${card} ${monthlyPrice(to)} today and each month until you cancel.`
      : "You pay on Stripe's secure page; the plan starts once paid and renews each month until you cancel.";
  }
  const end = formatDate(sub.currentPeriodEnd);
  if (to === "FREE") return `Your subscription ends on ${end}: you keep ${planLabel(from)} until then, and nothing more is charged.`;
  if (RANK[to] > RANK[from]) {
    return `It starts now: ${card} the difference for the rest of this month, then ${monthlyPrice(to)} from ${end}.`;
  }
  return `It starts on ${end}, when this month's ${planLabel(from)} ends; from then ${monthlyPrice(to)}.`;
}

export function PlanSettings() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<SelfServePlan | null>(null);
  const me = useQuery({ queryKey: queryKeys.me.all, queryFn: async () => (await call(api.GET("/me"))).data });
  const plan = useQuery({ queryKey: queryKeys.plan.all, queryFn: async () => (await call(api.GET("/account/plan"))).data });
  const change = useMutation({
    mutationFn: (to: SelfServePlan) => call(api.POST("/account/plan", { body: { plan: to } })),
    onSuccess: (res, to) => {
      // Stripe mode, first paid plan: pay on Stripe's page; Billing shows the plan on return.
      if (res.data.checkoutUrl) return window.location.assign(res.data.checkoutUrl);
      const sub = res.data.subscription;
      if (res.data.plan === to) {
        toast.success(`You are on the ${planLabel(res.data.plan)} plan`, {
          description: "The new API limits apply from your next request.",
        });
      } else if (sub?.changesAt) {
        toast.success(`Your plan changes to ${planLabel(sub.nextPlan ?? to)} on ${formatDate(sub.changesAt)}`, {
          description: `You keep ${planLabel(res.data.plan)} until then.`,
        });
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.me.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.plan.all });
      router.refresh();
    },
    onError: (e) => showApiError(null, e, "The plan did not change"),
  });
  const sub = plan.data?.subscription ?? null;
  const running = sub !== null && sub.status !== "canceled" && sub.status !== "unpaid" && sub.status !== "incomplete_expired";

  return (
    <QueryState query={me} what="your account">
      {(account) => {
        const enterprise = account.plan === "ENTERPRISE";
        return (
          <div className="space-y-6">
            <Card>
              <CardHeader>
                <CardTitle>Account</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-4 text-sm sm:grid-cols-3">
                  <div>
                    <dt className="text-muted-foreground">Name</dt>
                    <dd className="font-medium break-words">{account.name}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Email</dt>
                    <dd className="font-medium break-all">{account.email}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Current plan</dt>
                    <dd className="font-medium" data-testid="current-plan">
                      {planLabel(account.plan)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">API requests per minute</dt>
                    <dd className="font-medium" data-testid="limit-minute">
                      {formatCount(account.limits.perMinute)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">API requests per day</dt>
                    <dd className="font-medium" data-testid="limit-day">
                      {formatCount(account.limits.perDay)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Dashboard</dt>
                    <dd className="font-medium">Not counted against these limits</dd>
                  </div>
                </dl>
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle>Change plan</CardTitle>
                <CardDescription>
                  Limits apply to all API keys of your account together; using this dashboard has its own allowance (
                  {formatCount(SESSION_LIMITS[account.plan as Plan].perMinute)} requests a minute,{" "}
                  {formatCount(SESSION_LIMITS[account.plan as Plan].perDay)} a day on your plan). Enterprise limits are arranged with us.
                </CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4 md:grid-cols-3">
                {(Object.keys(PLAN_LIMITS) as SelfServePlan[]).map((p) => {
                  const current = p === account.plan;
                  const next = running && sub?.nextPlan === p && sub.changesAt ? formatDate(sub.changesAt) : null;
                  return (
                    <div key={p} className={cn("flex flex-col rounded-lg border p-4", current && "border-primary ring-1 ring-ring")}>
                      <div className="flex items-center justify-between">
                        <h3 className="font-semibold">{planLabel(p)}</h3>
                        {current && <Badge>Current</Badge>}
                        {next && <Badge variant="outline">From {next}</Badge>}
                      </div>
                      <p className="mt-2 text-xl font-semibold" data-testid={`price-${p}`}>
                        {monthlyPrice(p)}
                      </p>
                      <p className="mt-1 text-sm text-muted-foreground">{PLAN_BLURB[p]}</p>
                      <ul className="mt-3 space-y-1 text-sm text-foreground">
                        <li>{formatCount(PLAN_LIMITS[p].perMinute)} requests / minute</li>
                        <li>{formatCount(PLAN_LIMITS[p].perDay)} requests / day</li>
                      </ul>
                      {/* An Enterprise plan is changed with us, not here (POST /account/plan refuses it). */}
                      {!enterprise && (
                        <Button
                          variant={current ? "secondary" : "default"}
                          className="mt-4"
                          disabled={current || next !== null || change.isPending}
                          onClick={() => setAsking(p)}
                        >
                          {current
                            ? "Your plan"
                            : next
                              ? `Starts ${next}`
                              : change.isPending && change.variables === p
                                ? "Switching…"
                                : `Switch to ${planLabel(p)}`}
                        </Button>
                      )}
                    </div>
                  );
                })}
                <div className="flex flex-col rounded-lg border border-dashed p-4 md:col-span-3 md:flex-row md:items-center md:justify-between md:gap-4">
                  <div>
                    <div className="flex items-center gap-2">
                      <h3 className="font-semibold">{planLabel("ENTERPRISE")}</h3>
                      {enterprise && <Badge>Current</Badge>}
                    </div>
                    <p className="mt-1 text-sm text-muted-foreground">
                      {enterprise
                        ? "Your limits and price are arranged with us. Contact us to change them or to move to another plan."
                        : "Limits and a price agreed for your traffic, invoicing and a contact person. Contact us to set it up."}
                    </p>
                  </div>
                  <Button variant="outline" className="mt-3 md:mt-0" asChild>
                    <a href="mailto:sales@promptly.example?subject=Enterprise%20plan">Contact us</a>
                  </Button>
                </div>
              </CardContent>
            </Card>
            {asking && (
              <ConfirmAction
                open
                onOpenChange={(open) => !open && setAsking(null)}
                title={`Switch to the ${planLabel(asking)} plan?`}
                confirmLabel={`Switch to ${planLabel(asking)}`}
                onConfirm={() => change.mutate(asking)}
                consequence={
                  <>
                    <p>
                      <strong>Price: {monthlyPrice(asking)}</strong>
                      {account.price &&
                        ` (now ${account.price.amount === 0 ? "free" : `${formatMoney(account.price.amount, account.price.currency)} a month`})`}
                      . {whatHappens(asking, account.plan as Plan, running ? sub : null, account.testMode)}
                    </p>
                    <p>
                      Your API keys will be limited to {formatCount(PLAN_LIMITS[asking].perMinute)} requests a minute and{" "}
                      {formatCount(PLAN_LIMITS[asking].perDay)} a day (now {formatCount(account.limits.perMinute)} and{" "}
                      {formatCount(account.limits.perDay)}).
                    </p>
                  </>
                }
              />
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
