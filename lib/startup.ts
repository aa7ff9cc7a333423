import { db } from "@/lib/db/client";
import { databaseKind } from "@/lib/db/adapter";
import { EmbeddedDatabaseBusyError } from "@/lib/db/embedded-lock";
import type { AnyJob } from "@/lib/jobs/define";
import { seedIfEmpty } from "@/lib/demo/seed";
import { log } from "@/lib/log";
import { paymentsMode } from "@/lib/payments/mode";
import { accountsWithDemoPassword, demoPasswordRefusal } from "@/lib/demo/live-guard";
import { installClientAddressCheck } from "@/lib/security/client-address";

/**
 * Server start (instrumentation.ts): open the database (the embedded default migrates itself and, when empty,
 * gets the demo data set), then start background work with the job list the caller composed.
 */
export async function startServer(jobs: AnyJob[]): Promise<void> {
  // Before the first request: X-Forwarded-* are believed only from TRUSTED_PROXIES.
  installClientAddressCheck();
  try {
    await db();
  } catch (err) {
    if (!(err instanceof EmbeddedDatabaseBusyError)) throw err;
    // Serving without a database helps no one: say why and stop.
    log.error(err.message);
    process.exit(1);
  }
  const { live } = paymentsMode();
  if (live) {
    // A live deployment never carries accounts anyone can sign in to with the README's password.
    const demo = await accountsWithDemoPassword();
    if (demo.length > 0) {
      log.error(demoPasswordRefusal(demo));
      process.exit(1);
    }
  } else if (databaseKind() === "pglite") await seedIfEmpty();
  if (databaseKind() === "pglite") {
    // `npm run admin -- db:backup` asks this process, the folder's one opener, for a consistent copy (SIGUSR2).
    const { installBackupListener } = await import("@/lib/db/backup");
    installBackupListener();
  }
  log.info("database ready", { kind: databaseKind(), testMode: !live });
  // Cached storefront pages follow product changes made by any instance (ADR 062).
  const { listenForStorefrontChanges } = await import("@/lib/catalog/storefront-revalidation");
  listenForStorefrontChanges();
  await startBackgroundWork(jobs);
  // SIGTERM drains: readiness 503, no new job claims, requests and runs finish, pool closed, exit 0.
  const { installGracefulShutdown } = await import("@/lib/ops/shutdown");
  installGracefulShutdown();
}

/** Starts the job runner (or the hand-off to Inngest). */
export async function startBackgroundWork(jobs: AnyJob[]): Promise<void> {
  const { startJobs } = await import("@/lib/jobs/background");
  startJobs(jobs);
}

/** Stops the job runner, waiting for work in progress (tests, before their database goes). */
export async function stopBackgroundWork(): Promise<void> {
  const { stopJobs } = await import("@/lib/jobs/background");
  await stopJobs();
}
