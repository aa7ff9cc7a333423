// npm run bench:demo-seed — how long the first start's demo data set takes on the embedded database (PGlite) in
// a fresh directory: the catalog, AI and commerce seeds (the baseline, what the demo had before its history)
// and then the ~90 days of activity (lib/demo/activity.ts), timed phase by phase in the same run.
// Writes bench/results/demo-seed-<time>.json with the row counts it produced.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeResult } from "./support/results";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "demo-seed-bench-"));
process.env.LOG_LEVEL ??= "warn";
const { db } = await import("@/lib/db/client");
const { createUser } = await import("@/lib/accounts/users");
const { DEMO_PASSWORD, DEMO_USERS } = await import("@/lib/demo/accounts");
const { seedCatalog } = await import("@/lib/catalog/seed");
const { seedAi } = await import("@/lib/ai/seed");
const { seedCommerce } = await import("@/lib/commerce/seed");
const { seedDemoActivity } = await import("@/lib/demo/activity");

const client = await db();
const phases: Record<string, number> = {};
async function timed(name: string, fn: () => Promise<unknown>) {
  const t = performance.now();
  await fn();
  phases[name] = Math.round(performance.now() - t);
}
await timed("users", async () => {
  for (const u of DEMO_USERS) await createUser({ email: u.email, name: u.name, password: DEMO_PASSWORD, plan: u.plan });
});
await timed("catalog", seedCatalog);
await timed("ai", () => seedAi(client));
await timed("commerce", seedCommerce);
const baselineMs = Object.values(phases).reduce((a, b) => a + b, 0);
await timed("activity", () => seedDemoActivity());
const counts = {
  orders: await client.order.count(),
  refunds: await client.refund.count(),
  payouts: await client.payout.count(),
  reviews: await client.review.count(),
  executions: await client.execution.count(),
  webhookDeliveries: await client.webhookDelivery.count(),
  webhookAttempts: await client.webhookAttempt.count(),
  users: await client.user.count(),
};
const result = {
  at: new Date().toISOString(),
  database: "pglite",
  loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
  phasesMs: phases,
  baselineMs,
  activityMs: phases.activity,
  totalMs: baselineMs + phases.activity,
  counts,
};
writeResult("demo-seed", result);
console.log(JSON.stringify(result, null, 2));
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
process.exit(0);
