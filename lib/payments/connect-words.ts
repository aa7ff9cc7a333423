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
