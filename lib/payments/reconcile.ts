import type Stripe from "stripe";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { log } from "@/lib/log";
import { paymentsMode } from "@/lib/payments/mode";
import { callStripe } from "@/lib/payments/stripe-client";

/**
 * Reconciliation (docs/payments.md#reconciliation): Stripe's charges, refunds and transfers of a window, listed with
 * the SDK's auto-pagination, compared with our orders, refunds and payouts. Every run is kept in
 * PaymentReconciliation with each mismatch, for the operator (`npm run admin -- payments:reconcile --last`).
 */

export const MISMATCH_KINDS = [
  "charge_without_order",
  "order_without_charge",
  "charge_amount_differs",
  "refund_without_ours",
  "refund_without_stripe",
  "refund_amount_differs",
  "transfer_without_payout",
  "payout_without_transfer",
  "transfer_amount_differs",
] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export type Mismatch = {
  kind: MismatchKind;
  stripeId: string | null;
  ourId: string | null;
  stripeAmountCents: number | null;
  ourAmountCents: number | null;
  currency: string | null;
  detail: string;
};

export type ReconciliationResult = {
  id: string;
  since: string;
  until: string;
  checked: { charges: number; orders: number; refunds: number; transfers: number; payouts: number };
  mismatches: Mismatch[];
};

/** Days a run looks back without --since (the daily job overlaps the days before, so nothing falls between runs). */
export const RECONCILE_DEFAULT_DAYS = 3;
/** Rows younger than this are left to the next run: a charge is made a moment before its order is written. */
export const RECONCILE_SETTLE_MS = 5 * 60_000;
/** Stripe's side is listed from this much before the window, so an order near its start still finds its charge. */
const STRIPE_MARGIN_S = 3600;

const secondsOf = (d: Date) => Math.floor(d.getTime() / 1000);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

async function listAll<T>(what: string, list: (s: Stripe) => AsyncIterable<T>): Promise<T[]> {
  return callStripe(what, async (s) => {
    const out: T[] = [];
    for await (const item of list(s)) out.push(item);
    return out;
  });
}

/** Compares Stripe with our records for [since, until) and keeps the run; throws when Stripe cannot be read. */
export async function reconcilePayments(opts: {
  since?: Date;
  until?: Date;
  trigger: "schedule" | "admin";
}): Promise<ReconciliationResult> {
  if (paymentsMode().provider !== "stripe") {
    throw new AppError("NOT_FOUND", "Reconciliation compares with Stripe: set PAYMENTS_PROVIDER=stripe");
  }
  const now = new Date();
  const since = opts.since ?? new Date(now.getTime() - RECONCILE_DEFAULT_DAYS * 86_400_000);
  // Without an explicit end, the last few minutes are left to the next run (RECONCILE_SETTLE_MS).
  const until = opts.until ?? new Date(now.getTime() - RECONCILE_SETTLE_MS);
  const client = await db();
  const run = await client.paymentReconciliation.create({ data: { id: newId("rec"), trigger: opts.trigger, since, until } });
  try {
    const result = await compare(run.id, since, until);
    await client.paymentReconciliation.update({
      where: { id: run.id },
      data: {
        finishedAt: new Date(),
        checked: result.checked,
        mismatchCount: result.mismatches.length,
        mismatches: result.mismatches,
      },
    });
    if (result.mismatches.length) log.warn("payments reconciliation found mismatches", { runId: run.id, count: result.mismatches.length });
    return result;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await client.paymentReconciliation.update({ where: { id: run.id }, data: { finishedAt: new Date(), error: reason.slice(0, 500) } });
    throw err;
  }
}

