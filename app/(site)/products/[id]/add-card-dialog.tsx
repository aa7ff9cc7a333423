"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { api, call, type ApiClientError } from "@/lib/api-client/browser";
import { FIRST_TEST_CARD, TestCardSelect } from "@/components/payments/test-card-select";
import { queryKeys } from "@/lib/api-client/query-keys";
import type { PaymentMethod } from "@/lib/api-client/types";

/**
 * A buyer with no card adds one without leaving the product: test mode offers Stripe's test cards, as Billing does.
 * The new card is chosen for this purchase.
 */
export function AddCardDialog({ onAdded }: { onAdded: (method: PaymentMethod) => void }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState(FIRST_TEST_CARD);
  const add = useMutation<{ data: PaymentMethod }, ApiClientError>({
    mutationFn: () => call(api.POST("/payment-methods", { body: { providerRef: card } })),
    onSuccess: async ({ data }) => {
      await qc.invalidateQueries({ queryKey: queryKeys.paymentMethods.all });
      onAdded(data);
      setOpen(false);
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          Add a card
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a card</DialogTitle>
          <DialogDescription>Test mode: no real money moves. The card is saved to Billing and chosen for this purchase.</DialogDescription>
        </DialogHeader>
        <form
          id="add-card-form"
          className="grid gap-1.5"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <TestCardSelect value={card} onValueChange={setCard} />
          {add.error && (
            <p role="alert" className="text-sm text-destructive-text">
              The card was not added: {add.error.message}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button type="submit" form="add-card-form" disabled={add.isPending}>
            {add.isPending ? "Adding…" : "Add card"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
