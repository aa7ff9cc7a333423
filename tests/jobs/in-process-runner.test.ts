import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { defineJob } from "@/lib/jobs/define";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { InProcessRunner } from "@/lib/jobs/in-process-runner";

const runners: InProcessRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

function uniqueName(tag: string) {
  return `test-${tag}-${randomBytes(4).toString("hex")}`;
}

function startRunner(...args: ConstructorParameters<typeof InProcessRunner>) {
  const r = new InProcessRunner(args[0], { pollMs: 50, ...args[1] });
  runners.push(r);
  r.start();
  return r;
}

async function waitFor<T>(fn: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 25));
  }
}

const jobRow = async (id: string) => (await db()).job.findUniqueOrThrow({ where: { id } });

describe("in-process job runner", () => {
  it("memoises steps, suspends on sleep with the wake time stored, and resumes on a real timer", async () => {
    const calls = { a: 0, b: 0 };
    const job = defineJob({
      name: uniqueName("sleepy"),
      schema: z.object({ n: z.number() }),
      handler: async ({ n }, step) => {
        const a = await step.run("a", async () => (calls.a++, n * 2));
        await step.sleep("nap", "1s");
        return step.run("b", async () => (calls.b++, a + 1));
      },
    });
    startRunner([job]);
    const before = Date.now();
    const { id } = await enqueueJob(job, { n: 20 });
    const sleeping = await waitFor(async () => {
      const row = await jobRow(id);
      return row.status === "SLEEPING" && row;
    });
    expect(sleeping.runAt.getTime()).toBeGreaterThanOrEqual(before + 1000);
    expect(sleeping.steps).toMatchObject({ a: { done: true, value: 40 }, nap: { sleepUntil: sleeping.runAt.toISOString() } });
    expect(calls).toEqual({ a: 1, b: 0 });
    const done = await waitFor(async () => {
      const row = await jobRow(id);
      return row.status === "SUCCEEDED" && row;
    });
    expect(done.updatedAt.getTime()).toBeGreaterThanOrEqual(sleeping.runAt.getTime());
    expect(calls).toEqual({ a: 1, b: 1 });
    expect(done.steps).toMatchObject({ a: { value: 40 }, nap: { done: true }, b: { value: 41 } });
  });

  it("keeps a run leased while one branch sleeps and another still works, so no step runs twice", async () => {
    const calls = { slow: 0, after: 0 };
    const job = defineJob({
      name: uniqueName("branches"),
      schema: z.object({}),
      handler: async (_input, step) => {
        // As a workflow does: branches settle before the suspension propagates.
        const branches = await Promise.allSettled([
          step.run("slow", async () => {
            calls.slow++;
            await new Promise((r) => setTimeout(r, 1_500));
            return "slow done";
          }),
          step.sleep("short-wait", "200ms").then(() => step.run("after", async () => (calls.after++, "after done"))),
        ]);
        const stopped = branches.find((b) => b.status === "rejected");
        if (stopped) throw (stopped as PromiseRejectedResult).reason;
      },
    });
    startRunner([job]);
    const { id } = await enqueueJob(job, {});
    const done = await waitFor(async () => {
      const row = await jobRow(id);
      return row.status === "SUCCEEDED" && row;
    });
    expect(calls).toEqual({ slow: 1, after: 1 });
    expect(done.steps).toMatchObject({ slow: { value: "slow done" }, "short-wait": { done: true }, after: { value: "after done" } });
  });

  it("resumes on start-up a run whose process died, skipping the steps it had finished", async () => {
    const ran: string[] = [];
    const job = defineJob({
      name: uniqueName("resume"),
      schema: z.object({}),
      handler: async (_p, step) => {
        const a = await step.run("a", async () => (ran.push("a"), 1));
        await step.run("b", async () => (ran.push(`b:${a}`), null));
      },
    });
    const client = await db();
    // As a crashed process leaves it: RUNNING, lease expired, step "a" done.
    const id = `job_crashed_${randomBytes(4).toString("hex")}`;
    await client.job.create({
      data: {
        id,
        name: job.name,
        payload: {},
        status: "RUNNING",
        lockedUntil: new Date(Date.now() - 1000),
        steps: { a: { done: true, value: 7 } },
      },
    });
    startRunner([job]);
    await waitFor(async () => (await jobRow(id)).status === "SUCCEEDED");
    expect(ran).toEqual(["b:7"]);
  });

  it("runs one job per concurrency key at a time, different keys in parallel", async () => {
    const spans: { key: string; start: number; end: number }[] = [];
    const job = defineJob({
      name: uniqueName("keyed"),
      schema: z.object({ key: z.string() }),
      concurrencyKey: (p) => p.key,
      handler: async ({ key }, step) => {
        await step.run("work", async () => {
          const start = Date.now();
          await new Promise((r) => setTimeout(r, 250));
          spans.push({ key, start, end: Date.now() });
          return null;
        });
      },
    });
    const ids: string[] = [];
    for (const key of ["k1", "k1", "k1", "k2", "k2"]) ids.push((await enqueueJob(job, { key })).id);
    startRunner([job], { slots: 8 });
    await waitFor(async () => (await (await db()).job.count({ where: { id: { in: ids }, status: "SUCCEEDED" } })) === 5, 15_000);
    for (const key of ["k1", "k2"]) {
      const mine = spans.filter((s) => s.key === key).sort((x, y) => x.start - y.start);
      for (let i = 1; i < mine.length; i++) expect(mine[i].start).toBeGreaterThanOrEqual(mine[i - 1].end);
    }
    const overlaps = spans.some((x) => spans.some((y) => x.key !== y.key && x.start < y.end && y.start < x.end));
    expect(overlaps).toBe(true);
  });

  it("runs up to concurrencyLimit jobs of one key at once, never more", async () => {
    let inFlight = 0;
    let peak = 0;
    const job = defineJob({
      name: uniqueName("limited"),
      schema: z.object({ n: z.number() }),
      concurrencyKey: () => "one-endpoint",
      concurrencyLimit: 3,
      handler: async (_p, step) => {
        await step.run("work", async () => {
          peak = Math.max(peak, ++inFlight);
          await new Promise((r) => setTimeout(r, 200));
          inFlight--;
          return null;
        });
      },
    });
    const ids: string[] = [];
    for (let n = 0; n < 9; n++) ids.push((await enqueueJob(job, { n })).id);
    startRunner([job], { slots: 16 });
    await waitFor(async () => (await (await db()).job.count({ where: { id: { in: ids }, status: "SUCCEEDED" } })) === 9, 15_000);
    expect(peak).toBe(3);
  });

  it("gives one key at most a quarter of the slots, so a slow key leaves room for the others", async () => {
    let slowInFlight = 0;
    let slowPeak = 0;
    let fastDone = 0;
    const job = defineJob({
      name: uniqueName("fair"),
      schema: z.object({ key: z.string() }),
      concurrencyKey: (p) => p.key,
      concurrencyLimit: 10,
      handler: async ({ key }, step) => {
        await step.run("work", async () => {
          if (key === "fast") return ++fastDone;
          slowPeak = Math.max(slowPeak, ++slowInFlight);
          await new Promise((r) => setTimeout(r, 1500));
          slowInFlight--;
          return null;
        });
      },
    });
    for (let n = 0; n < 10; n++) await enqueueJob(job, { key: "slow" });
    for (let n = 0; n < 3; n++) await enqueueJob(job, { key: "fast" });
    startRunner([job], { slots: 8 });
    // The fast key finishes while the slow one still has a backlog.
    await waitFor(async () => fastDone === 3, 5_000);
    expect(slowInFlight).toBeGreaterThan(0);
    expect(slowPeak).toBe(2);
  });

  it("gives each lane only its share of the slots, so a flood of one kind of job leaves the others room", async () => {
    // 16 slots: the workflows lane gets 5, deliveries 8 (LANE_SHARES in lib/jobs/define.ts).
    let inFlight = 0;
    let peak = 0;
    let delivered = 0;
    const slow = defineJob({
      name: uniqueName("flood"),
      lane: "workflows",
      schema: z.object({ n: z.number() }),
      handler: async (_p, step) => {
        await step.run("work", async () => {
          peak = Math.max(peak, ++inFlight);
          await new Promise((r) => setTimeout(r, 1500));
          inFlight--;
          return null;
        });
      },
    });
    const fast = defineJob({
      name: uniqueName("delivery"),
      lane: "deliveries",
      schema: z.object({}),
      handler: async (_p, step) => {
        await step.run("deliver", async () => ++delivered);
      },
    });
    // Every run of the flood is its own key (no concurrency key), as workflow runs were before they had one.
    for (let n = 0; n < 40; n++) await enqueueJob(slow, { n });
    await enqueueJob(fast, {});
    startRunner([slow, fast], { slots: 16 });
    await waitFor(async () => delivered === 1, 1_000);
    expect(inFlight).toBe(5);
    await new Promise((r) => setTimeout(r, 300));
    expect(peak).toBe(5);
  });

  it("starts cron jobs on schedule, one row per tick", async () => {
    let runs = 0;
    const job = defineJob({
      name: uniqueName("cron"),
      schema: z.object({}),
      cron: "* * * * * *",
      handler: async (_p, step) => {
        await step.run("tick", async () => ++runs);
      },
    });
    startRunner([job]);
    await waitFor(async () => runs >= 2, 5_000);
    const rows = await (await db()).job.findMany({ where: { name: job.name } });
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect(r.id).toMatch(new RegExp(`^cron_${job.name}_\\d+$`));
  });

  it("retries a run that throws with backoff, and never retries an invalid payload", async () => {
    const job = defineJob({
      name: uniqueName("throws"),
      schema: z.object({ ok: z.boolean() }),
      handler: async () => {
        throw new Error("boom");
      },
    });
    startRunner([job]);
    const { id } = await enqueueJob(job, { ok: true });
    const row = await waitFor(async () => {
      const r = await jobRow(id);
      return r.attempts === 1 && r;
    });
    expect(row.status).toBe("QUEUED");
    expect(row.error).toBe("boom");
    expect(row.runAt.getTime()).toBeGreaterThan(Date.now() + 3000);

    const bad = `job_bad_${randomBytes(4).toString("hex")}`;
    await (await db()).job.create({ data: { id: bad, name: job.name, payload: { ok: "yes" } } });
    const failed = await waitFor(async () => {
      const r = await jobRow(bad);
      return r.status === "FAILED" && r;
    });
    expect(failed.attempts).toBe(0);
    expect(failed.error).toMatch(/Invalid payload/);
  });

  it("prunes finished runs past the retention and keeps the rest", async () => {
    const { pruneFinishedJobs } = await import("@/lib/jobs/prune");
    const client = await db();
    const name = uniqueName("prune");
    const old = new Date(Date.now() - 15 * 86_400_000);
    await client.job.createMany({
      data: [
        { id: `${name}-old-done`, name, payload: {}, status: "SUCCEEDED" },
        { id: `${name}-old-queued`, name, payload: {}, status: "QUEUED", runAt: new Date(Date.now() + 86_400_000) },
        { id: `${name}-new-done`, name, payload: {}, status: "SUCCEEDED" },
      ],
    });
    await client.$executeRaw`UPDATE "Job" SET "updatedAt" = ${old.toISOString()}::timestamp WHERE id IN (${name + "-old-done"}, ${name + "-old-queued"})`;
    expect((await pruneFinishedJobs()).deleted).toBeGreaterThanOrEqual(1);
    expect((await client.job.findMany({ where: { name }, orderBy: { id: "asc" } })).map((j) => j.id)).toEqual([
      `${name}-new-done`,
      `${name}-old-queued`,
    ]);
  });

  it("enqueue with the same id starts one run", async () => {
    const job = defineJob({ name: uniqueName("once"), schema: z.object({}), handler: async () => null });
    const id = `job_once_${randomBytes(4).toString("hex")}`;
    await enqueueJob(job, {}, { id });
    await enqueueJob(job, {}, { id });
    expect(await (await db()).job.count({ where: { name: job.name } })).toBe(1);
  });

  it("a step save whose job row is gone says so instead of writing nothing", async () => {
    const { saveJobState, JobRowGoneError } = await import("@/lib/jobs/job-rows");
    const kept = defineJob({ name: uniqueName("kept"), schema: z.object({}), handler: async () => null });
    const { id } = await enqueueJob(kept, {});
    const [saved, gone] = await Promise.all([
      saveJobState({ id, steps: { a: { done: true, value: 1 } }, lockedUntil: null }),
      saveJobState({ id: "job_never_existed", steps: {}, lockedUntil: null }),
    ]);
    expect(saved).toBeUndefined();
    expect(gone).toBeInstanceOf(JobRowGoneError);
    expect((await jobRow(id)).steps).toEqual({ a: { done: true, value: 1 } });
  });
});
