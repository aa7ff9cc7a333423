"use client";

import { CheckCircle2Icon, PlayIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldControl } from "@/components/ui/input";
import { Price } from "@/components/catalog/price";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { signInHref } from "@/lib/auth/callback-url";
import { formatDate } from "@/lib/format/dates";
import type { PaymentMethodView } from "@/lib/payments/payment-methods";

const DECLINES: Record<string, string> = {
  INSUFFICIENT_FUNDS: "Your card was declined for insufficient funds. Choose another payment method.",
  PAYMENT_DECLINED: "Your card was declined. Choose another payment method.",
};

export type BuyPanelProps = {
  productId: string;
  price: number;
  currency: string;
  viewer: "author" | "buyer" | "visitor";
  signedIn: boolean;
  purchase: { orderId: string; purchasedAt: string } | null;
  referralCode?: string;
  refundDays: number;
};

const backTo = (productId: string, referralCode?: string) =>
  `/products/${productId}${referralCode ? `?ref=${encodeURIComponent(referralCode)}` : ""}`;

/** The signed-in visitor's checkout: pick a payment method, pay, land on the purchase page. */
function Checkout({ productId, referralCode }: Pick<BuyPanelProps, "productId" | "referralCode">) {
  const router = useRouter();
  const [chosen, setChosen] = useState<string>("");
  const methods = useQuery({
    queryKey: ["payment-methods"],
    queryFn: async () => (await apiFetch<PaymentMethodView[]>("/payment-methods")).data,
    retry: false,
  });
  const buy = useMutation<{ data: { orderId: string } }, ApiClientError>({
    mutationFn: () =>
      apiFetch("/purchases", {
        method: "POST",
        json: { productId, ...(chosen ? { paymentMethodId: chosen } : {}), ...(referralCode ? { referralCode } : {}) },
      }),
    onSuccess: ({ data }) => router.push(`/dashboard/purchases/${data.orderId}`),
  });
  if (methods.error instanceof ApiClientError && methods.error.status === 401) {
    return (
      <Button asChild className="w-full">
        <Link href={signInHref(backTo(productId, referralCode))}>Sign in to buy</Link>
      </Button>
    );
  }
  const owned = buy.error?.details.reason === "already_purchased" ? String(buy.error.details.orderId) : null;
  const selected = chosen || methods.data?.find((m) => m.isDefault)?.id || "";
  return (
    <div className="flex flex-col gap-3">
      {methods.isPending && <p className="text-sm text-slate-600">Loading payment methods…</p>}
      {methods.data?.length === 0 && (
        <p className="text-sm text-slate-600">
          Add a payment method in{" "}
          <Link href="/dashboard/billing" className="text-brand-700 underline">
            Billing
          </Link>{" "}
          to buy.
        </p>
      )}
      {!!methods.data?.length && (
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          Pay with
          <select value={selected} onChange={(e) => setChosen(e.target.value)} className={`${fieldControl} h-9 capitalize`}>
            {methods.data.map((m) => (
              <option key={m.id} value={m.id}>
                {m.brand} •••• {m.last4}
                {m.isDefault ? " (default)" : ""}
              </option>
            ))}
          </select>
        </label>
      )}
      <Button size="lg" onClick={() => buy.mutate()} disabled={buy.isPending || !methods.data?.length} className="w-full">
        {buy.isPending ? "Paying…" : "Buy now"}
      </Button>
      {buy.error && (
        <p role="alert" className="text-sm text-red-700">
          {DECLINES[buy.error.code] ?? buy.error.message}
          {owned && (
            <>
              {" "}
              <Link href={`/dashboard/purchases/${owned}`} className="underline">
                Open your purchase
              </Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * The product page's buy panel (sticky beside the content on wide screens): the price and the one next step for
 * this viewer. A visitor buys (or signs in and comes back), a buyer runs what they own, the author edits.
 */
export function BuyPanel(props: BuyPanelProps) {
  const { productId, price, currency, viewer, signedIn, purchase, referralCode, refundDays } = props;
  return (
    <section
      id="buy"
      aria-label="Buy"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="buy-panel"
    >
      <Price price={price} currency={currency} className="text-3xl" />
      {viewer === "buyer" && (
        <>
          <p className="flex items-start gap-2 text-sm text-emerald-800" data-testid="purchase-state">
            <CheckCircle2Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>You own this product{purchase ? ` since ${formatDate(purchase.purchasedAt)}` : ""}. Updates are included.</span>
          </p>
          <Button asChild size="lg" className="w-full">
            <Link href={`/dashboard/run/${productId}`}>
              <PlayIcon aria-hidden />
              Run
            </Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link href={purchase ? `/dashboard/purchases/${purchase.orderId}` : "/dashboard/purchases"}>Open your purchase</Link>
          </Button>
        </>
      )}
      {viewer === "author" && (
        <>
          <p className="text-sm text-slate-600">This is your product. Buyers see this page as it is here, without the prompt.</p>
          <Button asChild variant="outline" className="w-full">
            <Link href={`/dashboard/products/${productId}`}>Edit product</Link>
          </Button>
        </>
      )}
      {viewer === "visitor" &&
        (signedIn ? (
          <Checkout productId={productId} referralCode={referralCode} />
        ) : (
          <Button asChild size="lg" className="w-full">
            <Link href={signInHref(backTo(productId, referralCode))}>Sign in to buy</Link>
          </Button>
        ))}
      <ul className="flex flex-col gap-1 border-t pt-3 text-xs text-slate-600">
        <li>One payment; every update the seller ships is included.</li>
        <li>Run it with your own provider key, here or through the API.</li>
        <li>A full refund within {refundDays} days of purchase if it is not for you.</li>
      </ul>
    </section>
  );
}

/** Phones: the price and the next step stay at the bottom of the screen while the page scrolls. */
export function PhoneBuyBar({ productId, price, currency, viewer, signedIn, referralCode }: BuyPanelProps) {
  if (viewer === "author") return null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] lg:hidden"
      data-testid="phone-buy-bar"
    >
      <Price price={price} currency={currency} className="text-xl" />
      {viewer === "buyer" ? (
        <Button asChild>
          <Link href={`/dashboard/run/${productId}`}>
            <PlayIcon aria-hidden />
            Run
          </Link>
        </Button>
      ) : signedIn ? (
        <Button asChild>
          <a href="#buy">Buy now</a>
        </Button>
      ) : (
        <Button asChild>
          <Link href={signInHref(backTo(productId, referralCode))}>Sign in to buy</Link>
        </Button>
      )}
    </div>
  );
}
