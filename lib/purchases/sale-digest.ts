import { db, type DbTx } from "@/lib/db/client";
import { linkTo } from "@/lib/accounts/account-links";
import { formatDate } from "@/lib/format/dates";
import { formatMinorUnits } from "@/lib/format/money";
import { kickJobs } from "@/lib/jobs/background";
import { queueMail } from "@/lib/mail/outbox";

/** Every day at 00:15 UTC: the daily sale digest (inngest/functions/sale-digest.ts) mails the UTC day that just ended. */
export const SALE_DIGEST_CRON = "15 0 * * *";

const money = (cents: number, currency: string) => `${formatMinorUnits(cents, currency)} ${currency.toUpperCase()}`;
const timeOfDay = new Intl.DateTimeFormat("en-US", { timeStyle: "short", timeZone: "UTC" });

/** The UTC day before `now`, "2026-11-24". */
export function previousUtcDay(now: Date = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1)).toISOString().slice(0, 10);
}

function dayBounds(day: string): { gte: Date; lt: Date } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`Not a day: ${day}`);
  const gte = new Date(`${day}T00:00:00.000Z`);
  return { gte, lt: new Date(gte.getTime() + 24 * 3600 * 1000) };
}

/**
 * One mail per seller on the daily digest (User.saleNotices DAILY) who sold something on `day` (UTC), listing each
 * sale with its amount and currency and the totals per currency. Each mail's dedupeKey is the seller and the day, so
 * running this twice for a day (the job retried, or run by hand) mails nobody twice. One transaction per seller.
 */
export async function sendSaleDigests(day: string): Promise<{ sellers: number; queued: number }> {
  const createdAt = dayBounds(day);
  const client = await db();
  const sellers = await client.order.findMany({
    where: { createdAt, seller: { saleNotices: "DAILY", deletedAt: null } },
    distinct: ["sellerId"],
    select: { sellerId: true },
    orderBy: { sellerId: "asc" },
  });
  let queued = 0;
  for (const { sellerId } of sellers) {
    const id = await client.$transaction(async (tx: DbTx) => {
      const seller = await tx.user.findUnique({ where: { id: sellerId }, select: { name: true, email: true, saleNotices: true } });
      if (!seller || seller.saleNotices !== "DAILY") return null;
      const orders = await tx.order.findMany({
        where: { sellerId, createdAt },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, amountCents: true, currency: true, createdAt: true, product: { select: { title: true } } },
      });
      if (!orders.length) return null;
      const totals = new Map<string, number>();
      for (const o of orders) totals.set(o.currency, (totals.get(o.currency) ?? 0) + o.amountCents);
      return queueMail(tx, {
        kind: "sale-digest",
        to: seller.email,
        userId: sellerId,
        dedupeKey: `sale-digest:${sellerId}:${day}`,
        props: {
          name: seller.name,
          day: formatDate(createdAt.gte),
          sales: orders.map((o) => ({
            at: `${timeOfDay.format(o.createdAt)} UTC`,
            productTitle: o.product.title,
            amount: money(o.amountCents, o.currency),
            orderId: o.id,
          })),
          totals: [...totals].sort(([a], [b]) => a.localeCompare(b)).map(([currency, cents]) => money(cents, currency)),
          salesLink: linkTo("/dashboard/sales"),
          settingsLink: linkTo("/dashboard/settings"),
        },
      });
    });
    if (id) queued++;
  }
  if (queued) kickJobs();
  return { sellers: sellers.length, queued };
}
