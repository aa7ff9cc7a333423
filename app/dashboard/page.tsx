import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { StatusBadge } from "@/components/ui/status-badge";
import { requireUser } from "@/lib/auth/session";
import { getOverview } from "@/lib/dashboard/overview";
import { env } from "@/lib/env";
import { formatDate, formatRelative } from "@/lib/format/dates";
import { executionStatusLabel, orderStatusLabel, productTypeLabel } from "@/lib/format/labels";
import { formatChange, formatMoney } from "@/lib/format/money";
import { pluralize } from "@/lib/format/numbers";
import { Checklist } from "./_overview/checklist";
import { RevenueSparkline } from "./_overview/revenue-sparkline";
import { StatCard } from "./_overview/stat-card";

export const metadata: Metadata = { title: "Overview" };

function Change({ current, previous }: { current: number; previous: number }) {
  const change = formatChange(current, previous);
  if (!change) return <>nothing to compare with last month yet</>;
  return (
    <span className={current >= previous ? "text-success-text" : "text-destructive-text"}>
      {change} <span className="text-muted-foreground">vs the same days last month</span>
    </span>
  );
}

export default async function OverviewPage() {
  const user = await requireUser();
  const host = (await headers()).get("host");
  const o = await getOverview(user.id, `${env().APP_URL ?? `http://${host}`}/api/v1`);
  // Each currency's balance on its own (never added up, ADR 055); revenue figures are in the overview's one currency.
  const balances = o.balances.length ? o.balances.map((b) => formatMoney(b.balance, b.currency)).join(" · ") : formatMoney(0, "USD");
  const currency = o.revenueCurrency ?? o.recentSales[0]?.currency ?? "USD";
  const now = new Date();
  const webhookTotal = o.webhooks.delivered + o.webhooks.failed;

  return (
    <div className="space-y-6">
      <PageHeader title={`Welcome, ${user.name}`} description="How your store is doing, and what happened lately." />
      <Checklist done={o.checklist} />
      {o.twoFactorNudge && (
        <Card data-testid="two-factor-nudge" className="border-warning-border">
          <CardHeader>
            <CardTitle>Protect your payouts with two-factor sign-in</CardTitle>
            <CardAction>
              <Button size="sm" asChild>
                <Link href="/dashboard/settings#two-factor">Turn on two-factor</Link>
              </Button>
            </CardAction>
          </CardHeader>
          <CardContent>
            <p className="text-sm text-muted-foreground">
              Money is paid out from this account. With two-factor on, a stolen password alone cannot sign in: it also takes a code from
              your phone.
            </p>
          </CardContent>
        </Card>
      )}

      <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          testId="overview-balance"
          label="Balance"
          value={balances}
          detail={`Next payout ${formatDate(o.nextPayoutAt)} (${formatRelative(o.nextPayoutAt, now)})`}
        />
        <StatCard
          testId="overview-revenue"
          label={`Net revenue this month${o.otherCurrencies.length ? ` in ${currency}` : ""}`}
          value={formatMoney(o.thisMonth.netRevenue, currency)}
          detail={<Change current={o.thisMonth.netRevenue} previous={o.lastMonthToDate.netRevenue} />}
        />
        <StatCard
          testId="overview-sales"
          label={`Sales this month${o.otherCurrencies.length ? ` in ${currency}` : ""}`}
          value={pluralize(o.thisMonth.sales, "sale")}
          detail={<Change current={o.thisMonth.sales} previous={o.lastMonthToDate.sales} />}
        />
        <StatCard
          testId="overview-webhooks"
          label="Webhook deliveries"
          value={webhookTotal === 0 ? "None yet" : `${o.webhooks.delivered} delivered`}
          detail={
            o.webhooks.endpoints === 0 ? (
              "No endpoint yet"
            ) : (
              <span className={o.webhooks.failed > 0 || o.webhooks.disabled > 0 ? "text-destructive-text" : undefined}>
                {pluralize(o.webhooks.failed, "failed delivery", "failed deliveries")} · {pluralize(o.webhooks.endpoints, "endpoint")}
                {o.webhooks.disabled > 0 && `, ${o.webhooks.disabled} disabled`}
              </span>
            )
          }
        />
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Net revenue, last 30 days</CardTitle>
          <CardAction>
            <Button variant="outline" size="sm" asChild>
              <Link href="/dashboard/analytics">Open analytics</Link>
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent>
          {o.last30Days.some((d) => d.netRevenue !== 0) ? (
            <RevenueSparkline data={o.last30Days} currency={currency} />
          ) : (
            <p className="py-8 text-center text-sm text-muted-foreground">
              No sales in the last 30 days. Published products appear in the catalog at once.
            </p>
          )}
          {o.otherCurrencies.length > 0 && (
            <p className="mt-2 text-xs text-muted-foreground" data-testid="overview-other-currencies">
              Figures in {currency}. You also sold in {o.otherCurrencies.join(", ")}: Analytics shows each currency on its own.
            </p>
          )}
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{o.recentSales.length > 0 ? "Recent sales" : "Recent purchases"}</CardTitle>
            <CardAction>
              <Button variant="link" size="sm" asChild>
                <Link href={o.recentSales.length > 0 ? "/dashboard/sales" : "/dashboard/purchases"}>See all</Link>
              </Button>
            </CardAction>
          </CardHeader>
          <CardContent>
            {(o.recentSales.length > 0 ? o.recentSales : o.recentPurchases).length === 0 ? (
              <p className="text-sm text-muted-foreground">No orders yet.</p>
            ) : (
              <ul className="divide-y">
                {(o.recentSales.length > 0 ? o.recentSales : o.recentPurchases).map((p) => (
                  <li key={p.orderId} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                    <div className="min-w-0">
                      <Link href={`/dashboard/purchases/${p.orderId}`} className="block truncate font-medium text-link hover:underline">
                        {p.product.title}
                      </Link>
                      <span className="text-muted-foreground">
                        {o.recentSales.length > 0 ? p.buyer.name : productTypeLabel(p.product.type)} · {formatRelative(p.createdAt, now)}
                      </span>
                    </div>
                    <div className="shrink-0 text-right">
                      <div className="tabular-nums">{formatMoney(p.amount, p.currency)}</div>
                      {p.status === "refunded" && <StatusBadge status={p.status} label={orderStatusLabel(p.status)} />}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Recent executions</CardTitle>
            <CardAction>
              <Button variant="link" size="sm" asChild>
                <Link href="/dashboard/executions">See all</Link>
              </Button>
            </CardAction>
          </CardHeader>
          <CardContent>
            {o.recentExecutions.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No runs yet. Buy a product, add a provider key and run it from the purchase page.
              </p>
            ) : (
              <ul className="divide-y">
                {o.recentExecutions.map((e) => (
                  <li key={e.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                    <div className="min-w-0">
                      <Link href={`/dashboard/executions/${e.id}`} className="block truncate font-medium text-link hover:underline">
                        {e.product.title}
                      </Link>
                      <span className="text-muted-foreground">{formatRelative(e.createdAt, now)}</span>
                    </div>
                    <StatusBadge status={e.status} label={executionStatusLabel(e.status)} />
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
