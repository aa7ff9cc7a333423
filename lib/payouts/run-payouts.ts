import { transferFailureWords } from "@/lib/payments/connect-words";
import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { validationError } from "@/lib/errors";
import { emitEvent } from "@/lib/events/emit";
import { toAmount } from "@/lib/money";
import { isUniqueViolation } from "@/lib/db/errors";
import { TX_OPTIONS } from "@/lib/purchases/errors";
import { linkTo } from "@/lib/accounts/account-links";
import { formatMinorUnits } from "@/lib/format/money";
import { queueMail } from "@/lib/mail/outbox";
import { paymentsMode } from "@/lib/payments/mode";
import { payableAccount } from "@/lib/payments/stripe-connect";
import { sendPendingTransfers } from "@/lib/payments/stripe-transfers";

const DAY_MS = 86_400_000;
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(s)), "Not a date");

/** A payout period: both dates inclusive, whole UTC days. */
export const payoutPeriod = z
  .object({ periodStart: isoDate, periodEnd: isoDate })
  .refine((p) => p.periodStart <= p.periodEnd, { message: "periodStart must not be after periodEnd", path: ["periodStart"] });
export type PayoutPeriod = z.infer<typeof payoutPeriod>;

export const payoutView = z.object({
  id: z.string(),
  sellerId: z.string(),
  amount: z.number(),
  currency: z.string(),
  period: z.object({ start: z.string(), end: z.string() }),
  createdAt: z.string(),
  transfer: z
    .object({
      status: z.enum(["sent", "failed"]),
      transferId: z.string().nullable(),
      failureReason: z.string().nullable().meta({ description: "Why the last attempt failed, in plain words; retried every hour" }),
    })
    .nullable()
    .meta({ description: "Stripe mode: the Transfer to your connected account (docs/payments.md); null when none was attempted" }),
});
export type PayoutView = z.infer<typeof payoutView>;

type PayoutRow = {
  id: string;
  sellerId: string;
  amountCents: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
  createdAt: Date;
  transferId?: string | null;
  transferError?: string | null;
};

export const toPayoutView = (p: PayoutRow): PayoutView => ({
  id: p.id,
  sellerId: p.sellerId,
  amount: toAmount(p.amountCents),
  currency: p.currency,
  period: { start: p.periodStart.toISOString().slice(0, 10), end: p.periodEnd.toISOString().slice(0, 10) },
  createdAt: p.createdAt.toISOString(),
  transfer: p.transferId
    ? { status: "sent", transferId: p.transferId, failureReason: null }
    : p.transferError
      ? { status: "failed", transferId: null, failureReason: transferFailureWords(p.transferError) }
      : null,
});

/** The last full ISO week (Monday to Sunday, UTC) before `now`: what the weekly schedule pays. */
export function previousWeek(now = new Date()): PayoutPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const start = new Date(today - (sinceMonday + 7) * DAY_MS);
  const end = new Date(start.getTime() + 6 * DAY_MS);
  return { periodStart: start.toISOString().slice(0, 10), periodEnd: end.toISOString().slice(0, 10) };
}

/**
 * Pays one account in one currency: what it earned up to the end of the period minus every payout already
 * made (whatever its period), if positive. The account row lock serialises payout runs for one seller, and
 * the unique (seller, currency, period) makes a re-run of the same period a no-op.
 */
async function payOne(tx: DbTx, sellerId: string, currency: string, start: Date, end: Date, cutoff: Date): Promise<PayoutView | null> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${sellerId} FOR UPDATE`;
  const [earned, paid] = await Promise.all([
    tx.ledgerEntry.aggregate({
      where: { userId: sellerId, currency, kind: { not: "PAYOUT" }, createdAt: { lt: cutoff } },
      _sum: { amountCents: true },
    }),
    tx.ledgerEntry.aggregate({ where: { userId: sellerId, currency, kind: "PAYOUT" }, _sum: { amountCents: true } }),
  ]);
  const amountCents = (earned._sum.amountCents ?? 0) + (paid._sum.amountCents ?? 0);
  if (amountCents <= 0) return null;
  // Stripe mode: a seller whose connected account cannot receive payouts yet is skipped; the balance carries over.
  if (paymentsMode().provider === "stripe" && !(await payableAccount(tx, sellerId))) return null;
  const payout = await tx.payout.create({
    data: { id: newId("po"), sellerId, amountCents, currency, periodStart: start, periodEnd: end },
  });
  await tx.ledgerEntry.create({
    data: { id: newId("led"), userId: sellerId, kind: "PAYOUT", amountCents: -amountCents, currency, payoutId: payout.id },
  });
  const view = toPayoutView(payout);
  await emitEvent(tx, {
    type: "payout.completed",
    accountIds: [sellerId],
    data: { payout: { id: view.id, sellerId, amount: view.amount, currency, period: view.period } },
  });
  await queuePayoutMail(tx, sellerId, { amountCents, currency, period: view.period });
  return view;
}

/** "Payout sent" to the seller, in the payout's transaction (notifications: payouts, which the seller may turn off). */
async function queuePayoutMail(
  tx: DbTx,
  sellerId: string,
  p: { amountCents: number; currency: string; period: { start: string; end: string } },
) {
  const seller = await tx.user.findUnique({ where: { id: sellerId }, select: { name: true, email: true } });
  if (!seller) return;
  await queueMail(tx, {
    kind: "payout-sent",
    to: seller.email,
    userId: sellerId,
    category: "payouts",
    props: {
      name: seller.name,
      amount: `${formatMinorUnits(p.amountCents, p.currency)} ${p.currency.toUpperCase()}`,
      periodStart: p.period.start,
      periodEnd: p.period.end,
      salesLink: linkTo("/dashboard/sales"),
      settingsLink: linkTo("/dashboard/settings"),
    },
  });
}

/** One payout per account and currency that earned in the period and is owed a positive balance. Idempotent. */
export async function runPayouts(input: PayoutPeriod): Promise<{ period: { start: string; end: string }; payouts: PayoutView[] }> {
  const parsed = payoutPeriod.safeParse(input);
  if (!parsed.success) throw validationError(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
  const start = new Date(`${parsed.data.periodStart}T00:00:00Z`);
  const end = new Date(`${parsed.data.periodEnd}T00:00:00Z`);
  const cutoff = new Date(end.getTime() + DAY_MS);
  const client = await db();
  const earners = await client.ledgerEntry.findMany({
    where: { kind: { not: "PAYOUT" }, createdAt: { gte: start, lt: cutoff } },
    distinct: ["userId", "currency"],
    select: { userId: true, currency: true },
    orderBy: [{ userId: "asc" }, { currency: "asc" }],
  });
  const payouts: PayoutView[] = [];
  for (const { userId, currency } of earners) {
    try {
      const payout = await client.$transaction((tx: DbTx) => payOne(tx, userId, currency, start, end, cutoff), TX_OPTIONS);
      if (payout) payouts.push(payout);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  // Stripe mode: this run's payouts, and any earlier one whose Transfer failed, go to the connected accounts.
  await sendPendingTransfers();
  return { period: { start: parsed.data.periodStart, end: parsed.data.periodEnd }, payouts };
}

export async function listPayouts(sellerId: string): Promise<PayoutView[]> {
  const client = await db();
  const rows = await client.payout.findMany({ where: { sellerId }, orderBy: { createdAt: "desc" }, take: 100 });
  return rows.map(toPayoutView);
}
