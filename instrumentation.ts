// Runs once when the server starts (not during `next build`): the one place that composes lib/ with the jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before anything else loads (some modules read settings as they load): a bad setting stops the server in one line
  // naming it (a Stripe key of the wrong kind, a missing webhook secret), not in a stack trace per request.
  const { settingsProblem } = await import("@/lib/env");
  const problem = settingsProblem();
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
  // The cached storefront pages' policy, for cache-handler.mjs, which Next.js loads outside the app's modules (ADR 062).
  const { currentCachedPagePolicy } = await import("@/lib/security/headers");
  (globalThis as Record<symbol, unknown>)[Symbol.for("promptly.cachedPagePolicy")] = currentCachedPagePolicy;
  // A client still sending an oversized upload reads our 413 instead of a reset (lib/net/lingering-close.ts).
  const { enableLingeringClose } = await import("@/lib/net/lingering-close");
  enableLingeringClose();
  // next-auth builds its URLs from NEXTAUTH_URL: without it, from APP_URL, the site's public URL.
  if (!process.env.NEXTAUTH_URL && process.env.APP_URL) process.env.NEXTAUTH_URL = process.env.APP_URL;
  // Tracing (off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, lib/tracing.ts): before the database client and
  // the job runner load, so their work is traced from the first statement.
  const { startTracing } = await import("@/lib/tracing");
  await startTracing();
  const [{ startServer }, { JOBS }] = await Promise.all([import("@/lib/startup"), import("@/inngest/registry")]);
  await startServer(JOBS);
}
