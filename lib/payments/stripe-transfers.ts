import { db } from "@/lib/db/client";
import { log } from "@/lib/log";
import { paymentsMode } from "@/lib/payments/mode";
import { isStripeError, stripeClient } from "@/lib/payments/stripe-client";

/** Hourly: the payout-transfers job retries failed Transfers between payout runs. */
export const TRANSFER_RETRY_CRON = "40 * * * *";

/**
 * Stripe mode: every payout not yet transferred gets a Transfer to the seller's connected account
 * (docs/decisions/032-connect-express-transfers.md). The payout row and its ledger debit are written first, in one
 * transaction, so the balance is taken once; the Transfer's idempotency key and transfer_group are the payout id, so
 * a retry after a timeout or a failure gets Stripe's first answer and never sends the money twice. A failure is kept
 * on the payout (shown to the seller in plain words) and retried by the hourly payout-transfers job and every payout run.
 */
export async function sendPendingTransfers(): Promise<{ sent: number; failed: number }> {
  if (paymentsMode().provider !== "stripe") return { sent: 0, failed: 0 };
  const client = await db();
  const pending = await client.payout.findMany({ where: { transferId: null }, orderBy: { createdAt: "asc" }, take: 500 });
  let sent = 0;
  let failed = 0;
  for (const payout of pending) {
    const account = await client.stripeAccount.findUnique({ where: { userId: payout.sellerId } });
    // A payout from before the seller had an account (made in test mode) was never owed by Stripe: left alone.
    if (!account || payout.createdAt < account.createdAt) continue;
    try {
      const transfer = await stripeClient().transfers.create(
        {
          amount: payout.amountCents,
          currency: payout.currency,
          destination: account.accountId,
          transfer_group: payout.id,
          metadata: { payoutId: payout.id, sellerId: payout.sellerId },
        },
        { idempotencyKey: payout.id },
      );
      await client.payout.update({ where: { id: payout.id }, data: { transferId: transfer.id, transferError: null } });
      sent++;
    } catch (err) {
      // Kept as "<code>: <message>": the code gives the seller's words (transferFailureWords), the message the operator's.
      const reason = isStripeError(err)
        ? `${err.code ?? (err.type === "StripeConnectionError" ? "api_connection_error" : err.type === "StripeAPIError" ? "api_error" : err.type)}: ${err.message}`
        : `error: ${err instanceof Error ? err.message : String(err)}`;
      await client.payout.update({ where: { id: payout.id }, data: { transferError: reason.slice(0, 500) } });
      log.warn("stripe transfer failed", { payoutId: payout.id, reason });
      failed++;
    }
  }
  return { sent, failed };
}
