import { describe, expect, it } from "vitest";
import { parseEnv, settingsProblem } from "@/lib/env";

describe("runner and delivery settings", () => {
  it("default to 128 runner slots and 10 deliveries in flight per endpoint", () => {
    const e = parseEnv({});
    expect(e.JOB_RUNNER_SLOTS).toBe(128);
    expect(e.WEBHOOK_ENDPOINT_CONCURRENCY).toBe(10);
    expect(e.DATABASE_POOL_SIZE).toBe(10);
  });

  it("accept positive whole numbers", () => {
    expect(parseEnv({ JOB_RUNNER_SLOTS: "256", WEBHOOK_ENDPOINT_CONCURRENCY: "4", DATABASE_POOL_SIZE: "20" })).toMatchObject({
      JOB_RUNNER_SLOTS: 256,
      WEBHOOK_ENDPOINT_CONCURRENCY: 4,
      DATABASE_POOL_SIZE: 20,
    });
  });

  it.each([
    ["JOB_RUNNER_SLOTS", "0"],
    ["JOB_RUNNER_SLOTS", "eight"],
    ["WEBHOOK_ENDPOINT_CONCURRENCY", "2.5"],
    ["WEBHOOK_ENDPOINT_CONCURRENCY", "-1"],
    ["DATABASE_POOL_SIZE", "1"],
  ])("refuse %s=%s at startup with a message naming the variable", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment configuration:\\n  ${name}: `));
  });
});

describe("live deployment", () => {
  it("refuses INNGEST_DEV when APP_ENV=production, naming the variable", () => {
    expect(() => parseEnv({ APP_ENV: "production", INNGEST_DEV: "1" })).toThrow(/INNGEST_DEV: refused when APP_ENV=production/);
    expect(parseEnv({ APP_ENV: "production", INNGEST_DEV: "0" }).APP_ENV).toBe("production");
    expect(parseEnv({ INNGEST_DEV: "1" }).APP_ENV).toBe("development");
    expect(() => parseEnv({ APP_ENV: "staging" })).toThrow(/APP_ENV/);
  });

  it("METRICS_TOKEN: empty means unset (the endpoint answers 404); a short one is refused", () => {
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: use at least 16 characters/);
    expect(parseEnv({ SHUTDOWN_GRACE_SECONDS: "5" })).toMatchObject({ SHUTDOWN_GRACE_SECONDS: 5, SHUTDOWN_DRAIN_SECONDS: 0 });
  });
});

describe("object storage settings", () => {
  it("default to the local disk, and read the bucket settings", () => {
    expect(parseEnv({}).STORAGE_S3_BUCKET).toBeUndefined();
    const e = parseEnv({
      STORAGE_S3_BUCKET: "promptly-files",
      STORAGE_S3_ENDPOINT: "http://127.0.0.1:9000",
      STORAGE_S3_ACCESS_KEY_ID: "id",
      STORAGE_S3_SECRET_ACCESS_KEY: "secret",
      STORAGE_S3_FORCE_PATH_STYLE: "true",
    });
    expect(e).toMatchObject({ STORAGE_S3_BUCKET: "promptly-files", STORAGE_S3_REGION: "us-east-1", STORAGE_S3_FORCE_PATH_STYLE: true });
  });

  it("refuses one credential without the other, and an endpoint that is not a URL", () => {
    expect(() => parseEnv({ STORAGE_S3_BUCKET: "b-1", STORAGE_S3_ACCESS_KEY_ID: "id" })).toThrow(
      /STORAGE_S3_SECRET_ACCESS_KEY: set .* together/,
    );
    expect(() => parseEnv({ STORAGE_S3_BUCKET: "b-1", STORAGE_S3_ENDPOINT: "the minio box" })).toThrow(/STORAGE_S3_ENDPOINT/);
  });
});

describe("Stripe settings", () => {
  const key = "sk_test_4eC39HqLyjWDarjtT1zdp7dc";
  it("leave the test provider the default, with nothing to set", () => {
    expect(parseEnv({}).PAYMENTS_PROVIDER).toBe("test");
    expect(settingsProblem({})).toBeNull();
  });

  it("accept PAYMENTS_PROVIDER=stripe with a secret key and a webhook secret", () => {
    const e = parseEnv({ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: "whsec_abcdef12" });
    expect(e.STRIPE_MAX_NETWORK_RETRIES).toBe(2);
    expect(
      parseEnv({ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "rk_live_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abcdef12" }),
    ).toBeTruthy();
  });

  it.each([
    [{ PAYMENTS_PROVIDER: "stripe", STRIPE_WEBHOOK_SECRET: "whsec_abcdef12" }, "STRIPE_SECRET_KEY required when PAYMENTS_PROVIDER=stripe"],
    [{ PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: key }, "STRIPE_WEBHOOK_SECRET required when PAYMENTS_PROVIDER=stripe"],
    [
      { PAYMENTS_PROVIDER: "stripe", STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abcdef12" },
      "STRIPE_SECRET_KEY must be a Stripe secret key",
    ],
    [{ STRIPE_API_BASE: "ftp://127.0.0.1" }, "STRIPE_API_BASE must be an http:// or https:// URL"],
  ])("refuse %o in one line naming the setting", (source, words) => {
    const problem = settingsProblem(source);
    expect(problem).toContain(words);
    expect(problem).not.toContain("\n");
  });
});
