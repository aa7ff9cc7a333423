import { z } from "zod";

/** The one place that reads process.env. A bad value stops the app with a clear message. */
const boolish = z.enum(["1", "0", "true", "false"]).transform((v) => v === "1" || v === "true");

const schema = z.object({
  NODE_ENV: z.string().default("development"),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(".data"),
  PGLITE_DIR: z.string().optional(),
  STORAGE_DIR: z.string().optional(),
  NEXTAUTH_SECRET: z.string().optional(),
  APP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(20),
  REFERRAL_SHARE_PERCENT: z.coerce.number().min(0).max(100).default(10),
  WEBHOOK_ALLOW_PRIVATE: boolish.optional(),
  WEBHOOK_CA_FILE: z.string().optional(),
  /** Deliveries in flight at once to one endpoint, across every process (and Inngest's per-endpoint limit). */
  WEBHOOK_ENDPOINT_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(10),
  /** Runs the in-process runner keeps in progress per process; its database work is batched, so it is not the pool size. */
  JOB_RUNNER_SLOTS: z.coerce.number().int().min(1).max(4096).default(128),
  /** How long a run stays claimed without its process renewing it: how soon another instance resumes a dead one's runs. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
  /** Connections of this process's PostgreSQL pool (requests, relay and runner share it). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  INNGEST_EVENT_KEY: z.string().optional(),
  INNGEST_SIGNING_KEY: z.string().optional(),
  INNGEST_DEV: z.string().optional(),
  INNGEST_BASE_URL: z.string().optional(),
  MASTER_KEYS: z.string().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  /** JSON price table merged over the built-in one (lib/ai/model-catalog.ts); re-read when it changes. */
  AI_MODEL_CATALOG_FILE: z.string().min(1).optional(),
  AUTO_SEED: boolish.default(true),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parses a set of variables, or throws one error naming every bad one. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  return parsed.data;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
