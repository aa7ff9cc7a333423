import { AppError, validationError } from "@/lib/errors";
import { budgetAlertDue, checkBudgetAlerts } from "@/lib/ai/budget-alerts";
import { db, preparedQuery } from "@/lib/db/client";
import { databaseKind } from "@/lib/db/adapter";
import { Prisma } from "@/lib/db/generated/client";
import { findModel } from "@/lib/ai/model-catalog";
import { estimateCost, microsToUsd } from "@/lib/ai/prices";
import type { Provider } from "@/lib/ai/providers";
import { openStep, outcomeColumns, type RunOutcome, type StepKey } from "@/lib/ai/run-outcome";

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
 * A prompt run's writes (admission with its execution row, settlement) commit without waiting for the WAL flush on
 * PostgreSQL: a commit that waits costs 1–20 ms of disk sync on every run. A database crash can lose the last fraction
 * of a second of these commits, never corrupt them (ADR 013). As a select-list item: set_config(…, true) lasts to the
 * commit. PGlite has no WAL writer to flush them later and runs inside the app, so the app's crash is the database's
 * crash: there every commit waits (40 of 40 acknowledged runs were lost under SIGKILL otherwise).
 */
const relaxedCommitItem = () => Prisma.sql`set_config('synchronous_commit', ${databaseKind() === "postgresql" ? "off" : "on"}, true)`;

const NO_LIMIT = Prisma.raw("9223372036854775807");

/**
 * The budget rule, written once: a key's month admits a run while what it spent plus what the runs under way hold
 * is below its monthly budget (none: no limit; 0: nothing). The reservation and the workflow start check use it.
 */
const admits = (spent: Prisma.Sql, reserved: Prisma.Sql, budget: Prisma.Sql) =>
  Prisma.sql`${spent} + ${reserved} < COALESCE(${budget}, ${NO_LIMIT})`;

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

/** A prompt run's RUNNING execution row, written by its admission (the kind, status and key come from the run). */
export type PromptExecutionRow = {
  id: string;
  userId: string;
  productId: string;
  productVersion: string;
  model: string;
  /** The variables as JSON text, when the caller opted to store them. */
  input: string | null;
  startedAt: Date;
};

/**
 * The one admission of a run on `key`: refuses with BUDGET_EXCEEDED (402) before the provider is called, or
 * reserves the run's worst-case cost on a budgeted key's month (a key without a budget reserves nothing; its spend
 * is still counted at settlement). `path` names the model field for the refusal of an unpriced model on a budgeted
 * key: its spend could not be counted, so the cap could not hold (ADR 012).
 *
 * One prepared statement whatever the run (ADR 019), built here from values:
 * - a prompt run passes its `execution` row: the reservation is a CTE and the row is inserted only if it was
 *   granted, so a refusal writes nothing; the statement commits without waiting for the flush (ADR 013);
 * - a workflow step passes none: the reservation alone, committed synchronously like the step's other writes, and
 *   no statement at all on a key without a budget.
 */
export async function admitRunOrThrow(
  key: BudgetedKey,
  run: { model: string; prompt: string; maxTokens?: number },
  path: string,
  execution?: PromptExecutionRow,
  now = new Date(),
): Promise<Reservation | null> {
  const micros = reservationMicrosOrThrow(key, run, path);
  const { start: month } = monthOf(now);
  if (micros === null && !execution) return null;
  const reserve = micros === null ? null : reserveStatement(key.id, month, micros);
  let statement: Prisma.Sql;
  if (!execution) statement = reserve!;
  else {
    const e = execution;
    const at = e.startedAt.toISOString();
    const insert = Prisma.sql`INSERT INTO "Execution" ("id", "userId", "productId", "kind", "productVersion", "status", "providerKeyId",
        "provider", "model", "input", "startedAt", "createdAt")
      SELECT ${e.id}, ${e.userId}, ${e.productId}, 'PROMPT'::"ProductType", ${e.productVersion}, 'RUNNING'::"ExecutionStatus", ${key.id},
        ${key.provider}, ${e.model}, ${e.input}::jsonb, ${at}::timestamp, ${at}::timestamp`;
    statement = reserve
      ? Prisma.sql`WITH relaxed AS (SELECT ${relaxedCommitItem()}), reserved AS (${reserve})
          ${insert} FROM relaxed WHERE EXISTS (SELECT 1 FROM reserved) RETURNING 1`
      : Prisma.sql`WITH relaxed AS (SELECT ${relaxedCommitItem()}) ${insert} FROM relaxed RETURNING 1`;
  }
  if (!(await preparedQuery(statement)).length) throw await budgetExceeded(key.id, month, now);
  return micros === null ? null : { keyId: key.id, month, micros };
}

