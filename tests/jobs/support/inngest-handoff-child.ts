// Runs in its own process with INNGEST_DEV/INNGEST_BASE_URL set (the parent test decides whether Inngest answers).
import { z } from "zod";
import { db } from "@/lib/db/client";
import { startJobs, stopJobs } from "@/lib/jobs/background";
import { defineJob } from "@/lib/jobs/define";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { runnerKind } from "@/lib/jobs/runner-kind";

const report = (o: object) => process.stdout.write(`RESULT ${JSON.stringify(o)}\n`);
const job = defineJob({
  name: "handoff-probe",
  schema: z.object({ n: z.number() }),
  concurrencyKey: (p) => `k${p.n}`,
  handler: async () => null,
});
const client = await db();
startJobs([job]);
// The first write on a fresh embedded database is slow on its own: warm it up so the timing is about Inngest.
await client.job.count();
const started = performance.now();
const { id } = await enqueueJob(job, { n: 7 });
report({ phase: "enqueued", runner: runnerKind(), id, ms: Math.round(performance.now() - started) });
await new Promise((r) => setTimeout(r, 3000));
report({ phase: "unreachable", status: (await client.job.findUniqueOrThrow({ where: { id } })).status });
process.stdin.once("data", async () => {
  const end = Date.now() + 20_000;
  let status = "";
  while (Date.now() < end && (status = (await client.job.findUniqueOrThrow({ where: { id } })).status) !== "HANDED_OFF") {
    await new Promise((r) => setTimeout(r, 100));
  }
  report({ phase: "reachable", status });
  await stopJobs();
  process.exit(0);
});
