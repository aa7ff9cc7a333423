import { Cron } from "croner";
import { durationToMs } from "inngest";
import { db, rawTransaction } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { laneSlots, type AnyJob, type JobLane, type Step } from "@/lib/jobs/define";
import { env } from "@/lib/env";
import { insertJobRows, saveJobState, type JobSave } from "@/lib/jobs/job-rows";
import { log } from "@/lib/log";
import { metrics } from "@/lib/ops/metrics";
import { markSpanFailed, tracingOn, withSpan } from "@/lib/tracing";

// A handler that throws is run again (memoised steps are skipped) with backoff, like Inngest's function retries.
const MAX_RUNS = 5;
const RETRY_BACKOFF_MS = [5_000, 30_000, 120_000, 600_000];
/** A run cut off by a database outage is tried again this soon (docs/operations.md#postgresql-restarts). */
const OUTAGE_RETRY_MS = 1_000;
// Claims are serialised across processes so a key's concurrency limit holds on a shared database.
const CLAIM_LOCK = 7_240_001;
// Oldest due rows looked at per free slot (full keys already excluded), then up to each key's room is taken.
const CANDIDATES_PER_SLOT = 20;

/**
 * JOB_RUNNER_SLOTS (lib/env.ts, default 128): runs in progress at once here. Sized for I/O-bound runs, not for the
 * pool: a run holds no connection while it waits on the network, and the database work of runs in progress goes in
 * batches (the claim, step saves, lease renewals here; delivery reads and results in lib/webhooks/deliver.ts), so
 * 128 runs use a handful of connections at a time.
 */
function runnerSlots(): number {
  return env().JOB_RUNNER_SLOTS;
}

type StepRecord = { value?: unknown; sleepUntil?: string; done?: boolean };
type Claimed = {
  id: string;
  name: string;
  payload: unknown;
  steps: Record<string, StepRecord>;
  attempts: number;
  concurrencyKey: string | null;
  traceparent: string | null;
};

const laneOf = (job: AnyJob): JobLane | "none" => job.lane ?? "none";

/** Thrown by `sleep` to end the current run; the job is saved as SLEEPING and claimed again when due. */
class Suspend extends Error {}

export type RunnerOptions = { pollMs?: number; slots?: number; leaseMs?: number };

/**
 * Runs job definitions from the `Job` table: memoised `step.run`, durable `step.sleep`, per-key concurrency limits,
 * cron schedules, real timers. Only runs jobs whose names it was given, so several runners can share a table.
 */
export class InProcessRunner {
  private readonly jobs: Map<string, AnyJob>;
  private readonly pollMs: number;
  private readonly slots: number;
  /** JOB_LEASE_SECONDS: renewed while a run is in progress; a run whose process died is resumed once it runs out. */
  private readonly leaseMs: number;
  private active = new Set<Promise<void>>();
  /** Ids of the runs in progress, whose leases one timer renews together. */
  private leased = new Set<string>();
  /**
   * Runs that ended because the database went away (their own end could not be saved, so their rows stay RUNNING
   * and leased): id → when. Their leases are given back as soon as the database answers again, so they resume at
   * once instead of after JOB_LEASE_SECONDS (docs/operations.md#postgresql-restarts).
   */
  private orphans = new Map<string, number>();
  /**
   * Leases written by claims whose answer was lost (the database went away around their COMMIT): the claim may have
   * committed, leaving rows RUNNING under a lease no run here holds. Each claim writes one exact lease timestamp, so
   * those rows are found by it and given back once the database answers (lease value → when).
   */
  private lostClaims = new Map<string, number>();
  /** The lease the claim in progress writes. */
  private claimLease?: string;
  /** Runs in progress here per concurrency key: one key may take at most a quarter of this process's slots. */
  private mine = new Map<string, number>();
  /** Runs in progress here per lane: each lane has its own share of the slots (LANE_SHARES in lib/jobs/define.ts). */
  private lanes = new Map<JobLane | "none", number>();
  private heartbeat?: NodeJS.Timeout;
  private ticking = false;
  private again = false;
  private timer?: NodeJS.Timeout;
  private crons: Cron[] = [];
  private stopped = true;
  /** When the poll loop last ran (readiness, lib/ops/readiness.ts): a runner whose loop stalls is not healthy. */
  private beatAt = 0;

