import { db } from "@/lib/db/client";
import { databaseKind } from "@/lib/db/adapter";
import { EmbeddedDatabaseBusyError } from "@/lib/db/embedded-lock";
import type { AnyJob } from "@/lib/jobs/define";
import { seedIfEmpty } from "@/lib/demo/seed";
import { log } from "@/lib/log";

/**
 * Server start (instrumentation.ts): open the database (the embedded default migrates itself and, when empty,
 * gets the demo data set), then start background work with the job list the caller composed.
 */
export async function startServer(jobs: AnyJob[]): Promise<void> {
  try {
    await db();
  } catch (err) {
    if (!(err instanceof EmbeddedDatabaseBusyError)) throw err;
    // Serving without a database helps no one: say why and stop.
    log.error(err.message);
    process.exit(1);
  }
  if (databaseKind() === "pglite") await seedIfEmpty();
  log.info("database ready", { kind: databaseKind() });
  await startBackgroundWork(jobs);
}

/** Starts the job runner (or the hand-off to Inngest) and the outbox relay. */
export async function startBackgroundWork(jobs: AnyJob[]): Promise<void> {
  const { startJobs } = await import("@/lib/jobs/background");
  startJobs(jobs);
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
