// A fresh PostgreSQL database per benchmark run, on BENCH_DATABASE_URL's server. KEEP_BENCH_DB=1 keeps it;
// BENCH_REUSE_DB=<name> measures a kept one again (benchmarks that seed for minutes honour it).
import { randomBytes } from "node:crypto";
import pg from "pg";

export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** One statement on its own connection, closed after (a pool left idle would die noisily when the database is dropped). */
export async function runSql(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export type BenchDatabase = {
  name: string;
  url: string;
  /** True when BENCH_REUSE_DB named a kept database: it is already migrated and seeded. */
  reused: boolean;
  /** Creates and migrates it (a reused one is left as it is), and points this process's lib/db at it. */
  create(): Promise<void>;
  /**
   * Closes this process's lib/db and drops it (unless kept). `force: false` for a benchmark that runs the service
   * in-process: a connection still open there is a leak worth seeing, so the drop fails (and says so) instead.
   */
  drop(options?: { force?: boolean }): Promise<void>;
};

export function benchDatabase(prefix: string, { reusable = false } = {}): BenchDatabase {
  const reuse = reusable ? process.env.BENCH_REUSE_DB : undefined;
  const name = reuse ?? `marketplace_bench_${prefix}_${Date.now().toString(36)}`;
  const url = Object.assign(new URL(benchServerUrl), { pathname: `/${name}` }).toString();
  return {
    name,
    url,
    reused: !!reuse,
    async create() {
      process.env.DATABASE_URL = url;
      process.env.LOG_LEVEL ??= "warn";
      if (reuse) return;
      await runSql(benchServerUrl, `CREATE DATABASE "${name}"`);
      const { PrismaPg } = await import("@prisma/adapter-pg");
      const { applyMigrations } = await import("@/lib/db/migrations");
      const pool = new pg.Pool({ connectionString: url });
      await applyMigrations(new PrismaPg(pool) as never);
      await pool.end();
    },
    async drop({ force = true } = {}) {
      const { closeDb } = await import("@/lib/db/client");
      await closeDb().catch(() => {});
      if (reuse || process.env.KEEP_BENCH_DB === "1") return console.log(`kept database ${name}`);
      if (force) {
        await runSql(benchServerUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } else {
        const dropped = await runSql(benchServerUrl, `DROP DATABASE "${name}"`).catch((err: Error) => err);
        if (dropped instanceof Error) console.error(`left database ${name}: ${dropped.message}`);
      }
    },
  };
}

/** A user on a plan whose limits no benchmark reaches (it measures the counting, never a refusal), with an API key. */
export async function benchUser(): Promise<{ userId: string; apiKey: string }> {
  const { createUser, changePlan } = await import("@/lib/accounts/users");
  const { createApiKey } = await import("@/lib/auth/api-keys");
  const user = await createUser({
    email: `bench-${randomBytes(4).toString("hex")}@example.test`,
    password: "bench-password-1",
    name: "Bench",
  });
  await changePlan(user.id, { plan: "ENTERPRISE", perMinute: 1_000_000, perDay: 100_000_000 });
  return { userId: user.id, apiKey: (await createApiKey(user.id, { name: "bench" })).key };
}

/** A published prompt by `authorId` (written directly: the benchmarks measure running it, not listing it). */
export async function benchPrompt(authorId: string): Promise<string> {
  const { db } = await import("@/lib/db/client");
  const client = await db();
  await client.category.create({ data: { slug: "bench", name: "Bench" } });
  const id = `prod_bench${randomBytes(4).toString("hex")}`;
  await client.product.create({
    data: {
      id,
      authorId,
      title: "Bench prompt",
      description: "bench",
      type: "PROMPT",
      categorySlug: "bench",
      priceCents: 100,
      content: "Summarise {{text}} in one line.",
      compatibility: ["openai"],
      status: "PUBLISHED",
      publishedAt: new Date(),
    },
  });
  return id;
}
