import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callInstance, startAppProcess, type AppProcess } from "../support/app-process";
import { createDatabase, dropDatabase, testDatabase } from "../support/database";
import { startFakeStripe, type FakeStripe } from "./support/fake-stripe";

// The app in Stripe mode, as an operator starts it (PAYMENTS_PROVIDER=stripe): the production build in a process of
// its own, on a database of its own (PGlite in a folder, or a fresh PostgreSQL database in the PostgreSQL pass), its
// Stripe SDK pointed at the fake of tests/payments/support/fake-stripe.ts through STRIPE_API_BASE.
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stripe-mode-"));
const pgName = `stripe_${randomBytes(4).toString("hex")}_${testDatabase.name}`.slice(0, 60);
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
let fake: FakeStripe;
let app: AppProcess;
let appEnv: Record<string, string>;
let accounts: { seller: Account; products: string[]; buyers: Account[] };
type Account = { id: string; email: string; key: string };

/** The SDK as a test signs webhooks with it (stripe.webhooks.generateTestHeaderString). */
const stripe = new Stripe("sk_test_signer");

async function makeAccounts(dbEnv: Record<string, string>, buyers: number, prices: number[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...dbEnv, AUTO_SEED: "false", LOG_LEVEL: "error" };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  const args = ["tests/payments/support/make-accounts.ts", String(buyers), ...prices.map(String)];
  const { stdout } = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), args, { env, cwd: root, timeout: 120_000 });
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`make-accounts printed no result:\n${stdout}`);
  return JSON.parse(line.slice(7));
}

