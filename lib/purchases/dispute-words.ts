// Card disputes in plain words, for the order pages, sales and mail (docs/payments.md#disputes). No server imports.

/** Stripe's dispute reasons (https://docs.stripe.com/api/disputes/object#dispute_object-reason) as a sentence. */
const REASONS: Record<string, string> = {
  fraudulent: "The cardholder says they did not make this payment",
  product_not_received: "The cardholder says they did not receive the product",
  product_unacceptable: "The cardholder says the product was not as described",
  duplicate: "The cardholder says they were charged twice",
  subscription_canceled: "The cardholder says they had cancelled",
  unrecognized: "The cardholder does not recognise this payment",
  credit_not_processed: "The cardholder says a promised refund never came",
  general: "The cardholder's bank disputes this payment",
};

export function disputeReasonText(reason: string | null): string {
  return REASONS[reason ?? "general"] ?? REASONS.general;
}

/** The heading of the order page's dispute box, for the one reading it: a lost dispute is the buyer's money back. */
export function disputeTitle(status: "open" | "won" | "lost", asBuyer: boolean): string {
  if (status === "open") return "Payment disputed";
  if (status === "won") return asBuyer ? "Dispute settled" : "Dispute won";
  return asBuyer ? "Payment returned by your bank" : "Dispute lost";
}

/** What the dispute means for the one reading the order: the buyer (access) or the seller (money). */
export function disputeSummary(status: "open" | "won" | "lost", asBuyer: boolean, held: string): string {
  if (asBuyer) {
    if (status === "open") return "Your bank is disputing this payment. Access is paused until the dispute is settled.";
    if (status === "won") return "The dispute was settled in the seller's favour. Your access is back.";
    return "The dispute was settled in your favour and the payment returned to you. Access has ended.";
  }
  if (status === "open") return `The buyer's bank is disputing this payment. ${held} is held from your balance until it is settled.`;
  if (status === "won") return "The dispute was settled in your favour. The held amount is back in your balance.";
  return `The dispute was lost: the buyer's bank returned the payment, and ${held} is taken from your balance.`;
}
