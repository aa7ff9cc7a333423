import { AppError, validationError } from "@/lib/errors";
import { db, preparedQuery } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { findModel } from "@/lib/ai/model-catalog";
import { estimateCost, microsToUsd } from "@/lib/ai/prices";
import type { Provider } from "@/lib/ai/providers";

// Monthly spend caps on provider keys (ADR 012). Spend is counted per key and UTC calendar month in
// ProviderKeySpend: `spent` is what finished runs cost, `reserved` the worst case of the runs under way. A run on a
// key with a budget is admitted by one atomic upsert while spent + reserved is below the budget, reserving its
// worst-case cost; it settles to its real cost when it ends. So concurrent runs overshoot by at most the one
// reservation that crossed the line.

/** Used as the output bound of a priced model whose catalog entry has no limit and a run that sets no maxTokens. */
const FALLBACK_MAX_OUTPUT_TOKENS = 4096;

/** The first instant of the UTC month holding `now`, and of the next one (when the spend resets). */
export function monthOf(now: Date): { start: Date; resetsAt: Date } {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** What a key's month looks like in the API. */
export type SpendView = { monthlyBudget: number | null; spentThisMonth: number; resetsAt: string };

export function toSpendView(budgetMicros: bigint | null, spentMicros: bigint | number, now = new Date()): SpendView {
  return {
    monthlyBudget: budgetMicros === null ? null : microsToUsd(Number(budgetMicros)),
    spentThisMonth: microsToUsd(Number(spentMicros)),
    resetsAt: monthOf(now).resetsAt.toISOString(),
  };
}

export type BudgetedKey = { id: string; provider: Provider; monthlyBudgetMicros: number | null };

/** A run's claim on its key's month, settled once by recordAndSettle. */
export type Reservation = { keyId: string; month: Date; micros: number };

/**
 * The worst case a run can cost: every prompt byte a token (tokens never outnumber UTF-8 bytes) and the full
 * output allowance, at the model's price. Null when the catalog does not price the model.
 */
export function worstCaseMicros(provider: Provider, model: string, prompt: string, maxTokens: number | undefined): number | null {
  const entry = findModel(provider, [model]);
  if (!entry) return null;
  const output = maxTokens ?? entry.maxOutputTokens ?? FALLBACK_MAX_OUTPUT_TOKENS;
  return estimateCost(provider, [model], Buffer.byteLength(prompt, "utf8"), output).costMicros;
}

async function budgetExceeded(keyId: string, month: Date, now: Date): Promise<AppError> {
  const client = await db();
  const [key, spend] = await Promise.all([
    client.providerKey.findUnique({ where: { id: keyId }, select: { monthlyBudgetMicros: true } }),
    client.providerKeySpend.findUnique({ where: { keyId_month: { keyId, month } } }),
  ]);
  const view = toSpendView(key?.monthlyBudgetMicros ?? 0n, spend?.spentMicros ?? 0n, now);
  return new AppError("BUDGET_EXCEEDED", "This provider key has reached its monthly budget", {
    keyId,
    budget: view.monthlyBudget,
    spent: view.spentThisMonth,
    reserved: microsToUsd(Number(spend?.reservedMicros ?? 0n)),
    resetsAt: view.resetsAt,
  });
}

/**
 * A prompt run's writes (admission with its execution row, settlement) commit without waiting for the WAL flush: a
 * commit that waits costs 1–20 ms of disk sync on every run. A database crash can lose the last fraction of a second
 * of these commits, never corrupt them (ADR 013). As a select-list item: set_config(…, true) lasts to the commit.
 */
const relaxedCommitItem = Prisma.sql`set_config('synchronous_commit', 'off', true)`;

/** The worst-case cost of a run on `key`, or null for a key without a budget; refuses an unpriced model on a budgeted key. */
function reservationMicrosOrThrow(key: BudgetedKey, run: { model: string; prompt: string; maxTokens?: number }, path: string) {
  if (key.monthlyBudgetMicros === null) return null;
  const micros = worstCaseMicros(key.provider, run.model, run.prompt, run.maxTokens);
  if (micros === null) {
    throw validationError([
      {
        path,
        message: `${run.model} has no price in the model catalog, so this key's monthly budget cannot count it: pick a priced model or remove the budget`,
      },
    ]);
  }
  return micros;
}

/**
 * Admits a workflow step's call on `key` or throws BUDGET_EXCEEDED (402) before the provider is called: the
 * reservation alone, one statement, committed synchronously like the step's other writes (ADR 013). A key without a
 * budget reserves nothing (its spend is still counted at settlement). `path` names the model field for the refusal
 * of an unpriced model on a budgeted key: its spend could not be counted, so the cap could not hold (ADR 012).
 */
export async function admitRunOrThrow(
  key: BudgetedKey,
  run: { model: string; prompt: string; maxTokens?: number },
  path: string,
  now = new Date(),
): Promise<Reservation | null> {
  const micros = reservationMicrosOrThrow(key, run, path);
  if (micros === null) return null;
  const { start: month } = monthOf(now);
  if (!(await preparedQuery(reserveStatement(key.id, month, micros))).length) throw await budgetExceeded(key.id, month, now);
  return { keyId: key.id, month, micros };
}

/**
 * A prompt run's admission: the reservation and the run's own row in one prepared statement (ADR 019), the
 * reservation a CTE and the row inserted only if it was granted, so a refusal writes nothing. `insert` is an
 * `INSERT INTO "T" (columns) SELECT values` without FROM; the statement completes it.
 */
export async function admitRunWithRowOrThrow(
  key: BudgetedKey,
  run: { model: string; prompt: string; maxTokens?: number },
  path: string,
  insert: Prisma.Sql,
  now = new Date(),
): Promise<Reservation | null> {
  const micros = reservationMicrosOrThrow(key, run, path);
  const { start: month } = monthOf(now);
  const statement =
    micros === null
      ? Prisma.sql`WITH relaxed AS (SELECT ${relaxedCommitItem}) ${insert} FROM relaxed RETURNING 1`
      : Prisma.sql`WITH relaxed AS (SELECT ${relaxedCommitItem}), reserved AS (${reserveStatement(key.id, month, micros)})
          ${insert} FROM relaxed WHERE EXISTS (SELECT 1 FROM reserved) RETURNING 1`;
  if (!(await preparedQuery(statement)).length) throw await budgetExceeded(key.id, month, now);
  return micros === null ? null : { keyId: key.id, month, micros };
}

/**
 * The budget is read inside the statement, so a PATCH that lowers it applies to the very next run. ON CONFLICT locks
 * the month's row and evaluates the WHERE on its latest version: concurrent runs queue on that row.
 */
function reserveStatement(keyId: string, month: Date, micros: number) {
  return Prisma.sql`
    INSERT INTO "ProviderKeySpend" ("keyId", "month", "spentMicros", "reservedMicros")
    SELECT k."id", ${day(month)}::date, 0, ${micros}
    FROM "ProviderKey" k
    WHERE k."id" = ${keyId} AND (k."monthlyBudgetMicros" IS NULL OR k."monthlyBudgetMicros" > 0)
    ON CONFLICT ("keyId", "month") DO UPDATE
      SET "reservedMicros" = "ProviderKeySpend"."reservedMicros" + EXCLUDED."reservedMicros"
      WHERE "ProviderKeySpend"."spentMicros" + "ProviderKeySpend"."reservedMicros" <
        COALESCE((SELECT "monthlyBudgetMicros" FROM "ProviderKey" WHERE "id" = EXCLUDED."keyId"), 9223372036854775807)
    RETURNING 1`;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** What settles a finished run: its key, the reservation it held and what it really cost. */
export type Settlement = { keyId: string; reservation: Reservation | null; costMicros: number };

function settleStatement({ keyId, reservation, costMicros }: Settlement, now = new Date()) {
  const month = day(reservation?.month ?? monthOf(now).start);
  const released = reservation?.micros ?? 0;
  return Prisma.sql`
    INSERT INTO "ProviderKeySpend" ("keyId", "month", "spentMicros", "reservedMicros")
    SELECT k."id", ${month}::date, ${costMicros}, 0 FROM "ProviderKey" k WHERE k."id" = ${keyId}
    ON CONFLICT ("keyId", "month") DO UPDATE SET
      "spentMicros" = "ProviderKeySpend"."spentMicros" + EXCLUDED."spentMicros",
      "reservedMicros" = GREATEST("ProviderKeySpend"."reservedMicros" - ${released}, 0)`;
}

/**
 * A finished run's row update (`update`, an UPDATE statement, e.g. with outcomeColumns from lib/ai/run-outcome.ts) and
 * its settlement in one prepared statement, so they commit together, the settlement whether or not the update matched a
 * row. The settlement moves the run's real cost into its key's month and releases its reservation; a run without a
 * reservation counts in the month it ends. The statement commits without waiting for the flush (ADR 013, ADR 019)
 * unless `relaxed` is false: workflow steps run in the background and keep the synchronous commit.
 */
export async function recordAndSettle(update: Prisma.Sql, settlement: Settlement | null, { relaxed = true } = {}) {
  const parts = [Prisma.sql`recorded AS (${update} RETURNING 1)`];
  if (settlement) parts.push(Prisma.sql`settled AS (${settleStatement(settlement)} RETURNING 1)`);
  // A CTE that changes nothing runs only when the query reads it.
  if (relaxed) parts.unshift(Prisma.sql`relaxed AS (SELECT ${relaxedCommitItem})`);
  await preparedQuery(Prisma.sql`WITH ${Prisma.join(parts)} SELECT 1 ${relaxed ? Prisma.sql`FROM relaxed` : Prisma.empty}`);
}

/** Workflows: refuse at the start when a key the workflow uses is already at its budget (steps check again). */
export async function assertUnderBudget(keyIds: string[], now = new Date()): Promise<void> {
  const { start: month } = monthOf(now);
  const client = await db();
  const keys = await client.providerKey.findMany({
    where: { id: { in: keyIds }, monthlyBudgetMicros: { not: null } },
    select: { id: true, monthlyBudgetMicros: true, spends: { where: { month } } },
  });
  for (const k of keys) {
    const s = k.spends[0];
    const used = (s?.spentMicros ?? 0n) + (s?.reservedMicros ?? 0n);
    if (used >= k.monthlyBudgetMicros!) throw await budgetExceeded(k.id, month, now);
  }
}
