// Runs once when the server starts (not during `next build`): the one place that composes lib/ with the jobs.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ startServer }, { JOBS }] = await Promise.all([import("@/lib/startup"), import("@/inngest/registry")]);
  await startServer(JOBS);
}