  constructor(jobs: AnyJob[], opts: RunnerOptions = {}) {
    this.jobs = new Map(jobs.map((j) => [j.name, j]));
    this.pollMs = opts.pollMs ?? 1000;
    this.slots = opts.slots ?? runnerSlots();
    this.leaseMs = opts.leaseMs ?? env().JOB_LEASE_SECONDS * 1000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    for (const job of this.jobs.values()) {
      if (!job.cron) continue;
      // The fire time is the row id, so two processes sharing the table start one run per tick.
      this.crons.push(
        new Cron(
          job.cron,
          { timezone: "UTC", catch: (err) => log.error("cron enqueue failed", { job: job.name, error: String(err) }) },
          async (self: Cron) => {
            const at = self.currentRun() ?? new Date();
            await insertJobRows([{ id: `cron_${job.name}_${at.getTime()}`, name: job.name, payload: {}, concurrencyKey: null }]);
            this.poke();
          },
        ),
      );
    }
    this.timer = setInterval(() => this.poke(), this.pollMs);
    this.timer.unref();
    // The leases of every run in progress are renewed by one statement, so a step longer than the lease (a slow
    // receiver, an AI call) is never claimed twice.
    this.heartbeat = setInterval(() => void this.renewLeases(), this.leaseMs / 3);
    this.heartbeat.unref();
    this.poke();
  }

  private async renewLeases(): Promise<void> {
    if (!this.leased.size) return;
    try {
      const client = await db();
      await client.job.updateMany({
        where: { id: { in: [...this.leased] }, status: "RUNNING" },
        data: { lockedUntil: new Date(Date.now() + this.leaseMs) },
      });
    } catch (err) {
      log.warn("job lease renewal failed; will try again", { error: String(err) });
    }
  }

  /** When the poll loop last ran (ms since the epoch; 0 before the first tick). */
  lastBeatAt(): number {
    return this.beatAt;
  }

  /** Runs in progress here. */
  activeRuns(): number {
    return this.active.size;
  }

