import { z } from "zod";

/** The one place that reads process.env. A bad value stops the app with a clear message. */
const boolish = z.enum(["1", "0", "true", "false"]).transform((v) => v === "1" || v === "true");

const schema = z
  .object({
    NODE_ENV: z.string().default("development"),
    /**
     * A live deployment (production) or not: what may run is decided by this, not by NODE_ENV (next start sets that).
     * "production" refuses test payment methods and demo data (lib/payments/mode.ts) and the Inngest dev server.
     */
    APP_ENV: z.enum(["development", "production"]).default("development"),
    DATABASE_URL: z.string().optional(),
    DATA_DIR: z.string().default(".data"),
    PGLITE_DIR: z.string().optional(),
    STORAGE_DIR: z.string().optional(),
    /** Set: product files and images go to this S3-compatible bucket instead of the local disk (docs/operations.md#object-storage). */
    STORAGE_S3_BUCKET: z.string().min(3).optional(),
    /** The store's URL (MinIO, R2, s3rver…); unset: AWS S3 for the region. */
    STORAGE_S3_ENDPOINT: z.string().url().optional(),
    STORAGE_S3_REGION: z.string().min(1).default("us-east-1"),
    /** Both or neither: unset, the AWS SDK's default credential chain (instance role, AWS_* variables) applies. */
    STORAGE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    STORAGE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Path-style URLs (endpoint/bucket/key), which MinIO and most self-hosted stores need. */
    STORAGE_S3_FORCE_PATH_STYLE: boolish.default(false),
    NEXTAUTH_SECRET: z.string().optional(),
    APP_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** Set: OpenTelemetry traces go to this OTLP/HTTP endpoint (<url>/v1/traces), lib/tracing.ts. Unset: tracing off. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    /** The full traces URL, when it is not <OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces. */
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default("promptly"),
    OTEL_SDK_DISABLED: boolish.default(false),
    PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(100).default(20),
    REFERRAL_SHARE_PERCENT: z.coerce.number().min(0).max(100).default(10),
    WEBHOOK_ALLOW_PRIVATE: boolish.optional(),
    WEBHOOK_CA_FILE: z.string().optional(),
    /** Deliveries in flight at once to one endpoint, across every process (and Inngest's per-endpoint limit). */
    WEBHOOK_ENDPOINT_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(10),
    /** Runs the in-process runner keeps in progress per process; its database work is batched, so it is not the pool size. */
    JOB_RUNNER_SLOTS: z.coerce.number().int().min(1).max(4096).default(128),
    /** Workflow runs of one account in progress at once, across every process (and Inngest's per-account limit). */
    JOB_ACCOUNT_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
    /** How long a run stays claimed without its process renewing it: how soon another instance resumes a dead one's runs. */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
    /** How many matches a search sorted by relevance ranks, and counts up to (ADR 059). */
    SEARCH_CANDIDATES: z.coerce.number().int().min(100).max(10_000).default(1000),
    /** Connections of this process's PostgreSQL pool (requests, relay and runner share it). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
    /** How long a query waits for a pooled PostgreSQL connection (a new one, or a busy pool's next free one) before
     * it fails: the request answers 503 SERVICE_UNAVAILABLE with Retry-After instead of hanging. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    INNGEST_EVENT_KEY: z.string().optional(),
    INNGEST_SIGNING_KEY: z.string().optional(),
    INNGEST_DEV: z.string().optional(),
    INNGEST_BASE_URL: z.string().optional(),
    MASTER_KEYS: z.string().optional(),
    /** The whole provider call, streamed or not: connecting, waiting and reading the answer. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    /** Until the first byte of the provider's answer arrives (a plain answer's first byte comes when it is complete). */
    AI_FIRST_BYTE_TIMEOUT_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
    /** The largest provider answer read, plain or streamed; past it the call is aborted and the run fails. */
    AI_MAX_RESPONSE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(1024 * 1024 * 1024)
      .default(2 * 1024 * 1024),
    /** JSON price table merged over the built-in one (lib/ai/model-catalog.ts); re-read when it changes. */
    AI_MODEL_CATALOG_FILE: z.string().min(1).optional(),
    /** Provider base URLs may be http:// and private (a self-hosted Ollama beside the app). Unset: as WEBHOOK_ALLOW_PRIVATE. */
    AI_ALLOW_PRIVATE_PROVIDERS: boolish.optional(),
    AUTO_SEED: boolish.default(true),
    /** Which payment provider charges cards: the built-in test provider, or Stripe (lib/payments/mode.ts, docs/payments.md). */
    PAYMENTS_PROVIDER: z.enum(["test", "stripe"]).default("test"),
    /** Stripe's secret (or restricted) API key; required with PAYMENTS_PROVIDER=stripe. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk_test_|sk_live_|rk_(test|live)_)\w+$/, "must be a Stripe secret key (sk_test_…, sk_live_…) or a restricted key (rk_…)")
      .optional(),
    /** The signing secret (whsec_…) of the webhook endpoint registered at /api/stripe/webhook; required with Stripe. */
    STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
    /** Another Stripe-compatible server to call instead of api.stripe.com (tests, local runs), e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: z
      .string()
      .refine((v) => URL.canParse(v) && ["http:", "https:"].includes(new URL(v).protocol), "must be an http:// or https:// URL")
      .optional(),
    /** One Stripe API call, from connecting to the last byte of the answer. */
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(20_000),
    /** The SDK's own retries of a call that failed on the network or with a retryable answer (same idempotency key). */
    STRIPE_MAX_NETWORK_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    /** Sign-ups an hour from one IP (POST /accounts); past it 429 (docs/security.md). */
    SIGNUP_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /**
     * Peers whose X-Forwarded-For / X-Forwarded-Host / X-Forwarded-Proto are believed (lib/security/client-address.ts):
     * addresses, CIDR ranges, "loopback", "private", or "none". From any other peer those headers are dropped.
     */
    TRUSTED_PROXIES: z.string().default("loopback"),
    /** smtp://user:pass@host:port or smtps://…; unset: mail is kept in the database and read at /dev/mail (docs/email.md). */
    SMTP_URL: z
      .string()
      .refine((v) => URL.canParse(v) && ["smtp:", "smtps:"].includes(new URL(v).protocol), "must be an smtp:// or smtps:// URL")
      .optional(),
    /** The From of every message: an address, or "Name <address>". */
    MAIL_FROM: z.string().min(3).default("Promptly <no-reply@promptly.localhost>"),
    /** The development mailbox at /dev/mail: unset means on outside a live deployment, off in one (ADR 030). */
    MAIL_DEV_INBOX: boolish.optional(),
    /** After SIGTERM: how long in-flight requests and job runs may take before the process stops anyway (docs/operations.md#shutdown). */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(25),
    /** After SIGTERM: how long the server keeps accepting requests while /api/ready answers 503, so a load balancer notices first. */
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
    /** Bearer token of GET /api/metrics; unset: the endpoint answers 404. */
    METRICS_TOKEN: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(16, "use at least 16 characters").optional()),
  })
  .superRefine((e, ctx) => {
    if (!e.STORAGE_S3_ACCESS_KEY_ID !== !e.STORAGE_S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: "custom",
        path: [e.STORAGE_S3_ACCESS_KEY_ID ? "STORAGE_S3_SECRET_ACCESS_KEY" : "STORAGE_S3_ACCESS_KEY_ID"],
        message: "set STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY together",
      });
    }
    if (e.PAYMENTS_PROVIDER === "stripe") {
      for (const name of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!e[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when PAYMENTS_PROVIDER=stripe" });
      }
    }
    // The Inngest dev server neither signs nor checks requests: a live deployment using it would run jobs anyone
    // can trigger through /api/inngest.
    if (e.APP_ENV === "production" && e.INNGEST_DEV && !["0", "false"].includes(e.INNGEST_DEV)) {
      ctx.addIssue({
        code: "custom",
        path: ["INNGEST_DEV"],
        message: "refused when APP_ENV=production (the Inngest dev server skips request signing)",
      });
    }
  });

export type Env = z.infer<typeof schema>;

/** Every setting's name, for tests/rules/settings.test.ts (each has a row in docs/configuration.md). */
export const SETTING_NAMES = Object.keys(schema.shape) as (keyof Env)[];

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

/** At start-up: what is wrong with the settings, on one line naming each bad one, or null when they are fine. */
export function settingsProblem(source: Record<string, string | undefined> = process.env): string | null {
  const parsed = schema.safeParse(source);
  if (parsed.success) return null;
  return `Refusing to start: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
