import { db } from "@/lib/db/client";
import { migrationNames } from "@/lib/db/migrations";
import { jobRunnerStatus } from "@/lib/jobs/background";
import { isDraining } from "@/lib/ops/shutdown";
import { paymentsMode } from "@/lib/payments/mode";

type Check = { ok: boolean; detail?: string; [k: string]: unknown };

const DB_TIMEOUT_MS = 2000;
// The runner's loop runs every second (the Inngest hand-off every 5 s); a few missed beats mean it is stuck.
const MISSED_BEATS = 5;
const MIN_BEAT_WINDOW_MS = 10_000;

let migrationsOk = false;

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)));
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

async function checkDatabaseAndMigrations(): Promise<{ database: Check; migrations: Check }> {
  const started = Date.now();
  let database: Check;
  let applied: string[] | null = null;
  try {
    const client = await withTimeout(db(), DB_TIMEOUT_MS, "opening the database");
    if (migrationsOk) {
      await withTimeout(client.$queryRaw`SELECT 1`, DB_TIMEOUT_MS, "SELECT 1");
    } else {
      const rows = await withTimeout(
        client.$queryRaw<{ name: string }[]>`
          SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        DB_TIMEOUT_MS,
        "reading _prisma_migrations",
      );
      applied = rows.map((r) => r.name);
    }
    database = { ok: true, latencyMs: Date.now() - started };
  } catch (err) {
    database = { ok: false, detail: err instanceof Error ? err.message.split("\n")[0].slice(0, 200) : "unreachable" };
  }
  if (migrationsOk) return { database, migrations: { ok: true } };
  if (!applied) return { database, migrations: { ok: false, detail: "database unreachable" } };
  const have = new Set(applied);
  const missing = migrationNames().filter((n) => !have.has(n));
  // Once every migration of this build is applied it stays so: later probes only run SELECT 1.
  migrationsOk = missing.length === 0;
  return {
    database,
    migrations: migrationsOk
      ? { ok: true }
      : { ok: false, detail: `${missing.length} not applied (run npm run db:migrate)`, missing: missing.slice(0, 5) },
  };
}

function checkJobRunner(now = Date.now()): Check {
  const s = jobRunnerStatus();
  if (s.kind === "stopped") return { ok: false, kind: s.kind, detail: "the job runner is not running" };
  const window = Math.max(MIN_BEAT_WINDOW_MS, s.pollMs * MISSED_BEATS);
  if (s.lastBeatAt === null) return { ok: false, kind: s.kind, detail: "the job runner has not run yet" };
  const ageMs = now - s.lastBeatAt;
  return ageMs <= window
    ? { ok: true, kind: s.kind, lastBeatMsAgo: ageMs }
    : { ok: false, kind: s.kind, detail: `no heartbeat for ${ageMs} ms` };
}

async function lastReconciliationCheck(): Promise<Check> {
  try {
    const client = await db();
    const run = await withTimeout(
      client.paymentReconciliation.findFirst({
        orderBy: { startedAt: "desc" },
        select: { id: true, startedAt: true, mismatchCount: true, error: true },
      }),
      DB_TIMEOUT_MS,
      "reading the last reconciliation",
    );
    if (!run) return { ok: true, detail: "no reconciliation has run yet" };
    return { ok: true, lastRunAt: run.startedAt.toISOString(), runId: run.id, mismatches: run.mismatchCount, error: run.error };
  } catch {
    return { ok: true, detail: "unknown" };
  }
}

/**
 * Readiness (GET /api/ready): the database answers within 2 s, every migration of this build is applied, the job
 * runner's loop (or the Inngest hand-off) beat recently, and the process is not draining. `failing` names the first
 * check that failed.
 */
export async function checkReadiness(): Promise<{ status: "ready" | "not_ready"; failing: string | null; checks: Record<string, Check> }> {
  const draining: Check = isDraining() ? { ok: false, detail: "shutting down (SIGTERM)" } : { ok: true };
  const { database, migrations } = await checkDatabaseAndMigrations();
  const checks: Record<string, Check> = { draining, database, migrations, jobRunner: checkJobRunner() };
  // Stripe mode: the last payments reconciliation, for the operator to see; it never makes the instance unready.
  if (paymentsMode().provider === "stripe" && database.ok) checks.paymentsReconciliation = await lastReconciliationCheck();
  const failing = Object.entries(checks).find(([, c]) => !c.ok)?.[0] ?? null;
  return { status: failing ? "not_ready" : "ready", failing, checks };
}
