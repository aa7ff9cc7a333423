import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDatabase, dropDatabase, testDatabase } from "../support/database";
import { startFakeStripe, type FakeStripe } from "./support/fake-stripe";

// Seller onboarding (Connect Express) and payouts by Transfer, through the real `stripe` SDK against the fake, in a
// process of its own so its Stripe-mode settings do not leak into the other files of this worker.
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stripe-connect-"));
const pgName = `connect_${randomBytes(4).toString("hex")}_${testDatabase.name}`.slice(0, 60);
let fake: FakeStripe;
let result: Record<string, any>;

beforeAll(async () => {
  fake = await startFakeStripe();
  const dbEnv: Record<string, string> =
    testDatabase.kind === "postgresql" ? { DATABASE_URL: await createDatabase(pgName), DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...dbEnv,
    AUTO_SEED: "false",
    LOG_LEVEL: "error",
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_promptly",
    STRIPE_WEBHOOK_SECRET: "whsec_connect",
    STRIPE_API_BASE: fake.url,
    STRIPE_TIMEOUT_MS: "2000",
    STRIPE_MAX_NETWORK_RETRIES: "0",
    APP_URL: "http://promptly.test",
  };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  // The first Transfer attempt meets a Stripe outage; the next run retries it with the same idempotency key.
  fake.fail.path = /^\/v1\/transfers$/;
  fake.fail.count = 1;
  const script = "tests/payments/support/connect-flow.ts";
  const { stdout } = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), [script], {
    env,
    cwd: root,
    timeout: 400_000,
  }).catch((err: Error & { stderr?: string }) => {
    throw new Error(`connect-flow failed:\n${err.message}\n${(err as { stdout?: string }).stdout ?? ""}`);
  });
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`connect-flow printed no result:\n${stdout}`);
  result = JSON.parse(line.slice(7));
}, 600_000); // a new database migrated beside the other test files, then the flow script

afterAll(async () => {
  await fake?.close();
  if (testDatabase.kind === "postgresql") await dropDatabase(pgName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("a seller without an account reads not_started; the first link creates one Express account", () => {
  expect(result.before).toMatchObject({ status: "not_started", payoutsEnabled: false });
  expect(result.afterCreate).toMatchObject({ status: "details_needed", payoutsEnabled: false });
  expect(result.afterCreate.requirements).toContain("external_account");
  expect([...fake.accounts.values()]).toHaveLength(1);
  const created = fake.requests.filter((r) => r.path === "/v1/accounts");
  expect(created.map((r) => r.params.type)).toEqual(["express"]);
  expect(created[0].idempotencyKey).toMatch(/^connect-account:/);
});

it("every click makes a fresh Account Link back to the sales page, where payouts are, for the same account", () => {
  expect(result.secondLinkAccount).toBe(true);
  const links = fake.requests.filter((r) => r.path === "/v1/account_links");
  expect(links).toHaveLength(2);
  expect(links[0].params).toMatchObject({
    type: "account_onboarding",
    return_url: "http://promptly.test/dashboard/sales?onboarding=return",
    refresh_url: "http://promptly.test/dashboard/sales?onboarding=refresh",
  });
  expect(Date.parse(result.link.expiresAt)).toBeGreaterThan(Date.now() - 60_000);
});

it("a payout run skips a seller whose payouts are not enabled, and the balance carries over", () => {
  expect(result.skippedRun.payouts).toEqual([]);
});

it("on return the account reads enabled", () => {
  expect(result.afterReturn).toMatchObject({ status: "enabled", payoutsEnabled: true, requirements: [] });
});

it("a failed Transfer is kept with its reason and retried once with the payout id as key: paid exactly once", () => {
  expect(result.failedRun.payouts).toHaveLength(1);
  const [failed] = result.afterFailure;
  expect(failed).toMatchObject({ amountCents: 1234, transferId: null });
  expect(failed.transferError).toMatch(/^api_error: /);
  // The seller reads why in plain words on GET /payouts (Dashboard → Sales), and that it is retried.
  expect(result.viewAfterFailure[0].transfer).toEqual({
    status: "failed",
    transferId: null,
    failureReason: "Stripe could not be reached. We try again every hour; the amount stays owed to you and is sent once.",
  });
  expect(result.retryRun.payouts).toEqual([]);
  const [paid] = result.afterRetry;
  expect(paid.id).toBe(failed.id);
  expect(paid.transferError).toBeNull();
  expect(result.viewAfterRetry[0].transfer).toEqual({ status: "sent", transferId: paid.transferId, failureReason: null });
  const transfers = [...fake.transfers.values()];
  expect(transfers).toHaveLength(1);
  expect(transfers[0]).toMatchObject({
    id: paid.transferId,
    amount: 1234,
    currency: "usd",
    destination: result.accountId,
    transfer_group: paid.id,
  });
  const sent = fake.requests.filter((r) => r.path === "/v1/transfers" && r.method === "POST");
  expect(new Set(sent.map((r) => r.idempotencyKey))).toEqual(new Set([paid.id]));
  expect(result.balance).toBe(0);
});
