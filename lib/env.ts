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

export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  cached = parsed.data;
  return cached;
}
