import { db, type DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { env } from "@/lib/env";
import { formatDateTime } from "@/lib/format/dates";
import { kickJobs } from "@/lib/jobs/background";
import { log } from "@/lib/log";
import { queueMail } from "@/lib/mail/outbox";

/** Dollars from micro-dollars with its currency: cents when that is exact enough, else up to 6 decimals. */
export function usdFromMicros(micros: number): string {
  const digits = micros % 10_000 === 0 ? 2 : 6;
  return `$${(micros / 1e6).toFixed(digits).replace(/(\.\d\d\d*?)0+$/, "$1")} USD`;
}

/**
 * Whether a key's month (`spend`, a ProviderKeySpend row) has crossed 80% or 100% of its `budget` without that mail:
 * the settlement of every run reads it (lib/ai/budgets.ts), and only then is the crossing claimed below.
 */
export const budgetAlertDue = (spend: Prisma.Sql, budget: Prisma.Sql) =>
  Prisma.sql`(${budget} > 0 AND ((${spend}."alerted80At" IS NULL AND ${spend}."spentMicros" * 100 >= ${budget} * 80)
    OR (${spend}."alerted100At" IS NULL AND ${spend}."spentMicros" >= ${budget})))`;

/**
 * Mails a provider key's owner when the month's spend crosses 80% and then 100% of the key's budget, once each per
 * month: the crossing is claimed on the month's spend row (`alerted80At`, `alerted100At`) in the mail's own
 * transaction, so concurrent runs send one mail. A spend that jumps past both at once sends only the 100% mail.
 * Called after a run's cost is settled; if it is missed (a crash), the next settled run of the month catches up.
 */
export async function alertBudgetCrossings(keyId: string, month: Date): Promise<"80" | "100" | null> {
  const client = await db();
  const crossed = await client.$transaction(async (tx: DbTx) => {
    const rows = await tx.$queryRaw<
      { userId: string; label: string; spent: bigint; budget: bigint; full: boolean }[]
    >`UPDATE "ProviderKeySpend" s SET
        "alerted100At" = CASE WHEN s."spentMicros" >= k."monthlyBudgetMicros" THEN COALESCE(s."alerted100At", now() AT TIME ZONE 'UTC') ELSE s."alerted100At" END,
        "alerted80At" = COALESCE(s."alerted80At", now() AT TIME ZONE 'UTC')
      FROM "ProviderKey" k
      WHERE s."keyId" = k.id AND s."keyId" = ${keyId} AND s."month" = ${month.toISOString().slice(0, 10)}::date
        AND ${budgetAlertDue(Prisma.raw("s"), Prisma.sql`k."monthlyBudgetMicros"`)}
      RETURNING k."userId", k.label, s."spentMicros" AS spent, k."monthlyBudgetMicros" AS budget,
        (s."spentMicros" >= k."monthlyBudgetMicros") AS full`;
    const row = rows[0];
    if (!row) return null;
    const owner = await tx.user.findUnique({ where: { id: row.userId }, select: { name: true, email: true } });
    if (!owner) return null;
    const resets = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
    await queueMail(tx, {
      kind: "budget-alert",
      to: owner.email,
      userId: row.userId,
      props: {
        name: owner.name,
        keyLabel: row.label,
        percent: row.full ? 100 : 80,
        spent: usdFromMicros(Number(row.spent)),
        budget: usdFromMicros(Number(row.budget)),
        resetsAt: formatDateTime(resets),
        link: `${(env().APP_URL ?? "http://localhost:3000").replace(/\/+$/, "")}/dashboard/provider-keys`,
      },
    });
    return row.full ? ("100" as const) : ("80" as const);
  });
  if (crossed) kickJobs();
  return crossed;
}

/** Off the run's response path: a failure is logged; the next settled run of the month tries again. */
export function checkBudgetAlerts(keyId: string, month: Date): void {
  void alertBudgetCrossings(keyId, month).catch((err) => log.error("could not check budget alerts", { keyId, error: String(err) }));
}
