import { db } from "@/lib/db/client";
import { databaseKind } from "@/lib/db/adapter";
import { log } from "@/lib/log";

/** Server start: open (and on the embedded default migrate and seed) the database, then start background work. */
export async function startBackgroundWork(): Promise<void> {
  await db();
  log.info("database ready", { kind: databaseKind() });
  const { JOBS } = await import("@/inngest/registry");
  const { startJobs } = await import("@/lib/jobs/background");
  startJobs(JOBS);
  const { startOutboxRelay } = await import("@/lib/webhooks/dispatch");
  startOutboxRelay();
}

/** Stops the job runner and the outbox relay, waiting for work in progress (tests, before their database goes). */
export async function stopBackgroundWork(): Promise<void> {
  const { stopJobs } = await import("@/lib/jobs/background");
  const { stopOutboxRelay } = await import("@/lib/webhooks/dispatch");
  await stopOutboxRelay();
  await stopJobs();
}
