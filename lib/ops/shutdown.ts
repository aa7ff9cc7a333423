import { closeDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import { stopJobs } from "@/lib/jobs/background";
import { log } from "@/lib/log";
import { metrics } from "@/lib/ops/metrics";
import { stopTracing } from "@/lib/tracing";

// Graceful shutdown (docs/operations.md#shutdown-and-draining, ADR 034). One state per process, on globalThis: this
// module is bundled into several server chunks, and /api/ready (a route chunk) must see what instrumentation set.
type State = { installed?: boolean; drainingSince?: number };
const state = ((globalThis as Record<string, unknown>).__promptlyShutdown ??= {}) as State;

/** Whether this process got SIGTERM: readiness answers 503 from that moment. */
export function isDraining(): boolean {
  return state.drainingSince !== undefined;
}

type Listener = (signal: NodeJS.Signals) => void;

/** How long the cleanup after the grace period (leases, pool) may take before the process exits without it. */
const CLEANUP_SECONDS = 10;

/**
 * Takes over SIGTERM (called once at server start, lib/startup.ts). `next start` closes its HTTP server on SIGTERM
 * and waits for the requests in flight, then exits 143; its listener is kept and called at the right moment:
 *
 * 1. at once: readiness turns 503 and the job runner stops claiming;
 * 2. after SHUTDOWN_DRAIN_SECONDS (0 by default): Next.js's own handler closes the listening socket and waits for
 *    the requests in flight;
 * 3. the runs in progress finish, or at the grace deadline release their leases;
 * 4. the pool closes and the process exits 0 (1 when requests were still in flight at the end of the grace period,
 *    SHUTDOWN_GRACE_SECONDS, or when that cleanup itself took more than CLEANUP_SECONDS longer).
 */
export function installGracefulShutdown(): void {
  // Only in Next.js's own server process (`next start`, which names itself): not in a test runner or script that
  // embeds the app, whose signals are theirs.
  if (state.installed || !process.title.startsWith("next-server")) return;
  state.installed = true;
  const nextListeners = process.listeners("SIGTERM") as Listener[];
  for (const l of nextListeners) process.removeListener("SIGTERM", l);
  process.once("SIGTERM", () => void drain(nextListeners));
}

async function drain(nextListeners: Listener[]): Promise<void> {
  const { SHUTDOWN_GRACE_SECONDS, SHUTDOWN_DRAIN_SECONDS } = env();
  state.drainingSince = Date.now();
  metrics().draining.set(1);
  const deadline = state.drainingSince + SHUTDOWN_GRACE_SECONDS * 1000;
  log.info("SIGTERM: draining", { graceSeconds: SHUTDOWN_GRACE_SECONDS, drainSeconds: SHUTDOWN_DRAIN_SECONDS });
  const exit = process.exit.bind(process);
  let exiting = false;
  const finish = async (why: "drained" | "grace period over") => {
    if (exiting) return;
    exiting = true;
    // The runner's runs get what is left of the grace period; at its end they give their leases back.
    const jobs = await jobsStopped.catch((err) => {
      log.error("stopping the job runner failed", { error: String(err) });
      return { released: 0 };
    });
    await closeDb().catch((err) => log.error("closing the database failed", { error: String(err) }));
    // The spans still buffered go out before the process ends (tracing on; a no-op otherwise).
    await stopTracing();
    log.info("shutdown complete", { why, releasedRuns: jobs.released, seconds: (Date.now() - state.drainingSince!) / 1000 });
    exit(why === "drained" ? 0 : 1);
  };
  const jobsStopped = stopJobs({ deadline });
  const hardStop = setTimeout(() => void finish("grace period over"), Math.max(0, deadline - Date.now()) + 50);
  hardStop.unref();
  // The last resort: closing the pool or giving leases back can wait on a statement that never ends (an embedded
  // database serves one connection); `finish` is then stuck past its guard, so this exits whatever it is doing.
  const forceExit = setTimeout(
    () => {
      log.error("shutdown cleanup overran the grace period: exiting without it", { cleanupSeconds: CLEANUP_SECONDS });
      exit(1);
    },
    Math.max(0, deadline - Date.now()) + CLEANUP_SECONDS * 1000,
  );
  forceExit.unref();

  if (SHUTDOWN_DRAIN_SECONDS > 0) await new Promise((r) => setTimeout(r, Math.min(SHUTDOWN_DRAIN_SECONDS * 1000, deadline - Date.now())));
  if (!nextListeners.length) {
    // No HTTP server of Next.js's to close (NEXT_MANUAL_SIG_HANDLE, or not `next start`): the jobs are what remains.
    return void (await jobsStopped.then(() => finish("drained")));
  }
  // Next.js's handler ends with process.exit(143) once its server is closed and every request answered: at that
  // point, finish our own work and exit 0 instead.
  process.exit = (() => {
    void finish("drained");
  }) as typeof process.exit;
  for (const l of nextListeners) l("SIGTERM");
}