  /**
   * Stops claiming and waits for the runs in progress. With a `deadline` (graceful shutdown, lib/ops/shutdown.ts),
   * runs still going then give their leases back (`lockedUntil` = now), so another instance resumes them at once
   * instead of after JOB_LEASE_SECONDS; their memoised steps are kept, so only the step in progress is repeated.
   */
  async stop(opts: { deadline?: number } = {}): Promise<{ released: number }> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const c of this.crons) c.stop();
    this.crons = [];
    const { deadline } = opts;
    let released = 0;
    if (deadline === undefined) {
      while (this.active.size) await Promise.allSettled([...this.active]);
    } else {
      while (this.active.size && Date.now() < deadline) {
        let timer: NodeJS.Timeout | undefined;
        const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
        await Promise.race([Promise.allSettled([...this.active]), timeUp]);
        clearTimeout(timer);
      }
      released = await this.releaseLeases();
    }
    clearInterval(this.heartbeat);
    return { released };
  }

  /** Gives back the leases of the runs still in progress here; returns how many. */
  private async releaseLeases(): Promise<number> {
    const ids = [...this.leased];
    if (!ids.length) return 0;
    const client = await db();
    const { count } = await client.job.updateMany({ where: { id: { in: ids }, status: "RUNNING" }, data: { lockedUntil: new Date() } });
    log.warn("job runs still in progress at shutdown released their leases", { runs: count });
    return count;
  }

  /** Look for due jobs now rather than at the next poll. */
  poke(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    this.ticking = true;
    // After the current macrotask: runs whose writes were batched together finish together, and free their slots
    // before the claim, so one claim fills them all instead of one claim per finished run.
    setImmediate(
      () =>
        void this.tick().finally(() => {
          this.ticking = false;
          if (this.again) {
            this.again = false;
            this.poke();
          }
        }),
    );
  }

  private async tick(): Promise<void> {
    const free = this.slots - this.active.size;
    if (this.stopped) return;
    if (free <= 0) {
      this.beatAt = Date.now();
      return;
    }
    let claimed: Claimed[];
    try {
      await this.releaseOrphans();
      claimed = await this.claim(free);
    } catch (err) {
      if (isDatabaseUnavailable(err) && this.claimLease) this.lostClaims.set(this.claimLease, Date.now());
      log.error("job claim failed", { error: String(err) });
      return;
    }
    this.beatAt = Date.now();
    if (claimed.length) log.debug("jobs claimed", { pid: process.pid, runs: claimed.length });
    for (const c of claimed) {
      this.leased.add(c.id);
      if (c.concurrencyKey) this.mine.set(c.concurrencyKey, (this.mine.get(c.concurrencyKey) ?? 0) + 1);
      const lane = laneOf(this.jobs.get(c.name)!);
      this.lanes.set(lane, (this.lanes.get(lane) ?? 0) + 1);
      const endTimer = metrics().jobRunDuration.startTimer({ job: c.name });
      const run: Promise<void> = this.traced(c)
        .then((outcome) => metrics().jobRuns.labels(c.name, outcome).inc())
        .catch((err) => {
          metrics().jobRuns.labels(c.name, "crashed").inc();
          if (isDatabaseUnavailable(err)) this.orphans.set(c.id, Date.now());
          log.error("job run crashed", { jobId: c.id, error: String(err) });
        })
        .finally(() => {
          endTimer();
          this.active.delete(run);
          this.leased.delete(c.id);
          this.lanes.set(lane, this.lanes.get(lane)! - 1);
          if (c.concurrencyKey) {
            const left = (this.mine.get(c.concurrencyKey) ?? 1) - 1;
            if (left > 0) this.mine.set(c.concurrencyKey, left);
            else this.mine.delete(c.concurrencyKey);
          }
          this.poke();
        });
      this.active.add(run);
    }
  }

  /**
   * Gives back the leases of runs that crashed because the database was unreachable. Only while the lease this
   * process last wrote must still hold (renewed every third of it, so for at least two thirds after the crash): later,
   * another instance may have claimed the row, and it is claimable anyway.
   */
  private async releaseOrphans(): Promise<void> {
    if (!this.orphans.size && !this.lostClaims.size) return;
    const fresh = <K>(m: Map<K, number>) => [...m].filter(([, at]) => Date.now() - at < (this.leaseMs * 2) / 3).map(([k]) => k);
    const ids = fresh(this.orphans);
    const leases = fresh(this.lostClaims).map((l) => new Date(l));
    if (ids.length || leases.length) {
      const client = await db();
      const { count } = await client.job.updateMany({
        where: { status: "RUNNING", OR: [{ id: { in: ids } }, { lockedUntil: { in: leases } }] },
        data: { lockedUntil: new Date() },
      });
      if (count) log.warn("job runs cut off by a database outage released their leases", { runs: count });
    }
    this.orphans.clear();
    this.lostClaims.clear();
  }

  private async claim(limit: number): Promise<Claimed[]> {
    if (!this.jobs.size) return [];
    const now = new Date().toISOString();
    const lease = new Date(Date.now() + this.leaseMs).toISOString();
    this.claimLease = lease;
    // A key's room is its job's limit minus its runs in progress in every process (a job without a key: 1), and at
    // most a quarter of this process's slots minus its runs here, so slow receivers need four keys to fill them all
    // and the other processes keep room for a key this one is busy with.
    const perKey = Math.max(1, Math.floor(this.slots / 4));
    // A job whose lane is full here is not looked at; the others' picks are bounded by their lane's free slots.
    const open = [...this.jobs.values()].flatMap((j) => {
      const lane = laneOf(j);
      const room = laneSlots(j.lane, this.slots) - (this.lanes.get(lane) ?? 0);
      return room > 0 ? [Prisma.sql`(${j.name}, ${j.concurrencyLimit ?? 1}::int, ${lane}, ${room}::int)`] : [];
    });
    if (!open.length) return [];
    const limits = Prisma.join(open);
    const mine = JSON.stringify([...this.mine].map(([k, n]) => ({ k, n })));
    return rawTransaction(async (query) => {
      await query(Prisma.sql`SELECT 1 AS locked FROM pg_advisory_xact_lock(${CLAIM_LOCK}::bigint)`);
      return query<Claimed>(Prisma.sql`
        WITH limits(name, lim, lane, lane_room) AS (VALUES ${limits}),
        mine AS (SELECT * FROM jsonb_to_recordset(${mine}::jsonb) AS m(k text, n int)),
        busy AS (
          SELECT "concurrencyKey" AS k, count(*)::int AS n FROM "Job"
          WHERE status = 'RUNNING' AND "lockedUntil" > ${now}::timestamp AND "concurrencyKey" IS NOT NULL
          GROUP BY "concurrencyKey"
        ), candidates AS (
          SELECT j.id, j."runAt", COALESCE(j."concurrencyKey", j.id) AS k, l.lane, l.lane_room,
            LEAST(l.lim - COALESCE(b.n, 0), ${perKey}::int - COALESCE(m.n, 0)) AS room
          FROM "Job" j JOIN limits l ON l.name = j.name LEFT JOIN busy b ON b.k = j."concurrencyKey"
            LEFT JOIN mine m ON m.k = j."concurrencyKey"
          WHERE ((j.status IN ('QUEUED', 'SLEEPING') AND j."runAt" <= ${now}::timestamp)
              OR (j.status = 'RUNNING' AND j."lockedUntil" <= ${now}::timestamp))
            AND COALESCE(b.n, 0) < l.lim AND COALESCE(m.n, 0) < ${perKey}::int
          ORDER BY j."runAt" LIMIT ${limit * CANDIDATES_PER_SLOT}
        ), ranked AS (
          SELECT id, "runAt", room, lane, lane_room, row_number() OVER (PARTITION BY k ORDER BY "runAt") AS rn FROM candidates
        ), laned AS (
          SELECT id, "runAt", lane_room, row_number() OVER (PARTITION BY lane ORDER BY "runAt") AS ln FROM ranked WHERE rn <= room
        ), picked AS (SELECT id FROM laned WHERE ln <= lane_room ORDER BY "runAt" LIMIT ${limit})
        UPDATE "Job" j SET status = 'RUNNING', "lockedUntil" = ${lease}::timestamp, "updatedAt" = ${now}::timestamp
        FROM picked WHERE j.id = picked.id
        RETURNING j.id, j.name, j.payload, j.steps, j.attempts, j."concurrencyKey", j.traceparent`);
    });
  }

  /**
   * Tracing on: a run is a consumer span continuing the traceparent stored on its row (the request, or the run,
   * that enqueued it), so a purchase's trace holds its webhook deliveries and workflow steps; each step is a child.
   */
  private traced(c: Claimed): Promise<"succeeded" | "sleeping" | "retry" | "failed"> {
    if (!tracingOn()) return this.execute(c);
    return withSpan(
      `job ${c.name}`,
      { "promptly.job.name": c.name, "promptly.job.id": c.id, "promptly.job.attempts": c.attempts },
      async (span) => {
        const outcome = await this.execute(c);
        span?.setAttribute("promptly.job.outcome", outcome);
        if (outcome === "failed" || outcome === "retry") markSpanFailed(span, outcome);
        return outcome;
      },
      { kind: "consumer", parent: c.traceparent },
    );
  }

  /** Runs one claimed job; returns how the run ended, for the job run counter. */
  private async execute(c: Claimed): Promise<"succeeded" | "sleeping" | "retry" | "failed"> {
    const job = this.jobs.get(c.name)!;
    const client = await db();
    const parsed = job.schema.safeParse(c.payload);
    if (!parsed.success) {
      await client.job.update({
        where: { id: c.id },
        data: { status: "FAILED", lockedUntil: null, error: `Invalid payload: ${parsed.error.message}` },
      });
      log.error("job payload invalid; not retried", { jobId: c.id, job: c.name });
      return "failed";
    }
    const steps = { ...c.steps };
    const save = async (extra: Partial<JobSave> = {}) => {
      unsaved = false;
      const gone = await saveJobState({ id: c.id, steps: { ...steps }, lockedUntil: new Date(Date.now() + this.leaseMs), ...extra });
      if (gone) throw gone;
    };
    // A finished step is saved before the next one starts (or with the run's end), not on its own: one write per
    // webhook delivery instead of two. A crash before that save repeats the step, as a crash during the step would.
    let unsaved = false;
    const step: Step = {
      run: async <T>(id: string, fn: () => Promise<T>): Promise<T> => {
        if (steps[id]?.done) return steps[id].value as T;
        if (unsaved) await save();
        const value = tracingOn() ? await withSpan(`step ${id}`, { "promptly.job.name": c.name, "promptly.step.id": id }, fn) : await fn();
        steps[id] = { done: true, value: value === undefined ? null : value };
        unsaved = true;
        return steps[id].value as T;
      },
      sleep: async (id: string, duration: string): Promise<void> => {
        const rec = steps[id];
        if (rec?.done) return;
        const until = rec?.sleepUntil ? new Date(rec.sleepUntil) : new Date(Date.now() + durationToMs(duration));
        if (until.getTime() <= Date.now()) {
          steps[id] = { done: true };
          await save();
          return;
        }
        // The row stays RUNNING (and leased) until the handler returns: other branches may still be working.
        steps[id] = { sleepUntil: until.toISOString() };
        await save();
        throw new Suspend();
      },
    };
    try {
      await job.handler(parsed.data, step);
      await save({ status: "SUCCEEDED", lockedUntil: null, error: null });
      return "succeeded";
    } catch (err) {
      if (err instanceof Suspend) {
        // Every branch has settled now: sleep until the earliest wait any of them asked for.
        const wakeAt = Math.min(...Object.values(steps).flatMap((r) => (!r.done && r.sleepUntil ? [Date.parse(r.sleepUntil)] : [])));
        await save({ status: "SLEEPING", runAt: new Date(Number.isFinite(wakeAt) ? wakeAt : Date.now()), lockedUntil: null });
        return "sleeping";
      }
      const message = err instanceof Error ? err.message : String(err);
      // A database that went away mid-run is not the job's fault: it is run again a second later, without using
      // up one of its tries (and if this save cannot be made either, the run crashes and its lease is given back
      // when the database is back: releaseOrphans).
      const outage = isDatabaseUnavailable(err);
      const attempts = outage ? c.attempts : c.attempts + 1;
      const final = attempts >= MAX_RUNS;
      await save({
        status: final ? "FAILED" : "QUEUED",
        attempts,
        error: message.slice(0, 2000),
        lockedUntil: null,
        runAt: new Date(Date.now() + (outage ? OUTAGE_RETRY_MS : (RETRY_BACKOFF_MS[attempts - 1] ?? 0))),
      });
      log.warn(final ? "job failed; no more retries" : "job threw; will retry", { jobId: c.id, job: c.name, attempts, error: message });
      return final ? "failed" : "retry";
    }
  }
}
