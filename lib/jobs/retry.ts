import { durationToMs } from "inngest";
import type { Step } from "@/lib/jobs/define";

export type AttemptOutcome = { done: boolean };

/** A view of `step` whose memo and sleep ids all start with "<prefix>:", so several retry loops share one run. */
export function scoped(step: Step, prefix: string): Step {
  return { run: (id, fn) => step.run(`${prefix}:${id}`, fn), sleep: (id, d) => step.sleep(`${prefix}:${id}`, d) };
}

/**
 * The one retry loop: attempt 1 at once, then one more attempt after each wait in `waits`, each attempt a memoised
 * step and each wait a durable sleep, so a restart resumes where it was. Stops at the first outcome with `done`.
 */
export async function retryOnSchedule<R extends AttemptOutcome>(
  step: Step,
  waits: readonly string[],
  attempt: (n: number) => Promise<R>,
): Promise<{ last: R; attempts: number }> {
  let last!: R;
  for (let n = 1; n <= waits.length + 1; n++) {
    if (n > 1) await step.sleep(`wait-${n - 1}`, waits[n - 2]);
    last = await step.run(`attempt-${n}`, () => attempt(n));
    if (last.done) return { last, attempts: n };
  }
  return { last, attempts: waits.length + 1 };
}

/** The wait after attempt `attempt` of a schedule in ms, read from the schedule itself (written once, as durations). */
export function waitAfterMs(waits: readonly string[], attempt: number): number {
  return durationToMs(waits[attempt - 1]);
}