beforeAll(async () => {
  fake = await startFakeStripe();
  const dbEnv: Record<string, string> =
    testDatabase.kind === "postgresql" ? { DATABASE_URL: await createDatabase(pgName), DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  accounts = await makeAccounts(dbEnv, 8, [9.99, 19, 25, 12.5, 30, 8, 10, 20, 40]);
  appEnv = {
    ...dbEnv,
    PAYMENTS_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_promptly",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    STRIPE_TIMEOUT_MS: "1000",
    STRIPE_MAX_NETWORK_RETRIES: "1",
    LOG_LEVEL: "info",
  };
  app = await startAppProcess(appEnv, testDatabase.kind === "postgresql" ? {} : { embeddedIn: dataDir });
}, 240_000);

afterAll(async () => {
  await app?.stop();
  await fake?.close();
  if (testDatabase.kind === "postgresql") await dropDatabase(pgName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (key: string, pathname: string, opts: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  callInstance(app, pathname, { key, ...opts });

async function addCard(buyer: Account, providerRef: string, setDefault = true) {
  const res = await call(buyer.key, "/payment-methods", { json: { providerRef, setDefault } });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; brand: string; last4: string };
}

const buy = (buyer: Account, productId: string, headers: Record<string, string> = {}) =>
  call(buyer.key, "/purchases", { json: { productId }, headers });

async function sendWebhook(event: unknown, opts: { secret?: string; signature?: string | null } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.secret ?? WEBHOOK_SECRET });
  const signature = opts.signature === undefined ? header : opts.signature;
  const res = await fetch(`${app.url}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature === null ? {} : { "stripe-signature": signature }) },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

/** A balance's amounts in cents, to compare without floating-point sums. */
const cents = (b: { balance: number; disputes: number }) => ({
  balance: Math.round(b.balance * 100),
  disputes: Math.round(b.disputes * 100),
});

/** The download's status (a 200 is the file itself, not JSON). */
const downloadStatus = async (buyer: Account, orderId: string) =>
  (await fetch(`${app.url}/api/v1/purchases/${orderId}/download`, { headers: { authorization: `Bearer ${buyer.key}` } })).status;

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

type Order = { orderId: string; status: string; product: { id: string } };
const ordersOf = async (buyer: Account) => (await call(buyer.key, "/purchases")).body.data as Order[];
const intentsOf = (buyer: Account) =>
  [...fake.paymentIntents.values()].filter((pi) => (pi.metadata as Record<string, string>).buyerId === buyer.id);
const eventsOf = async (key: string, type: string) => (await call(key, `/events?type=${type}`)).body.data as { data: unknown }[];

describe("Stripe mode (PAYMENTS_PROVIDER=stripe against a Stripe-compatible fake)", () => {
  it("refuses to start without the webhook secret, in one line naming the setting", { timeout: 60_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stripe-bad-"));
    const bad: Record<string, string> = { ...appEnv, DATA_DIR: dir };
    delete bad.DATABASE_URL;
    delete bad.STRIPE_WEBHOOK_SECRET;
    const refused = await startAppProcess(bad, { embeddedIn: dir }).then(
      (p) => p.stop().then(() => "started"),
      (err: Error) => err.message,
    );
    fs.rmSync(dir, { recursive: true, force: true });
    expect(refused).toMatch(/Refusing to start: STRIPE_WEBHOOK_SECRET required when PAYMENTS_PROVIDER=stripe/);
  });

  it("saves cards on one Stripe Customer per buyer, brand and last4 from Stripe; an unknown id is refused", async () => {
    const buyer = accounts.buyers[0];
    const visa = await addCard(buyer, "pm_card_visa");
    expect(visa).toMatchObject({ brand: "visa", last4: "4242" });
    const mastercard = await addCard(buyer, "pm_card_mastercard", false);
    expect(mastercard).toMatchObject({ brand: "mastercard", last4: "4444" });
    const creates = fake.requests.filter((r) => r.path === "/v1/customers");
    expect(creates.filter((r) => (r.params.metadata as Record<string, string>).userId === buyer.id)).toHaveLength(1);
    const customer = [...fake.customers.values()].find((c) => (c.metadata as Record<string, string>).userId === buyer.id)!;
    expect(customer.email).toBe(buyer.email);
    // Both test ids became PaymentMethods of that customer.
    expect([...fake.paymentMethods.values()].filter((pm) => pm.customer === customer.id)).toHaveLength(2);
    const unknown = await call(buyer.key, "/payment-methods", { json: { providerRef: "pm_does_not_exist" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe("VALIDATION_ERROR");
  });

  it("charges an off-session PaymentIntent with the order's metadata and idempotency key; a retry charges once", async () => {
    const buyer = accounts.buyers[0];
    const [productId] = accounts.products;
    const first = await buy(buyer, productId, { "idempotency-key": "buy-once" });
    expect(first.status, first.text).toBe(201);
    const orderId = first.body.data.orderId as string;
    const [pi] = intentsOf(buyer);
    expect(pi).toMatchObject({ amount: 999, currency: "usd", status: "succeeded" });
    expect(pi.metadata).toEqual({
      orderId,
      productId,
      buyerId: buyer.id,
      sellerId: accounts.seller.id,
      paymentMethodId: expect.any(String),
      // The charged currency, so payment_intent.succeeded makes the same purchase (docs/commerce.md#prices-in-the-buyers-currency).
      currency: "USD",
    });
    const create = fake.requests.find(
      (r) => r.path === "/v1/payment_intents" && r.params.metadata && (r.params.metadata as Record<string, string>).orderId === orderId,
    )!;
    expect(create.params).toMatchObject({ off_session: "true", confirm: "true", customer: pi.customer });
    expect(create.idempotencyKey).toMatch(new RegExp(`^purchase:${buyer.id}:${productId}:0:`));
    const again = await buy(buyer, productId, { "idempotency-key": "buy-once" });
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([201, "true"]);
    expect(intentsOf(buyer)).toHaveLength(1);
    expect((await call(buyer.key, `/purchases/${orderId}`)).body.data.status).toBe("completed");
  });

  it("answers a decline with 402 and Stripe's decline_code, and writes no order", async () => {
    const buyer = accounts.buyers[1];
    await addCard(buyer, "pm_card_chargeDeclinedInsufficientFunds");
    const poor = await buy(buyer, accounts.products[1]);
    expect(poor.status).toBe(402);
    expect(poor.body.error).toMatchObject({ code: "INSUFFICIENT_FUNDS", details: { declineCode: "insufficient_funds" } });
    await addCard(buyer, "pm_card_chargeDeclined");
    const declined = await buy(buyer, accounts.products[1]);
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: "PAYMENT_DECLINED", details: { declineCode: "generic_decline" } });
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it("answers 3-D Secure with 402 PAYMENT_REQUIRES_ACTION and no order; after authenticating, a retry buys once", async () => {
    const buyer = accounts.buyers[2];
    await addCard(buyer, "pm_card_authenticationRequired");
    const first = await buy(buyer, accounts.products[0]);
    expect(first.status).toBe(402);
    expect(first.body.error.code).toBe("PAYMENT_REQUIRES_ACTION");
    const { nextActionUrl, paymentIntentId } = first.body.error.details;
    expect(nextActionUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/test\/authenticate\/pi_/);
    expect(fake.paymentIntents.get(paymentIntentId)).toMatchObject({ status: "requires_action" });
    expect(
      (fake.paymentIntents.get(paymentIntentId)!.next_action as { redirect_to_url: { return_url: string } }).redirect_to_url.return_url,
    ).toBe(`${app.url}/products/${accounts.products[0]}`);
    expect(await ordersOf(buyer)).toEqual([]);
    // Asking again before authenticating changes nothing.
    const still = await buy(buyer, accounts.products[0]);
    expect([still.status, still.body.error.details.paymentIntentId]).toEqual([402, paymentIntentId]);

    expect((await fetch(nextActionUrl)).status).toBe(200);
    const retry = await buy(buyer, accounts.products[0]);
    expect(retry.status, retry.text).toBe(201);
    expect(intentsOf(buyer)).toHaveLength(1);
    // Stripe's payment_intent.succeeded for it arrives too: the purchase is recorded already.
    const event = fake.event("payment_intent.succeeded", fake.paymentIntents.get(paymentIntentId)!);
    expect((await sendWebhook(event)).status).toBe(200);
    await until(
      "the event applied",
      async () => (await ordersOf(buyer)).length,
      (n) => n === 1,
      5_000,
    );
    expect(await ordersOf(buyer)).toHaveLength(1);
  });

  it("completes an authenticated purchase from payment_intent.succeeded exactly once, duplicate delivery included", async () => {
    const buyer = accounts.buyers[2];
    const productId = accounts.products[2];
    const first = await buy(buyer, productId);
    expect(first.body.error.code).toBe("PAYMENT_REQUIRES_ACTION");
    await fetch(first.body.error.details.nextActionUrl);
    const event = fake.event("payment_intent.succeeded", fake.paymentIntents.get(first.body.error.details.paymentIntentId)!);
    const delivered = await sendWebhook(event);
    expect(delivered).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const orders = await until(
      "the purchase from the webhook",
      () => ordersOf(buyer),
      (o) => o.some((x) => x.product.id === productId),
    );
    const order = orders.find((o) => o.product.id === productId)!;
    expect(order.orderId).toBe(
      (fake.paymentIntents.get(first.body.error.details.paymentIntentId)!.metadata as Record<string, string>).orderId,
    );
    // Stripe delivers the same event again: kept once, applied once.
    expect(await sendWebhook(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    const retry = await buy(buyer, productId);
    expect([retry.status, retry.body.error.details.reason]).toEqual([400, "already_purchased"]);
    await new Promise((r) => setTimeout(r, 500));
    expect((await ordersOf(buyer)).filter((o) => o.product.id === productId)).toHaveLength(1);
    const completed = await eventsOf(accounts.seller.key, "purchase.completed");
    expect(completed.filter((e) => JSON.stringify(e.data).includes(order.orderId))).toHaveLength(1);
  });

  it("refuses a webhook with a bad, missing or stale signature (400, no effect) and acknowledges unknown types", async () => {
    const event = fake.event("customer.created", { id: "cus_other" });
    expect((await sendWebhook(event, { secret: "whsec_not_ours_at_all" })).status).toBe(400);
    expect((await sendWebhook(event, { signature: null })).status).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await sendWebhook(event, { signature: stale })).status).toBe(400);
    // Refused deliveries were not kept: the first good one is new.
    expect(await sendWebhook(event)).toEqual({ status: 200, body: { received: true, duplicate: false } });
  });

  it("answers 503 with Retry-After when Stripe times out mid-charge, writes no order, and a retry settles the one charge", async () => {
    const buyer = accounts.buyers[3];
    await addCard(buyer, "pm_card_visa");
    const productId = accounts.products[3];
    // The PaymentIntent is made and succeeds, but no answer comes back, to the SDK's first try nor its retry.
    fake.hang.path = /^\/v1\/payment_intents$/;
    fake.hang.count = 2;
    const lost = await buy(buyer, productId);
    expect(lost.status).toBe(503);
    expect(lost.body.error.code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
    expect(lost.headers.get("retry-after")).toBe("30");
    expect(await ordersOf(buyer)).toEqual([]);
    expect(intentsOf(buyer)).toHaveLength(1);
    const settled = await buy(buyer, productId);
    expect(settled.status, settled.text).toBe(201);
    expect(intentsOf(buyer)).toHaveLength(1);
    expect((intentsOf(buyer)[0].metadata as Record<string, string>).orderId).toBe(settled.body.data.orderId);
  });

  it("answers 503 when Stripe fails with 5xx, charging nothing, and the retry buys", async () => {
    const buyer = accounts.buyers[3];
    const productId = accounts.products[4];
    fake.fail.path = /^\/v1\/payment_intents$/;
    fake.fail.count = 2;
    const failed = await buy(buyer, productId);
    expect([failed.status, failed.body.error.code, failed.headers.get("retry-after")]).toEqual([503, "PAYMENT_PROVIDER_UNAVAILABLE", "30"]);
    expect(intentsOf(buyer)).toHaveLength(1);
    const ok = await buy(buyer, productId);
    expect(ok.status, ok.text).toBe(201);
    expect(intentsOf(buyer)).toHaveLength(2);
  });

  it("refunds through Stripe Refunds with an idempotency key; the charge.refunded that follows changes nothing", async () => {
    const buyer = accounts.buyers[0];
    const [{ orderId }] = await ordersOf(buyer);
    const refund = await call(buyer.key, `/purchases/${orderId}/refund`, { json: { reason: "accidental" } });
    expect(refund.status, refund.text).toBe(200);
    const [pi] = intentsOf(buyer);
    const made = [...fake.refunds.values()].filter((r) => r.payment_intent === pi.id);
    expect(made).toHaveLength(1);
    expect(made[0].amount).toBe(999);
    // The key names the order, what was refunded before and this amount (docs/commerce.md#partial-refunds).
    expect(fake.requests.find((r) => r.path === "/v1/refunds" && r.params.payment_intent === pi.id)!.idempotencyKey).toBe(
      `refund:${orderId}:0:999`,
    );
    expect((await sendWebhook(fake.event("charge.refunded", fake.chargeOf(pi.id)))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    const refunded = await eventsOf(buyer.key, "purchase.refunded");
    expect(refunded.filter((e) => JSON.stringify(e.data).includes(orderId))).toHaveLength(1);
    expect((await call(buyer.key, `/purchases/${orderId}`)).body.data.status).toBe("refunded");
  });

  it("mirrors a refund made in the Stripe Dashboard once: order refunded, access ended, purchase.refunded", async () => {
    const buyer = accounts.buyers[4];
    await addCard(buyer, "pm_card_visa");
    const productId = accounts.products[5];
    const bought = await buy(buyer, productId);
    expect(bought.status, bought.text).toBe(201);
    const orderId = bought.body.data.orderId as string;
    const [pi] = intentsOf(buyer);
    fake.dashboardRefund(pi.id);
    const event = fake.event("charge.refunded", fake.chargeOf(pi.id));
    expect((await sendWebhook(event)).status).toBe(200);
    await until(
      "the mirrored refund",
      async () => (await call(buyer.key, `/purchases/${orderId}`)).body.data.status,
      (s) => s === "refunded",
    );
    expect((await call(buyer.key, `/purchases/${orderId}/download`)).status).not.toBe(200);
    expect(await sendWebhook(event)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // The buyer asking for the refund now is told it is done; Stripe is not asked again.
    const mine = await call(buyer.key, `/purchases/${orderId}/refund`, { json: { reason: "other" } });
    expect(mine.body.error?.details?.reason).toBe("already_refunded");
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === pi.id)).toHaveLength(1);
    const refunded = await eventsOf(buyer.key, "purchase.refunded");
    expect(refunded.filter((e) => JSON.stringify(e.data).includes(orderId))).toHaveLength(1);
    const balance = await call(accounts.seller.key, "/balance");
    expect(balance.status).toBe(200);
  });

  it("mirrors partial refunds made in the Stripe Dashboard once each (prorated, access kept), then the rest as a full refund", async () => {
    const buyer = accounts.buyers[5];
    await addCard(buyer, "pm_card_visa");
    const bought = await buy(buyer, accounts.products[6]);
    expect(bought.status, bought.text).toBe(201);
    const orderId = bought.body.data.orderId as string;
    const [pi] = intentsOf(buyer);
    const order = async () => (await call(buyer.key, `/purchases/${orderId}`)).body.data;
    fake.dashboardRefund(pi.id, 300);
    const partial = fake.event("charge.refunded", fake.chargeOf(pi.id));
    expect((await sendWebhook(partial)).status).toBe(200);
    await until("the mirrored partial refund", order, (o) => o.refundedAmount === 3);
    expect(await order()).toMatchObject({ status: "completed", refundedAmount: 3, refundableAmount: 7, hasAccess: true });
    // Delivered again, and a later event still carrying the same refunded amount: nothing more.
    expect(await sendWebhook(partial)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect((await sendWebhook(fake.event("charge.refunded", fake.chargeOf(pi.id)))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await order()).refunds).toHaveLength(1);
    // The seller's side is prorated as for a refund made through us (ADR 038): 3.00 of 10.00 takes back 0.60 of the fee.
    const sellerView = (await call(accounts.seller.key, `/purchases/${orderId}`)).body.data;
    expect(sellerView.refunds.map((r: { amount: number }) => r.amount)).toEqual([3]);

    fake.dashboardRefund(pi.id);
    expect((await sendWebhook(fake.event("charge.refunded", fake.chargeOf(pi.id)))).status).toBe(200);
    await until("the mirrored full refund", order, (o) => o.status === "refunded");
    expect(await order()).toMatchObject({ refundedAmount: 10, refundableAmount: 0, hasAccess: false });
    const refunded = await eventsOf(buyer.key, "purchase.refunded");
    expect(refunded.filter((e) => JSON.stringify(e.data).includes(orderId))).toHaveLength(2);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === pi.id)).toHaveLength(2);
  });

  it("applies charge.dispute.created once: access frozen, order disputed, the seller's share held; won gives it back", async () => {
    const buyer = accounts.buyers[6];
    await addCard(buyer, "pm_card_visa");
    const bought = await buy(buyer, accounts.products[7]);
    expect(bought.status, bought.text).toBe(201);
    const orderId = bought.body.data.orderId as string;
    const [pi] = intentsOf(buyer);
    expect(await downloadStatus(buyer, orderId)).toBe(200);
    const balance = async () => (await call(accounts.seller.key, "/balance")).body.data[0] as { balance: number; disputes: number };
    const before = await balance();

    const dispute = fake.dispute(pi.id, "product_not_received");
    const created = fake.event("charge.dispute.created", dispute);
    expect(await sendWebhook(created)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await sendWebhook(created)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    const mine = await until(
      "the dispute applied",
      async () => (await call(buyer.key, `/purchases/${orderId}`)).body.data,
      (o) => o.status === "disputed",
    );
    expect(mine).toMatchObject({ hasAccess: false, dispute: { id: dispute.id, status: "open", reason: "product_not_received" } });
    const download = await call(buyer.key, `/purchases/${orderId}/download`);
    expect([download.status, download.body.error.code, download.body.error.details.reason]).toEqual([403, "UNAUTHORIZED", "disputed"]);
    const theirs = (await call(accounts.seller.key, `/purchases/${orderId}`)).body.data;
    expect(theirs).toMatchObject({ status: "disputed", dispute: { status: "open", heldAmount: 16 } });
    expect(cents(await balance())).toEqual({ balance: cents(before).balance - 1600, disputes: cents(before).disputes - 1600 });
    // A refund now is refused before Stripe is asked (Stripe refuses a disputed charge too).
    const refund = await call(buyer.key, `/purchases/${orderId}/refund`, { json: { reason: "other" } });
    expect([refund.status, refund.body.error.details.reason]).toEqual([400, "disputed"]);
    expect((await eventsOf(accounts.seller.key, "dispute.created")).filter((e) => JSON.stringify(e.data).includes(orderId))).toHaveLength(
      1,
    );

    const closed = fake.event("charge.dispute.closed", fake.decide(dispute.id, "won"));
    expect((await sendWebhook(closed)).status).toBe(200);
    await until(
      "the dispute won",
      async () => (await call(buyer.key, `/purchases/${orderId}`)).body.data,
      (o) => o.status === "completed",
    );
    expect(await downloadStatus(buyer, orderId)).toBe(200);
    expect(cents(await balance())).toEqual(cents(before));
    expect((await eventsOf(buyer.key, "dispute.closed")).filter((e) => JSON.stringify(e.data).includes(orderId))).toHaveLength(1);
  });

  it("applies a lost dispute once: the share stays out of the seller's balance and access ends", async () => {
    const buyer = accounts.buyers[7];
    await addCard(buyer, "pm_card_visa");
    const bought = await buy(buyer, accounts.products[8]);
    expect(bought.status, bought.text).toBe(201);
    const orderId = bought.body.data.orderId as string;
    const [pi] = intentsOf(buyer);
    const balance = async () => (await call(accounts.seller.key, "/balance")).body.data[0] as { balance: number; disputes: number };
    const before = await balance();
    const dispute = fake.dispute(pi.id, "fraudulent");
    // Stripe may deliver the closing event first: it opens and closes the dispute; the late created event changes nothing.
    const closed = fake.event("charge.dispute.closed", fake.decide(dispute.id, "lost"));
    expect((await sendWebhook(closed)).status).toBe(200);
    const order = await until(
      "the dispute lost",
      async () => (await call(accounts.seller.key, `/purchases/${orderId}`)).body.data,
      (o) => o.dispute?.status === "lost",
    );
    expect(order).toMatchObject({ status: "disputed", hasAccess: false, dispute: { heldAmount: 32 } });
    expect(order.dispute.summary).toContain("taken from your balance");
    expect((await sendWebhook(fake.event("charge.dispute.created", dispute))).status).toBe(200);
    expect((await sendWebhook(fake.event("charge.dispute.closed", fake.decide(dispute.id, "lost")))).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect(cents(await balance())).toEqual({ balance: cents(before).balance - 3200, disputes: cents(before).disputes - 3200 });
    expect((await call(buyer.key, `/purchases/${orderId}/download`)).status).toBe(403);
  });

  it("onboards the seller's payout account: not set up, a fresh Account Link, then enabled once read back from Stripe", async () => {
    const seller = accounts.seller;
    const before = await call(seller.key, "/payouts/account");
    expect(before.status, before.text).toBe(200);
    expect(before.body.data).toMatchObject({ status: "not_started", payoutsEnabled: false });
    const link = await call(seller.key, "/payouts/account/onboarding-link", { method: "POST", json: {} });
    expect(link.status, link.text).toBe(200);
    expect(link.body.data.url).toContain("/test/onboarding/acct_");
    expect(decodeURIComponent(link.body.data.url)).toContain("/dashboard/sales?onboarding=return");
    expect((await call(seller.key, "/payouts/account")).body.data.status).toBe("details_needed");
    // The seller finishes onboarding on Stripe's page, then comes back: the page reads the account from Stripe.
    expect((await fetch(link.body.data.url)).status).toBe(200);
    const back = await call(seller.key, "/payouts/account?refresh=true");
    expect(back.body.data).toMatchObject({ status: "enabled", payoutsEnabled: true });
  });
});