async function compare(runId: string, since: Date, until: Date): Promise<ReconciliationResult> {
  const created = { gte: secondsOf(since) - STRIPE_MARGIN_S, lte: secondsOf(new Date()) + 60 };
  const inWindow = (createdS: number) => createdS >= secondsOf(since) && createdS < secondsOf(until);
  const [charges, refunds, transfers, invoicePayments] = await Promise.all([
    listAll("charges.list", (s) => s.charges.list({ created, limit: 100 })),
    listAll("refunds.list", (s) => s.refunds.list({ created, limit: 100 })),
    listAll("transfers.list", (s) => s.transfers.list({ created, limit: 100 })),
    listAll("invoicePayments.list", (s) => s.invoicePayments.list({ created, status: "paid", limit: 100 })),
  ]);
  // Paid plans' invoices (docs/payments.md#paid-plans) are Stripe Billing's own records, not orders: their charges are left out.
  const invoiced = new Set(invoicePayments.map((p) => idOf(p.payment.payment_intent)).filter((id): id is string => !!id));
  const client = await db();
  const window = { gte: since, lt: until };
  const mismatches: Mismatch[] = [];

  // Charges ↔ orders, by PaymentIntent (our Charge.id; Order.chargeRef).
  const paid = charges.filter((c) => c.status === "succeeded" && c.paid && !invoiced.has(idOf(c.payment_intent) ?? ""));
  const piIds = paid.map((c) => idOf(c.payment_intent)).filter((id): id is string => !!id);
  const ourCharges = await client.charge.findMany({
    where: { id: { in: piIds } },
    select: { id: true, orderId: true, order: { select: { amountCents: true, currency: true } } },
  });
  const chargeByPi = new Map(ourCharges.map((c) => [c.id, c]));
  for (const c of paid.filter((c) => inWindow(c.created))) {
    const pi = idOf(c.payment_intent) ?? c.id;
    const ours = chargeByPi.get(pi);
    if (!ours) {
      // A charge refunded in full (a void of a payment no purchase could use) owes nobody anything.
      if (c.amount_refunded < c.amount)
        mismatches.push({
          kind: "charge_without_order",
          stripeId: pi,
          ourId: c.metadata?.orderId ?? null,
          stripeAmountCents: c.amount,
          ourAmountCents: null,
          currency: c.currency,
          detail: `Stripe charge ${c.id} has no order: refund it, or let the buyer retry the purchase`,
        });
    } else if (ours.order.amountCents !== c.amount || ours.order.currency.toLowerCase() !== c.currency.toLowerCase()) {
      mismatches.push({
        kind: "charge_amount_differs",
        stripeId: pi,
        ourId: ours.orderId,
        stripeAmountCents: c.amount,
        ourAmountCents: ours.order.amountCents,
        currency: c.currency,
        detail: `Stripe charged ${c.amount} ${c.currency}, the order says ${ours.order.amountCents} ${ours.order.currency}`,
      });
    }
  }
  const listedPis = new Set(paid.map((c) => idOf(c.payment_intent)));
  const orders = await client.order.findMany({
    where: { createdAt: window, charge: { provider: "stripe" } },
    select: { id: true, amountCents: true, currency: true, chargeRef: true },
  });
  for (const o of orders.filter((o) => !listedPis.has(o.chargeRef))) {
    mismatches.push({
      kind: "order_without_charge",
      stripeId: o.chargeRef,
      ourId: o.id,
      stripeAmountCents: null,
      ourAmountCents: o.amountCents,
      currency: o.currency,
      detail: `Order ${o.id} names PaymentIntent ${o.chargeRef}, which has no successful charge on Stripe`,
    });
  }

  // Refunds ↔ our refunds, by Stripe's refund id (Refund.refundRef).
  const done = refunds.filter((r) => r.status === "succeeded" || r.status === "pending");
  const ourRefundsOfListed = await client.refund.findMany({
    where: { refundRef: { in: done.map((r) => r.id) } },
    select: { id: true, refundRef: true, amountCents: true },
  });
  const refundByRef = new Map(ourRefundsOfListed.map((r) => [r.refundRef, r]));
  const refundPis = done.map((r) => idOf(r.payment_intent)).filter((id): id is string => !!id);
  const knownPis = new Set(
    (await client.charge.findMany({ where: { id: { in: refundPis } }, select: { id: true } })).map((c: { id: string }) => c.id),
  );
  for (const r of done.filter((r) => inWindow(r.created))) {
    const ours = refundByRef.get(r.id);
    const pi = idOf(r.payment_intent);
    if (!ours) {
      // A refund of a charge that never became an order (a void) is the charge's business, reported with it.
      if (pi && knownPis.has(pi))
        mismatches.push({
          kind: "refund_without_ours",
          stripeId: r.id,
          ourId: null,
          stripeAmountCents: r.amount,
          ourAmountCents: null,
          currency: r.currency,
          detail: `Stripe refund ${r.id} of ${pi} is not recorded on the order (a partial Dashboard refund, or its event not applied)`,
        });
    } else if (ours.amountCents !== r.amount) {
      mismatches.push({
        kind: "refund_amount_differs",
        stripeId: r.id,
        ourId: ours.id,
        stripeAmountCents: r.amount,
        ourAmountCents: ours.amountCents,
        currency: r.currency,
        detail: `Stripe refunded ${r.amount}, our refund says ${ours.amountCents}`,
      });
    }
  }
  const listedRefunds = new Set(done.map((r) => r.id));
  const ourRefunds = await client.refund.findMany({
    where: { createdAt: window, order: { charge: { provider: "stripe" } } },
    select: { id: true, refundRef: true, amountCents: true, orderId: true, order: { select: { currency: true } } },
  });
  for (const r of ourRefunds.filter((r) => !listedRefunds.has(r.refundRef))) {
    mismatches.push({
      kind: "refund_without_stripe",
      stripeId: r.refundRef,
      ourId: r.id,
      stripeAmountCents: null,
      ourAmountCents: r.amountCents,
      currency: r.order.currency,
      detail: `Refund ${r.id} of order ${r.orderId} names ${r.refundRef}, which Stripe does not list`,
    });
  }

  // Transfers ↔ payouts, by Payout.transferId.
  const payoutsOfListed = await client.payout.findMany({
    where: { transferId: { in: transfers.map((t) => t.id) } },
    select: { id: true, transferId: true, amountCents: true },
  });
  const payoutByTransfer = new Map(payoutsOfListed.map((p) => [p.transferId, p]));
  for (const t of transfers.filter((t) => inWindow(t.created))) {
    const ours = payoutByTransfer.get(t.id);
    if (!ours) {
      mismatches.push({
        kind: "transfer_without_payout",
        stripeId: t.id,
        ourId: t.metadata?.payoutId ?? t.transfer_group ?? null,
        stripeAmountCents: t.amount,
        ourAmountCents: null,
        currency: t.currency,
        detail: `Stripe transfer ${t.id} to ${idOf(t.destination) ?? "?"} matches no payout`,
      });
    } else if (ours.amountCents !== t.amount) {
      mismatches.push({
        kind: "transfer_amount_differs",
        stripeId: t.id,
        ourId: ours.id,
        stripeAmountCents: t.amount,
        ourAmountCents: ours.amountCents,
        currency: t.currency,
        detail: `Stripe transferred ${t.amount}, payout ${ours.id} says ${ours.amountCents}`,
      });
    }
  }
  const listedTransfers = new Set(transfers.map((t) => t.id));
  const payouts = await client.payout.findMany({
    where: { createdAt: window, OR: [{ transferId: { not: null } }, { transferError: { not: null } }] },
    select: { id: true, transferId: true, transferError: true, amountCents: true, currency: true },
  });
  for (const p of payouts.filter((p) => !p.transferId || !listedTransfers.has(p.transferId))) {
    mismatches.push({
      kind: "payout_without_transfer",
      stripeId: p.transferId,
      ourId: p.id,
      stripeAmountCents: null,
      ourAmountCents: p.amountCents,
      currency: p.currency,
      detail: p.transferId
        ? `Payout ${p.id} names transfer ${p.transferId}, which Stripe does not list`
        : `Payout ${p.id} has no transfer yet (last failure: ${p.transferError}); the next payout run retries it`,
    });
  }

  return {
    id: runId,
    since: since.toISOString(),
    until: until.toISOString(),
    checked: {
      charges: paid.filter((c) => inWindow(c.created)).length,
      orders: orders.length,
      refunds: done.filter((r) => inWindow(r.created)).length,
      transfers: transfers.filter((t) => inWindow(t.created)).length,
      payouts: payouts.length,
    },
    mismatches,
  };
}

/** The daily payments-reconcile job: nothing to compare without Stripe. */
export async function runScheduledReconciliation(): Promise<{ skipped: true } | { runId: string; mismatches: number }> {
  if (paymentsMode().provider !== "stripe") return { skipped: true };
  const result = await reconcilePayments({ trigger: "schedule" });
  return { runId: result.id, mismatches: result.mismatches.length };
}

/** The last recorded run, for the operator. */
export async function lastReconciliation() {
  const client = await db();
  return client.paymentReconciliation.findFirst({ orderBy: { startedAt: "desc" } });
}

/** One line per mismatch, for the admin command and logs. */
export function describeMismatch(m: Mismatch): string {
  const amount = (c: number | null) => (c === null ? "-" : String(c));
  return `${m.kind}  stripe=${m.stripeId ?? "-"}  ours=${m.ourId ?? "-"}  stripe_amount=${amount(m.stripeAmountCents)}  our_amount=${amount(m.ourAmountCents)}  ${m.currency ?? ""}  ${m.detail}`;
}
