"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api, call } from "@/lib/api-client/browser";
import { planLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import { formatCount } from "@/lib/format/numbers";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";

/** The account's plan, its monthly price and limits, and the way to change it (Settings). */
export function CurrentPlan() {
  const me = useQuery({ queryKey: queryKeys.me.all, queryFn: async () => (await call(api.GET("/me"))).data });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plan</CardTitle>
        <CardDescription>Plans set your API limits. They are not charged yet in this release.</CardDescription>
        <CardAction>
          <Button variant="outline" size="sm" asChild>
            <Link href="/dashboard/settings">Change plan</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <QueryState query={me} what="your plan">
          {(account) => (
            <p className="text-sm text-foreground">
              <span className="text-base font-semibold text-foreground">{planLabel(account.plan)}</span> ·{" "}
              <span data-testid="plan-price">
                {account.price === null
                  ? "price agreed with us"
                  : account.price.amount === 0
                    ? "no monthly fee"
                    : `${formatMoney(account.price.amount, account.price.currency)} a month`}
              </span>{" "}
              · {formatCount(account.limits.perMinute)} API requests a minute, {formatCount(account.limits.perDay)} a day
            </p>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
