"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CreditCardIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { showApiError } from "@/components/ui/form";
import { api, call } from "@/lib/api-client/browser";
import { cardName } from "@/lib/payments/test-cards";
import { FIRST_TEST_CARD, TestCardSelect } from "@/components/payments/test-card-select";
import { QueryState } from "../_shell/query-state";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { PaymentMethod } from "@/lib/api-client/types";

/** Stripe mode: a card is added on Stripe's hosted Checkout page (setup mode) and read back on return. */
function StripeAddCard({ returnedSession, cancelled }: { returnedSession: string | null; cancelled: boolean }) {
  const qc = useQueryClient();
  const start = useMutation({
    mutationFn: () => call(api.POST("/checkout-sessions", { body: { mode: "setup" } })),
    onSuccess: (res) => {
      if (res.data.url) window.location.assign(res.data.url);
    },
    onError: (e) => showApiError(null, e, "Stripe could not be opened"),
  });
  const [state, setState] = useState<string | null>(cancelled ? "Nothing was saved: you left Stripe's page." : null);
  const read = useRef(false);
  useEffect(() => {
    if (!returnedSession || read.current) return;
    read.current = true;
    call(api.GET("/checkout-sessions/{sessionId}", { params: { path: { sessionId: returnedSession } } }))
      .then(async (res) => {
        setState(res.data.paid ? "Your card is saved." : "Stripe is still saving your card. Refresh in a moment.");
        await qc.invalidateQueries({ queryKey: queryKeys.paymentMethods.all });
      })
      .catch(() => setState("Stripe is still saving your card. Refresh in a moment."));
  }, [returnedSession, qc]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a card</CardTitle>
        <CardDescription>You enter your card on Stripe&apos;s secure page; we keep only its brand and last four digits.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div>
          <Button onClick={() => start.mutate()} disabled={start.isPending || start.isSuccess}>
            {start.isPending || start.isSuccess ? "Opening Stripe…" : "Add a card on Stripe"}
          </Button>
        </div>
        {state && (
          <p role="status" className="text-sm text-muted-foreground" data-testid="card-setup-state">
            {state}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

export function PaymentMethods({
  stripe = false,
  returnedSession = null,
  cancelled = false,
}: {
  stripe?: boolean;
  returnedSession?: string | null;
  cancelled?: boolean;
}) {
  const qc = useQueryClient();
  const [card, setCard] = useState(FIRST_TEST_CARD);
  const methods = useQuery({
    queryKey: queryKeys.paymentMethods.all,
    queryFn: async () => (await call(api.GET("/payment-methods"))).data,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: queryKeys.paymentMethods.all });
  const add = useMutation({
    mutationFn: () => call(api.POST("/payment-methods", { body: { providerRef: card } })),
    onSuccess: (res) => {
      toast.success(`${cardName(res.data)} added`);
      return refresh();
    },
    onError: (e) => showApiError(null, e, "The card was not added"),
  });
  const makeDefault = useMutation({
    mutationFn: (m: PaymentMethod) =>
      call(api.POST("/payment-methods/{paymentMethodId}/default", { params: { path: { paymentMethodId: m.id } } })),
    onSuccess: (_res, m) => {
      toast.success(`${cardName(m)} is now your default card`);
      return refresh();
    },
    onError: (e) => showApiError(null, e, "The default card did not change"),
  });
  const remove = useMutation({
    mutationFn: (m: PaymentMethod) =>
      call(api.DELETE("/payment-methods/{paymentMethodId}", { params: { path: { paymentMethodId: m.id } } })),
    onSuccess: (_res, m) => {
      toast.success(`${cardName(m)} removed`);
      return refresh();
    },
    onError: (e) => showApiError(null, e, "The card was not removed"),
  });

  return (
    <>
      {stripe ? (
        <StripeAddCard returnedSession={returnedSession} cancelled={cancelled} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Add a test card</CardTitle>
            <CardDescription>Test mode: no real money moves. Declining cards let you see what a failed payment looks like.</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              className="flex flex-col gap-3 sm:flex-row sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                add.mutate();
              }}
            >
              <div className="grid min-w-0 flex-1 gap-1.5 sm:max-w-sm">
                <TestCardSelect value={card} onValueChange={setCard} />
              </div>
              <Button type="submit" disabled={add.isPending}>
                {add.isPending ? "Adding…" : "Add card"}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
      <section aria-labelledby="methods-heading" className="space-y-3">
        <h2 id="methods-heading" className="text-lg font-semibold">
          Your payment methods
        </h2>
        <QueryState query={methods} what="your payment methods" rows={2}>
          {(list) =>
            list.length === 0 ? (
              <p className="rounded-lg border border-dashed bg-card p-6 text-center text-sm text-muted-foreground">
                No payment methods yet. {stripe ? "Add a card above" : "Add a test card above"} to buy products.
              </p>
            ) : (
              <ul className="divide-y rounded-lg border bg-card">
                {list.map((m) => (
                  <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="payment-method">
                    <span className="flex items-center gap-2">
                      <CreditCardIcon className="size-5 text-muted-foreground" aria-hidden />
                      {cardName(m)}
                      {m.isDefault && <Badge>Default</Badge>}
                    </span>
                    <span className="flex gap-2">
                      {!m.isDefault && (
                        <Button variant="outline" size="sm" onClick={() => makeDefault.mutate(m)}>
                          Make default
                        </Button>
                      )}
                      <ConfirmAction
                        title={`Remove ${cardName(m)}?`}
                        destructive
                        confirmLabel="Remove card"
                        onConfirm={() => remove.mutate(m)}
                        consequence={
                          <p>
                            You will not be able to pay with this card until you add it again. Past purchases and receipts are not affected.
                          </p>
                        }
                        trigger={
                          <Button variant="outline" size="sm" className="text-destructive-text">
                            Remove
                          </Button>
                        }
                      />
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </>
  );
}
