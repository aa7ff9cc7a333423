import { env, type Env } from "@/lib/env";

export type RunnerKind = "inngest" | "in-process";

/** Any of the Inngest variables means "an Inngest server runs our jobs"; none means the in-process runner. */
export function runnerKind(e: Pick<Env, "INNGEST_EVENT_KEY" | "INNGEST_DEV" | "INNGEST_BASE_URL"> = env()): RunnerKind {
  return e.INNGEST_EVENT_KEY || e.INNGEST_DEV || e.INNGEST_BASE_URL ? "inngest" : "in-process";
}

/** The Inngest event that starts a job. */
export function jobEventName(jobName: string): string {
  return `marketplace/${jobName}`;
}
