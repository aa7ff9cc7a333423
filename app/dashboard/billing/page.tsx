"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import type { PaymentMethodView } from "@/lib/payments/payment-methods";

// Stripe's test payment method ids: test mode accepts these instead of card numbers.
const TEST_CARDS = [
  { id: "pm_card_visa", label: "Visa •••• 4242 (succeeds)" },
  { id: "pm_card_mastercard", label: "Mastercard •••• 4444 (succeeds)" },
  { id: "pm_card_chargeDeclinedInsufficientFunds", label: "Visa •••• 9995 (declines: insufficient funds)" },
  { id: "pm_card_chargeDeclined", label: "Visa •••• 0002 (declines)" },
];

export default function BillingPage() {
  const qc = useQueryClient();
  const [card, setCard] = useState(TEST_CARDS[0].id);
  const methods = useQuery({
    queryKey: ["payment-methods"],
    queryFn: async () => (await apiFetch<PaymentMethodView[]>("/payment-methods")).data,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ["payment-methods"] });
  const add = useMutation({
    mutationFn: () => apiFetch("/payment-methods", { method: "POST", json: { providerRef: card } }),
    onSuccess: refresh,
  });
  const makeDefault = useMutation({
    mutationFn: (id: string) => apiFetch(`/payment-methods/${id}/default`, { method: "POST" }),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => apiFetch(`/payment-methods/${id}`, { method: "DELETE" }), onSuccess: refresh });
  const error = [add.error, makeDefault.error, remove.error].find((e) => e) as ApiClientError | undefined;

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Billing</h1>
        <p className="text-slate-600">Payment methods for your purchases. Only the card brand and last four digits are kept.</p>
      </div>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-3 font-medium">Add a test card</h2>
        <form
          className="flex flex-wrap items-center gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <label className="sr-only" htmlFor="test-card">
            Test card
          </label>
          <select
            id="test-card"
            value={card}
            onChange={(e) => setCard(e.target.value)}
            className="rounded border border-slate-300 px-3 py-2 text-sm"
          >
            {TEST_CARDS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
          <button type="submit" disabled={add.isPending} className="rounded bg-brand-600 px-4 py-2 text-sm text-white disabled:opacity-50">
            {add.isPending ? "Adding…" : "Add card"}
          </button>
        </form>
      </section>
      {error && (
        <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-700">
          {error.message}
        </p>
      )}
      <section>
        <h2 className="mb-3 font-medium">Your payment methods</h2>
        {methods.isPending && <p className="text-slate-500">Loading…</p>}
        {methods.isError && (
          <p role="alert" className="text-red-700">
            Could not load payment methods: {methods.error.message}
          </p>
        )}
        {methods.data?.length === 0 && <p className="text-slate-500">No payment methods yet. Add a test card above to buy products.</p>}
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {methods.data?.map((m) => (
            <li key={m.id} className="flex items-center justify-between p-4" data-testid="payment-method">
              <span className="capitalize">
                {m.brand} •••• {m.last4}
                {m.isDefault && <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">Default</span>}
              </span>
              <span className="flex gap-2 text-sm">
                {!m.isDefault && (
                  <button onClick={() => makeDefault.mutate(m.id)} className="rounded border border-slate-300 px-3 py-1">
                    Make default
                  </button>
                )}
                <button onClick={() => remove.mutate(m.id)} className="rounded border border-red-300 px-3 py-1 text-red-700">
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
