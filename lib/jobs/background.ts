import { db } from "@/lib/db/client";
import type { AnyJob } from "@/lib/jobs/define";
import { InProcessRunner } from "@/lib/jobs/in-process-runner";
import { inngest, type JobEventData } from "@/lib/jobs/inngest";
import { jobEventName, runnerKind } from "@/lib/jobs/runner-kind";
import { log } from "@/lib/log";

const HANDOFF_SWEEP_MS = 5_000;
const HANDOFF_BATCH = 100;

type State = {
  runner?: InProcessRunner;
  sweep?: NodeJS.Timeout;
  handingOff?: Promise<void>;
  again?: boolean;
  /** The Inngest hand-off's last sweep that reached the database. */
  sweptAt?: number;
};
// One per process, shared by every bundle that imports this module.
const state = ((globalThis as Record<string, unknown>).__marketplaceJobs ??= {}) as State;

/** Starts the runner this configuration calls for; called once at server start. */
export function startJobs(jobs: AnyJob[]): void {
  if (state.runner || state.sweep) return;
  const kind = runnerKind();
  if (kind === "in-process") {
    state.runner = new InProcessRunner(jobs);
    state.runner.start();
    log.info("job runner: in-process (no Inngest server configured)", { jobs: jobs.map((j) => j.name) });
  } else {
    state.sweep = setInterval(kickJobs, HANDOFF_SWEEP_MS);
    state.sweep.unref();
    kickJobs();
    log.info("job runner: Inngest (jobs are served at /api/inngest)", { jobs: jobs.map((j) => j.name) });
  }
}

/**
 * Stops claiming and waits for the runs in progress; with a `deadline` (graceful shutdown), runs still going then
 * release their leases (InProcessRunner.stop).
 */
export async function stopJobs(opts: { deadline?: number } = {}): Promise<{ released: number }> {
  clearInterval(state.sweep);
  state.sweep = undefined;
  const runner = state.runner;
  state.runner = undefined;
  const out = (await runner?.stop(opts)) ?? { released: 0 };
  await state.handingOff;
  return out;
}

/** What readiness checks of the job runner: which one runs here, and when its loop last ran (null: not running). */
export function jobRunnerStatus(): { kind: "in-process" | "inngest" | "stopped"; lastBeatAt: number | null; pollMs: number } {
  if (state.runner) return { kind: "in-process", lastBeatAt: state.runner.lastBeatAt() || null, pollMs: 1000 };
  if (state.sweep) return { kind: "inngest", lastBeatAt: state.sweptAt ?? null, pollMs: HANDOFF_SWEEP_MS };
  return { kind: "stopped", lastBeatAt: null, pollMs: 0 };
}

/** New job rows are committed: run them now (in-process) or hand them to Inngest, in the background. */
export function kickJobs(): void {
  if (state.runner) return state.runner.poke();
  if (!state.sweep) return;
  if (state.handingOff) {
    state.again = true;
    return;
  }
  state.handingOff = handOffToInngest()
    .catch((err) => log.warn("Inngest unreachable: jobs stay queued and are sent again later", { error: String(err) }))
    .finally(() => {
      // The loop is alive even when Inngest is not: rows stay queued and are sent again (readiness checks the loop).
      state.sweptAt = Date.now();
      state.handingOff = undefined;
      if (state.again) {
        state.again = false;
        kickJobs();
      }
    });
}

// A writer's transaction has not committed yet when it enqueues: look a moment later, once it has, and once more
// in case the commit took longer (the runner's own poll is the last resort).
const AFTER_COMMIT_DELAYS_MS = [15, 200];

/** Job rows were written in a transaction that is about to commit: run them shortly after, in the background. */
export function kickJobsAfterCommit(): void {
  for (const ms of AFTER_COMMIT_DELAYS_MS) setTimeout(kickJobs, ms).unref();
}

/** Sends queued rows as Inngest events; the row id is the event id, so a resend is de-duplicated by Inngest. */
async function handOffToInngest(): Promise<void> {
  const client = await db();
  for (;;) {
    const rows = await client.job.findMany({
      where: { status: "QUEUED", runAt: { lte: new Date() } },
      orderBy: { runAt: "asc" },
      take: HANDOFF_BATCH,
    });
    if (!rows.length) return;
    await inngest.send(
      rows.map((r) => ({
        id: r.id,
        name: jobEventName(r.name),
        data: { payload: r.payload, ...(r.concurrencyKey ? { concurrencyKey: r.concurrencyKey } : {}) } satisfies JobEventData,
      })),
    );
    await client.job.updateMany({ where: { id: { in: rows.map((r) => r.id) } }, data: { status: "HANDED_OFF" } });
    if (rows.length < HANDOFF_BATCH) return;
  }
}
