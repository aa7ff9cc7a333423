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

// Hosted Stripe Checkout (docs/payments.md#hosted-checkout): the app in Stripe mode in a process of its own, the real
// SDK against the fake, whose hosted page "pays" the session, signs checkout.session.completed and redirects back.
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stripe-checkout-"));
const pgName = `checkout_${randomBytes(4).toString("hex")}_${testDatabase.name}`.slice(0, 60);
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
const signer = new Stripe("sk_test_signer");
type Account = { id: string; email: string; key: string };
let fake: FakeStripe;
let app: AppProcess;
let accounts: { seller: Account; products: string[]; buyers: Account[] };

beforeAll(async () => {
  fake = await startFakeStripe();
  const dbEnv: Record<string, string> =
    testDatabase.kind === "postgresql" ? { DATABASE_URL: await createDatabase(pgName), DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const env: NodeJS.ProcessEnv = { ...process.env, ...dbEnv, AUTO_SEED: "false", LOG_LEVEL: "error" };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules/.bin/tsx"),
    ["tests/payments/support/make-accounts.ts", "3", "9.99", "19", "25", "12.5"],
    { env, cwd: root, timeout: 120_000 },
  );
  accounts = JSON.parse(
    stdout
      .split("\n")
      .find((l) => l.startsWith("RESULT "))!
      .slice(7),
  );
  app = await startAppProcess(
    {
      ...dbEnv,
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_promptly",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_TIMEOUT_MS: "2000",
      STRIPE_MAX_NETWORK_RETRIES: "1",
      LOG_LEVEL: "info",
    },
    testDatabase.kind === "postgresql" ? {} : { embeddedIn: dataDir },
  );
  fake.webhook.secret = WEBHOOK_SECRET;
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await fake?.close();
  if (testDatabase.kind === "postgresql") await dropDatabase(pgName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (key: string, pathname: string, opts: { method?: string; json?: unknown } = {}) =>
  callInstance(app, pathname, { key, ...opts });
const ordersOf = async (buyer: Account) =>
  (await call(buyer.key, "/purchases")).body.data as { orderId: string; product: { id: string } }[];

/** The buyer presses Pay on the hosted page: the answer is Stripe's redirect back to success_url. */
async function pay(url: string): Promise<string> {
  const res = await fetch(url, { method: "POST", redirect: "manual" });
  expect(res.status).toBe(303);
  return res.headers.get("location")!;
}

async function sendCompleted(sessionId: string) {
  const payload = JSON.stringify(fake.event("checkout.session.completed", fake.sessionView(sessionId)));
  const res = await fetch(`${app.url}/api/stripe/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
  return { status: res.status, body: await res.json() };
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("hosted Stripe Checkout", () => {
  it("makes a payment session on the buyer's Customer naming the order, back to the product page", async () => {
    const buyer = accounts.buyers[0];
    const productId = accounts.products[0];
    const res = await call(buyer.key, "/checkout-sessions", { json: { mode: "payment", productId } });
    expect(res.status, res.text).toBe(201);
    const view = res.body.data;
    expect(view).toMatchObject({ mode: "payment", status: "open", paid: false, amount: 9.99, currency: "usd", productId });
    expect(view.url).toBe(`${fake.url}/test/checkout/${view.id}`);
    const session = fake.sessions.get(view.id)!;
    const customer = [...fake.customers.values()].find((c) => (c.metadata as Record<string, string>).userId === buyer.id)!;
    expect(session).toMatchObject({ mode: "payment", customer: customer.id, client_reference_id: view.orderId, amount_total: 999 });
    expect(session.metadata).toMatchObject({ orderId: view.orderId, productId, buyerId: buyer.id, sellerId: accounts.seller.id });
    expect(session.success_url).toBe(`${app.url}/products/${productId}?checkout=success&session_id={CHECKOUT_SESSION_ID}`);
    expect(session.cancel_url).toBe(`${app.url}/products/${productId}?checkout=cancelled`);
    expect(await ordersOf(buyer)).toEqual([]);
    // Stripe mode's readiness shows the last reconciliation (none yet), never as a failure.
    const ready = await (await fetch(`${app.url}/api/ready`)).json();
    expect(ready.checks.paymentsReconciliation).toEqual({ ok: true, detail: "no reconciliation has run yet" });
    // Another buyer cannot read it; the API validates the body.
    expect((await call(accounts.buyers[1].key, `/checkout-sessions/${view.id}`)).status).toBe(404);
    expect((await call(buyer.key, "/checkout-sessions", { json: { mode: "payment" } })).status).toBe(400);
    expect((await call(buyer.key, "/checkout-sessions", { json: { mode: "payment", productId: "prd_nope" } })).status).toBe(404);
  });

  it("fulfils on return when the session reads as paid, and the late webhook changes nothing", async () => {
    const buyer = accounts.buyers[0];
    const productId = accounts.products[1];
    fake.webhook.url = null; // the webhook is late
    const view = (await call(buyer.key, "/checkout-sessions", { json: { productId } })).body.data;
    const back = await pay(view.url);
    expect(back).toBe(`${app.url}/products/${productId}?checkout=success&session_id=${view.id}`);
    // The product page reads the session on return: it shows the purchase at once.
    const page = await fetch(back, { headers: { cookie: "" } });
    expect(page.status).toBe(200);
    const read = await call(buyer.key, `/checkout-sessions/${view.id}`);
    expect(read.body.data).toMatchObject({ status: "complete", paid: true, orderId: view.orderId, url: null });
    const order = await call(buyer.key, `/purchases/${view.orderId}`);
    expect(order.status, order.text).toBe(200);
    expect(order.body.data).toMatchObject({ status: "completed", amount: 19 });
    // Stripe's checkout.session.completed arrives after: kept, applied, nothing new; a repeat is a duplicate.
    expect((await sendCompleted(view.id)).body).toEqual({ received: true, duplicate: false });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await ordersOf(buyer)).filter((o) => o.product.id === productId)).toHaveLength(1);
    const events = (await call(accounts.seller.key, "/events?type=purchase.completed")).body.data as { data: unknown }[];
    expect(events.filter((e) => JSON.stringify(e.data).includes(view.orderId))).toHaveLength(1);
    // Bought: a new session for it is refused.
    const again = await call(buyer.key, "/checkout-sessions", { json: { productId } });
    expect([again.status, again.body.error.details.reason]).toEqual([400, "already_purchased"]);
  });

  it("fulfils from checkout.session.completed when it comes first; the return finds it done; duplicates apply once", async () => {
    const buyer = accounts.buyers[1];
    const productId = accounts.products[2];
    fake.webhook.url = `${app.url}/api/stripe/webhook`;
    const view = (await call(buyer.key, "/checkout-sessions", { json: { productId } })).body.data;
    await pay(view.url); // delivers the signed event before redirecting
    const orders = await until(
      "the order from the webhook",
      () => ordersOf(buyer),
      (o) => o.some((x) => x.orderId === view.orderId),
    );
    expect(orders).toHaveLength(1);
    expect((await call(buyer.key, `/checkout-sessions/${view.id}`)).body.data).toMatchObject({ paid: true, orderId: view.orderId });
    expect((await sendCompleted(view.id)).body.duplicate).toBe(false); // a second delivery of another event id, same session
    await new Promise((r) => setTimeout(r, 1000));
    expect(await ordersOf(buyer)).toHaveLength(1);
    // The buyer's content is theirs; the PaymentIntent carries the order's metadata; nothing was refunded.
    const download = await fetch(`${app.url}/api/v1/purchases/${view.orderId}/download`, {
      headers: { authorization: `Bearer ${buyer.key}` },
    });
    expect([download.status, await download.text()]).toEqual([200, "Say {{word}}."]);
    const pi = fake.paymentIntents.get(String(fake.sessions.get(view.id)!.payment_intent))!;
    expect(pi.metadata).toMatchObject({ orderId: view.orderId, buyerId: buyer.id, productId });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === pi.id)).toEqual([]);
  });

  it("keeps the card paid with through Checkout for later off-session purchases, once per card", async () => {
    const buyer = accounts.buyers[1]; // paid products[2] through Checkout in the test before
    const customer = [...fake.customers.values()].find((c) => (c.metadata as Record<string, string>).userId === buyer.id)!;
    const paidSession = [...fake.sessions.values()].find((x) => (x.metadata as Record<string, string>).buyerId === buyer.id)!;
    const pi = fake.paymentIntents.get(String(paidSession.payment_intent))!;
    expect(pi.setup_future_usage).toBe("off_session");
    expect(fake.paymentMethods.get(String(pi.payment_method))).toMatchObject({ customer: customer.id });
    const saved = async () =>
      (await call(buyer.key, "/payment-methods")).body.data as { id: string; brand: string; last4: string; isDefault: boolean }[];
    expect((await saved()).map((m) => [m.brand, m.last4, m.isDefault])).toEqual([["visa", "4242", true]]);
    // The saved card pays an API purchase off-session, on the PaymentMethod Stripe attached.
    const bought = await call(buyer.key, "/purchases", { json: { productId: accounts.products[0] } });
    expect(bought.status, bought.text).toBe(201);
    const offSession = [...fake.paymentIntents.values()].find(
      (x) => (x.metadata as Record<string, string>).orderId === bought.body.data.orderId,
    )!;
    expect(offSession).toMatchObject({ payment_method: pi.payment_method, customer: customer.id, status: "succeeded" });
    // Paying again through Checkout with the same card (a new PaymentMethod, the same fingerprint) saves nothing new.
    fake.webhook.url = null;
    const view = (await call(buyer.key, "/checkout-sessions", { json: { productId: accounts.products[1] } })).body.data;
    await pay(view.url);
    expect((await call(buyer.key, `/checkout-sessions/${view.id}`)).body.data.paid).toBe(true);
    expect(await saved()).toHaveLength(1);
  });

  it("two sessions paid for one product: the second payment is refunded, one order", async () => {
    const buyer = accounts.buyers[2];
    const productId = accounts.products[3];
    fake.webhook.url = null;
    const first = (await call(buyer.key, "/checkout-sessions", { json: { productId } })).body.data;
    const second = (await call(buyer.key, "/checkout-sessions", { json: { productId } })).body.data;
    await pay(first.url);
    await pay(second.url);
    expect((await call(buyer.key, `/checkout-sessions/${first.id}`)).body.data.paid).toBe(true);
    expect((await call(buyer.key, `/checkout-sessions/${second.id}`)).body.data.paid).toBe(true);
    expect(await ordersOf(buyer)).toHaveLength(1);
    const secondPi = String(fake.sessions.get(second.id)!.payment_intent);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === secondPi).map((r) => r.amount)).toEqual([1250]);
  });

  it("saves a card from Billing through a setup-mode session, once", async () => {
    const buyer = accounts.buyers[2];
    fake.webhook.url = `${app.url}/api/stripe/webhook`;
    const res = await call(buyer.key, "/checkout-sessions", { json: { mode: "setup" } });
    expect(res.status, res.text).toBe(201);
    const view = res.body.data;
    expect(fake.sessions.get(view.id)).toMatchObject({
      mode: "setup",
      success_url: `${app.url}/dashboard/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(await pay(view.url)).toContain("/dashboard/billing?checkout=success");
    const read = await call(buyer.key, `/checkout-sessions/${view.id}`);
    expect(read.body.data).toMatchObject({ mode: "setup", status: "complete", paid: true, paymentMethodId: expect.stringMatching(/^pm_/) });
    await new Promise((r) => setTimeout(r, 1000));
    const methods = (await call(buyer.key, "/payment-methods")).body.data as { id: string; brand: string; last4: string }[];
    expect(methods.map((m) => [m.brand, m.last4])).toEqual([["visa", "4242"]]);
    // The saved card pays an API purchase off-session.
    const bought = await call(buyer.key, "/purchases", { json: { productId: accounts.products[0] } });
    expect(bought.status, bought.text).toBe(201);
  });
});
