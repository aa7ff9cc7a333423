"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowLeftIcon, DownloadIcon, FileTextIcon, PlayIcon } from "lucide-react";
import Link from "next/link";
import { useEffect } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { StatusBadge } from "@/components/ui/status-badge";
import { api, ApiClientError, call } from "@/lib/api-client/browser";
import { formatDateTime } from "@/lib/format/dates";
import { orderStatusLabel, productTypeLabel, refundPolicyLabel, refundReasonLabel, refundRequestStatusLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import { DashboardNotFound } from "../../_shell/dashboard-not-found";
import { QueryState } from "../../_shell/query-state";
import { RefundForm } from "./refund-form";
import { queryKeys } from "@/lib/api-client/query-keys";
import { UpdateMailSwitch } from "./update-mail-switch";
import { LicenseKeyCard } from "@/components/licenses/license-key-card";
import { disputeTitle } from "@/lib/purchases/dispute-words";
import type { Purchase } from "@/lib/api-client/types";

export function PurchaseDetail({ orderId }: { orderId: string }) {
  const q = useQuery({
    queryKey: queryKeys.purchases.detail(orderId),
    queryFn: async () => (await call(api.GET("/purchases/{orderId}", { params: { path: { orderId } } }))).data,
  });
  useEffect(() => {
    if (q.data) document.title = `${q.data.product.title} · Order · Dashboard · Promptly`;
  }, [q.data]);
  if (q.error instanceof ApiClientError && q.error.status === 404) {
    return <DashboardNotFound what="purchase" back={{ href: "/dashboard/purchases", label: "Back to purchases" }} />;
  }
  return (
    <QueryState query={q} what="this order">
      {(p) => {
        const asBuyer = p.downloadUrl !== undefined;
        return (
          <div className="space-y-6">
            <div>
              <Button variant="link" size="sm" className="-ml-3" asChild>
                <Link href={asBuyer ? "/dashboard/purchases" : "/dashboard/sales"}>
                  <ArrowLeftIcon aria-hidden />
                  {asBuyer ? "Purchases" : "Sales"}
                </Link>
              </Button>
              <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words">{p.product.title}</h1>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span>{productTypeLabel(p.product.type)}</span>·<span>{formatDateTime(p.createdAt)}</span>
                <StatusBadge status={p.status} label={orderStatusLabel(p.status, p.refundedAmount, p.dispute?.status, asBuyer)} />
              </p>
            </div>
            {p.update && (
              <Card className="max-w-lg border-success-border py-4" aria-label="Product update">
                <CardContent>
                  <p className="font-medium">Updated to {p.update.version}</p>
                  <p className="text-xs text-muted-foreground">
                    Released {formatDateTime(p.update.releasedAt)}. Runs use it unless you pick an earlier version.
                  </p>
                  {p.update.changelog && <p className="mt-2 text-sm whitespace-pre-wrap break-words">{p.update.changelog}</p>}
                </CardContent>
              </Card>
            )}
            <Card className="max-w-lg py-4">
              <CardContent>
                <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
                  <dt className="text-muted-foreground">Order</dt>
                  <dd className="font-mono text-xs break-all">{p.orderId}</dd>
                  <dt className="text-muted-foreground">Amount</dt>
                  <dd>
                    {formatMoney(p.amount, p.currency)}
                    {p.priceMode === "pay_what_you_want" && (
                      <span className="text-muted-foreground" data-testid="order-named-price">
                        {" "}
                        (a price {asBuyer ? "you" : "the buyer"} named)
                      </span>
                    )}
                  </dd>
                  {p.bundle && p.bundle.credit > 0 && (
                    <>
                      <dt className="text-muted-foreground">Bundle credit</dt>
                      <dd data-testid="order-bundle-credit">
                        {formatMoney(p.bundle.credit, p.currency)} off {formatMoney(p.listPrice, p.currency)} for products{" "}
                        {asBuyer ? "you" : "the buyer"} already had
                      </dd>
                    </>
                  )}
                  {p.discount && (
                    <>
                      <dt className="text-muted-foreground">Discount</dt>
                      <dd data-testid="order-discount">
                        {formatMoney(p.discount.amount, p.currency)} off {formatMoney(p.listPrice, p.currency)} with{" "}
                        <code className="font-mono text-xs">{p.discount.code}</code>
                      </dd>
                    </>
                  )}
                  <dt className="text-muted-foreground">{asBuyer ? "Seller" : "Buyer"}</dt>
                  <dd>{asBuyer ? p.seller.name : p.buyer.name}</dd>
                  {p.paymentMethod && (
                    <>
                      <dt className="text-muted-foreground">Paid with</dt>
                      <dd>
                        {p.paymentMethod.brand.charAt(0).toUpperCase() + p.paymentMethod.brand.slice(1)} ending {p.paymentMethod.last4}
                      </dd>
                    </>
                  )}
                  {p.breakdown && (
                    <>
                      <dt className="text-muted-foreground">Platform fee</dt>
                      <dd>{formatMoney(p.breakdown.platformFee, p.currency)}</dd>
                      <dt className="text-muted-foreground">Your net</dt>
                      <dd>{formatMoney(p.breakdown.sellerNet, p.currency)}</dd>
                    </>
                  )}
                  <dt className="text-muted-foreground">Refunds</dt>
                  <dd>{refundPolicyLabel(p.refundPolicy)}</dd>
                  {p.refundRequest && (
                    <>
                      <dt className="text-muted-foreground">Refund request</dt>
                      <dd data-testid="refund-request-state" className="space-y-1">
                        <StatusBadge status={p.refundRequest.status} label={refundRequestStatusLabel(p.refundRequest.status)} />
                        <p className="text-xs text-muted-foreground">
                          {p.refundRequest.status === "pending"
                            ? `Asked ${formatDateTime(p.refundRequest.createdAt)}; approved on ${formatDateTime(p.refundRequest.autoApproveAt)} without an answer.`
                            : `Answered ${p.refundRequest.decidedAt ? formatDateTime(p.refundRequest.decidedAt) : ""}${p.refundRequest.declineReason ? `: ${p.refundRequest.declineReason}` : ""}`}
                        </p>
                      </dd>
                    </>
                  )}
                  {p.refunds.length > 0 && (
                    <>
                      <dt className="text-muted-foreground">Refunded</dt>
                      <dd>
                        <ul className="space-y-1" data-testid="refund-list">
                          {p.refunds.map((r) => (
                            <li key={r.id}>
                              {formatMoney(r.amount, p.currency)} on {formatDateTime(r.createdAt)}: {refundReasonLabel(r.reason)}
                            </li>
                          ))}
                        </ul>
                        {p.refunds.length > 1 && (
                          <p className="mt-1 font-medium">Total refunded: {formatMoney(p.refundedAmount, p.currency)}</p>
                        )}
                      </dd>
                    </>
                  )}
                  {p.status === "completed" && p.refundedAmount > 0 && (
                    <>
                      <dt className="text-muted-foreground">Left to refund</dt>
                      <dd>{formatMoney(p.refundableAmount, p.currency)}</dd>
                    </>
                  )}
                </dl>
              </CardContent>
            </Card>
            {p.dispute && (
              <Alert
                variant={p.dispute.status === "won" || (asBuyer && p.dispute.status === "lost") ? "info" : "error"}
                className="max-w-lg"
                data-testid="order-dispute"
              >
                <p className="font-medium">{disputeTitle(p.dispute.status, asBuyer)}</p>
                <p>{p.dispute.reasonText}.</p>
                <p>{p.dispute.summary}</p>
              </Alert>
            )}
            {p.license && <LicenseKeyCard license={p.license} licenseKey={p.licenseKey} />}
            {p.bundle && <BundleItems bundle={p.bundle} currency={p.currency} asBuyer={asBuyer} hasAccess={p.hasAccess} />}
            {asBuyer && (
              <div className="flex flex-wrap gap-2">
                {p.hasAccess && p.bundle ? null : p.hasAccess ? (
                  <>
                    <Button asChild>
                      <Link href={`/dashboard/run/${p.product.id}`}>
                        <PlayIcon aria-hidden />
                        Run
                      </Link>
                    </Button>
                    <Button variant="outline" asChild>
                      <a href={p.downloadUrl}>
                        <DownloadIcon aria-hidden />
                        Download
                      </a>
                    </Button>
                  </>
                ) : (
                  <Alert variant="info">
                    {p.status === "disputed" && p.dispute?.status === "lost"
                      ? "Access ended: your bank returned the payment. You can buy the product again from its page."
                      : p.status === "disputed"
                        ? "Access paused: the payment is disputed with the bank."
                        : p.status === "refunded"
                          ? "Access revoked: this purchase was refunded."
                          : "Access revoked: the seller ended your access with a partial refund."}
                  </Alert>
                )}
                <Button variant="outline" asChild>
                  <a href={p.receipt?.url} target="_blank" rel="noreferrer">
                    <FileTextIcon aria-hidden />
                    Receipt
                  </a>
                </Button>
                <Button variant="outline" asChild>
                  <a href={p.receipt?.pdf} target="_blank" rel="noreferrer">
                    Receipt (PDF)
                  </a>
                </Button>
              </div>
            )}
            {asBuyer && p.hasAccess && <UpdateMailSwitch orderId={p.orderId} />}
            {asBuyer && p.refundableUntil && p.refundMode && (
              <RefundForm
                side="buyer"
                mode={p.refundMode}
                orderId={p.orderId}
                refundableUntil={p.refundableUntil}
                refundable={p.refundableAmount}
                currency={p.currency}
                title={p.product.title}
              />
            )}
            {!asBuyer && p.status === "completed" && p.refundableAmount > 0 && (
              <RefundForm
                side="seller"
                mode="immediate"
                orderId={p.orderId}
                refundableUntil={null}
                refundable={p.refundableAmount}
                currency={p.currency}
                title={p.product.title}
              />
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

/** A bundle order's products (docs/commerce.md#bundles): each granted one to open, run and download; each already held, credited. */
function BundleItems({
  bundle,
  currency,
  asBuyer,
  hasAccess,
}: {
  bundle: NonNullable<Purchase["bundle"]>;
  currency: string;
  asBuyer: boolean;
  hasAccess: boolean;
}) {
  return (
    <Card className="max-w-lg py-4" aria-label="Products in this bundle">
      <CardContent className="space-y-3">
        <p className="font-medium">Products in this bundle</p>
        <ul className="divide-y" data-testid="order-bundle-items">
          {bundle.items.map((i) => (
            <li key={i.productId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 break-words">
                <Link href={`/products/${i.productId}`} className="text-link underline-offset-2 hover:underline">
                  {i.title}
                </Link>
                {!i.granted && (
                  <span className="block text-xs text-muted-foreground">
                    {asBuyer ? "Already yours" : "Already the buyer's"}: {formatMoney(i.credit, currency)} credited
                  </span>
                )}
              </span>
              {asBuyer && hasAccess && i.granted && (
                <span className="flex gap-2">
                  <Button size="sm" asChild>
                    <Link href={`/dashboard/run/${i.productId}`} aria-label={`Run ${i.title}`}>
                      <PlayIcon aria-hidden />
                      Run
                    </Link>
                  </Button>
                  {i.downloadUrl && (
                    <Button size="sm" variant="outline" asChild>
                      <a href={i.downloadUrl} aria-label={`Download ${i.title}`}>
                        <DownloadIcon aria-hidden />
                        Download
                      </a>
                    </Button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
