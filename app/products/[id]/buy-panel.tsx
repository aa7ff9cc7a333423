"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { signInHref } from "@/lib/auth/callback-url";
import { formatMoney } from "@/lib/purchases/format";
import type { PaymentMethodView } from "@/lib/payments/payment-methods";

const DECLINES: Record<string, string> = {
  INSUFFICIENT_FUNDS: "Your card was declined for insufficient funds. Choose another payment method.",
  PAYMENT_DECLINED: "Your card was declined. Choose another payment method.",
};

/** Buy button for the product page: pick a payment method, pay, land on the purchase page. Signed out: sign in and come back. */
export function BuyPanel({
  productId,
  price,
  currency,
  referralCode,
  signedIn,
}: {
  productId: string;
  price: number;
  currency: string;
  referralCode?: string;
  signedIn: boolean;
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState<string>("");
  const methods = useQuery({
    queryKey: ["payment-methods"],
    queryFn: async () => (await apiFetch<PaymentMethodView[]>("/payment-methods")).data,
    retry: false,
    enabled: signedIn, // a visitor has no payment methods to ask for (and the request would only fail)
  });
  const buy = useMutation<{ data: { orderId: string } }, ApiClientError>({
    mutationFn: () =>
      apiFetch("/purchases", {
        method: "POST",
        json: { productId, ...(chosen ? { paymentMethodId: chosen } : {}), ...(referralCode ? { referralCode } : {}) },
      }),
    onSuccess: ({ data }) => router.push(`/dashboard/purchases/${data.orderId}`),
  });

  if (!signedIn || (methods.error instanceof ApiClientError && methods.error.status === 401)) {
    const back = `/products/${productId}${referralCode ? `?ref=${encodeURIComponent(referralCode)}` : ""}`;
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <Link href={signInHref(back)} className="inline-block rounded bg-brand-600 px-4 py-2 text-white">
          Sign in to buy · {formatMoney(price, currency)}
        </Link>
      </div>
    );
  }
  const owned = buy.error?.details.reason === "already_purchased" ? String(buy.error.details.orderId) : null;
  const selected = chosen || methods.data?.find((m) => m.isDefault)?.id || "";

  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-white p-4" data-testid="buy-panel">
      <div className="text-2xl font-semibold">{formatMoney(price, currency)}</div>
      {methods.isPending && <p className="text-sm text-slate-500">Loading payment methods…</p>}
      {methods.data?.length === 0 && (
        <p className="text-sm text-slate-600">
          Add a payment method in{" "}
          <Link href="/dashboard/billing" className="text-brand-600 underline">
            Billing
          </Link>{" "}
          to buy.
        </p>
      )}
      {!!methods.data?.length && (
        <label className="block text-sm">
          Pay with
          <select
            value={selected}
            onChange={(e) => setChosen(e.target.value)}
            className="mt-1 block w-full rounded border border-slate-300 px-3 py-2 capitalize"
          >
            {methods.data.map((m) => (
              <option key={m.id} value={m.id}>
                {m.brand} •••• {m.last4}
                {m.isDefault ? " (default)" : ""}
              </option>
            ))}
          </select>
        </label>
      )}
      <button
        onClick={() => buy.mutate()}
        disabled={buy.isPending || !methods.data?.length}
        className="w-full rounded bg-brand-600 px-4 py-2 text-white disabled:opacity-50"
      >
        {buy.isPending ? "Paying…" : "Buy now"}
      </button>
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
