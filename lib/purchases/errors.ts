import { AppError } from "@/lib/errors";

// Interactive transactions here wait on row locks held by concurrent duplicates; PGlite also queues them.
export const TX_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

export function alreadyPurchased(orderId: string): AppError {
  return new AppError("VALIDATION_ERROR", "You already own this product", {
    reason: "already_purchased",
    orderId,
    fields: [{ path: "productId", message: "Already purchased" }],
  });
}

export function alreadyRefunded(orderId: string): AppError {
  return new AppError("VALIDATION_ERROR", "This order was already refunded", {
    reason: "already_refunded",
    orderId,
    fields: [{ path: "orderId", message: "Already refunded" }],
  });
}

/** A disputed order is settled by the card's bank, not refunded by us (docs/payments.md#disputes); Stripe refuses it too. */
export function disputedOrder(orderId: string): AppError {
  return new AppError(
    "VALIDATION_ERROR",
    "This order's payment is disputed with the buyer's bank; it cannot be refunded while the dispute is open",
    {
      reason: "disputed",
      orderId,
      fields: [{ path: "orderId", message: "Disputed" }],
    },
  );
}