/**
 * The budget is read inside the statement, so a PATCH that lowers it applies to the very next run. ON CONFLICT locks
 * the month's row and evaluates the WHERE on its latest version: concurrent runs queue on that row.
 */
function reserveStatement(keyId: string, month: Date, micros: number) {
  const zero = Prisma.raw("0");
  return Prisma.sql`
    INSERT INTO "ProviderKeySpend" ("keyId", "month", "spentMicros", "reservedMicros")
    SELECT k."id", ${day(month)}::date, 0, ${micros}
    FROM "ProviderKey" k
    WHERE k."id" = ${keyId} AND ${admits(zero, zero, Prisma.sql`k."monthlyBudgetMicros"`)}
    ON CONFLICT ("keyId", "month") DO UPDATE
      SET "reservedMicros" = "ProviderKeySpend"."reservedMicros" + EXCLUDED."reservedMicros"
      WHERE ${admits(
        Prisma.sql`"ProviderKeySpend"."spentMicros"`,
        Prisma.sql`"ProviderKeySpend"."reservedMicros"`,
        Prisma.sql`(SELECT "monthlyBudgetMicros" FROM "ProviderKey" WHERE "id" = EXCLUDED."keyId")`,
      )}
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

/** Whose outcome is recorded: a prompt run's execution row, or a workflow step's row while it is open (openStep). */
export type OutcomeTarget = { execution: string } | { step: StepKey; attempt?: number };

/**
 * A finished run's outcome (the columns of outcomeColumns, lib/ai/run-outcome.ts) and its settlement in one prepared
 * statement, so they commit together, the settlement whether or not the update matched a row. The settlement moves
 * the run's real cost into its key's month and releases its reservation; a run without a reservation counts in the
 * month it ends. A prompt run's statement commits without waiting for the flush (ADR 013, ADR 019); workflow steps
 * run in the background and keep the synchronous commit.
 */
export async function recordAndSettle(target: OutcomeTarget, outcome: RunOutcome, settlement: Settlement | null) {
  const relaxed = "execution" in target;
  const update =
    "execution" in target
      ? Prisma.sql`UPDATE "Execution" SET ${outcomeColumns(outcome)} WHERE "id" = ${target.execution}`
      : Prisma.sql`UPDATE "ExecutionStep" SET ${outcomeColumns(outcome)} WHERE ${openStep(target.step, target.attempt)}`;
  const parts = [Prisma.sql`recorded AS (${update} RETURNING 1)`];
  if (settlement) {
    // The settled month answers whether it has crossed 80% or 100% of its budget without that mail yet.
    const budget = Prisma.sql`(SELECT k."monthlyBudgetMicros" FROM "ProviderKey" k WHERE k."id" = "ProviderKeySpend"."keyId")`;
    const alertDue = budgetAlertDue(Prisma.raw(`"ProviderKeySpend"`), budget);
    parts.push(Prisma.sql`settled AS (${settleStatement(settlement)} RETURNING ${alertDue} AS "alertDue")`);
  }
  // A CTE that changes nothing runs only when the query reads it.
  if (relaxed) parts.unshift(Prisma.sql`relaxed AS (SELECT ${relaxedCommitItem()})`);
  const alertDue = settlement ? Prisma.sql`(SELECT "alertDue" FROM settled)` : Prisma.sql`false`;
  const [row] = await preparedQuery<{ alertDue: boolean | null }>(
    Prisma.sql`WITH ${Prisma.join(parts)} SELECT ${alertDue} AS "alertDue" ${relaxed ? Prisma.sql`FROM relaxed` : Prisma.empty}`,
  );
  // 80% and 100% of the key's budget are mailed once a month (lib/ai/budget-alerts.ts), after the commit, and only
  // when due: checking on every run cost an interactive transaction per run (docs/benchmarks.md#ai-gateway-overhead).
  if (settlement && row?.alertDue) checkBudgetAlerts(settlement.keyId, settlement.reservation?.month ?? monthOf(new Date()).start);
}

/** Workflows: refuse at the start when a key the workflow uses is already at its budget (steps check again). */
export async function assertUnderBudget(keyIds: string[], now = new Date()): Promise<void> {
  const client = await db();
  const { start: month } = monthOf(now);
  const zero = Prisma.raw("0");
  const [full] = await client.$queryRaw<{ id: string }[]>`
    SELECT k."id" FROM "ProviderKey" k
    LEFT JOIN "ProviderKeySpend" s ON s."keyId" = k."id" AND s."month" = ${day(month)}::date
    WHERE k."id" = ANY(${keyIds}::text[])
      AND NOT ${admits(Prisma.sql`COALESCE(s."spentMicros", ${zero})`, Prisma.sql`COALESCE(s."reservedMicros", ${zero})`, Prisma.sql`k."monthlyBudgetMicros"`)}
    LIMIT 1`;
  if (full) throw await budgetExceeded(full.id, month, now);
}
