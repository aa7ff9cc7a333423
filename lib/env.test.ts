import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";

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
