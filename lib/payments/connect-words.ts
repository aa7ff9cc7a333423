// The payout account's states in plain words: a module of its own, free of the Stripe SDK and the database, so the
// dashboard's client code can show them.

export type ConnectStatus = "not_started" | "details_needed" | "under_review" | "enabled" | "restricted";

/** The words the dashboard shows for each state. */
export const CONNECT_STATUS_WORDS: Record<ConnectStatus, string> = {
  not_started: "You have not set up payouts yet. Your sales still count: the money waits in your balance.",
  details_needed: "Stripe needs more details from you before it can pay you.",
  under_review: "Stripe is checking your details. This usually takes a few minutes to a day.",
  enabled: "Payouts are on. Your balance is sent to your bank on the payout schedule.",
  restricted: "Stripe has paused payouts to this account.",
};

/**
 * Why a Transfer to the seller failed, in plain words, from what stripe-transfers.ts keeps on the payout
 * (`<Stripe error code or type>: <Stripe's message>`). Every failure is retried, so each sentence says what happens next.
 */
export function transferFailureWords(kept: string | null): string | null {
  if (!kept) return null;
  const code = kept.slice(0, Math.max(kept.indexOf(":"), 0));
  const retry = "We try again every hour; the amount stays owed to you and is sent once.";
  switch (code) {
    case "insufficient_capabilities_for_transfer":
    case "account_invalid":
      return `Your Stripe account cannot receive transfers right now: open "Continue on Stripe" and finish what Stripe asks for. ${retry}`;
    case "resource_missing":
      return `Stripe could not find your payout account. Set up payouts again. ${retry}`;
    case "balance_insufficient":
      return `Promptly's Stripe balance was not enough to send it at that moment. ${retry}`;
    case "api_error":
    case "api_connection_error":
    case "rate_limit_error":
    case "rate_limit":
      return `Stripe could not be reached. ${retry}`;
    default:
      return `Stripe refused the transfer (${kept.slice(code.length + 1).trim() || code}). ${retry}`;
  }
}
