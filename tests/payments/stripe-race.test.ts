import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, dropDatabase, testDatabase } from "../support/database";

// Stripe's payment_intent.succeeded applied before the purchase request's own answer from Stripe arrives
// (tests/payments/support/race-flow.ts, in a process of its own with its own fake): one order, and the buyer is
// answered the purchase, not already_purchased.
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stripe-race-"));
const pgName = `race_${randomBytes(4).toString("hex")}_${testDatabase.name}`.slice(0, 60);
let result: Record<string, any>;

beforeAll(async () => {
  const dbEnv: Record<string, string> =
    testDatabase.kind === "postgresql" ? { DATABASE_URL: await createDatabase(pgName), DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...dbEnv,
    AUTO_SEED: "false",
    LOG_LEVEL: "error",
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_promptly",
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(8).toString("hex")}`,
    STRIPE_TIMEOUT_MS: "30000",
    STRIPE_MAX_NETWORK_RETRIES: "0",
    APP_URL: "http://promptly.test",
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  const { stdout } = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["tests/payments/support/race-flow.ts"], {
    env,
    cwd: root,
    timeout: 400_000,
  }).catch((err: Error & { stdout?: string }) => {
    throw new Error(`race-flow failed:\n${err.message}\n${err.stdout ?? ""}`);
  });
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`race-flow printed no result:\n${stdout}`);
  result = JSON.parse(line.slice(7));
}, 600_000);

afterAll(async () => {
  if (testDatabase.kind === "postgresql") await dropDatabase(pgName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("the webhook recorded the purchase before the request had Stripe's answer, and a repeated delivery started nothing", () => {
  expect([result.received, result.duplicate]).toEqual(["received", "duplicate"]);
  expect(result.applied).toEqual({ outcome: "purchase recorded" });
  expect(result.ordersBeforeAnswer).toBe(1);
});

it("the request then answers that same order, not already_purchased: one order, one charge, one sale, no refund", () => {
  expect(result.purchaseError).toBeUndefined();
  expect(result.purchase).toMatchObject({ status: "completed", amount: 14, currency: "USD" });
  expect(result.orders).toEqual([{ id: result.purchase.orderId, status: "COMPLETED", chargeRef: expect.stringMatching(/^pi_/) }]);
  expect([result.charges, result.sales, result.completedEvents, result.purchaseCount]).toEqual([1, 1, 1, 1]);
  expect([result.intents, result.refunds]).toEqual([1, 0]);
});
