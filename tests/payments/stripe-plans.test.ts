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
import { signIn } from "../support/session";
import { startFakeStripe, type FakeStripe } from "./support/fake-stripe";

// Paid plans on Stripe Billing (docs/payments.md#paid-plans): the app in Stripe mode in a process of its own, the real
// SDK against the fake (tests/payments/support/fake-billing.ts), subscription webhooks signed as Stripe signs them.
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stripe-plans-"));
const pgName = `plans_${randomBytes(4).toString("hex")}_${testDatabase.name}`.slice(0, 60);
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
const PASSWORD = "plan-pass-12345";
const signer = new Stripe("sk_test_signer");
type User = { id: string; email: string; key: string; cookie: string };
let fake: FakeStripe;
let app: AppProcess;
let users: User[];

beforeAll(async () => {
  fake = await startFakeStripe();
  const dbEnv: Record<string, string> =
    testDatabase.kind === "postgresql" ? { DATABASE_URL: await createDatabase(pgName), DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const env: NodeJS.ProcessEnv = { ...process.env, ...dbEnv, AUTO_SEED: "false", LOG_LEVEL: "error" };
  if (!dbEnv.DATABASE_URL) delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules/.bin/tsx"),
    ["tests/payments/support/make-plan-users.ts", "4"],
    {
      env,
      cwd: root,
      timeout: 120_000,
    },
  );
  const made = JSON.parse(
    stdout
      .split("\n")
      .find((l) => l.startsWith("RESULT "))!
      .slice(7),
  ) as { users: Omit<User, "cookie">[] };
  app = await startAppProcess(
    {
      ...dbEnv,
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_promptly",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_TIMEOUT_MS: "2000",
      STRIPE_MAX_NETWORK_RETRIES: "1",
      MAIL_DEV_INBOX: "true",
      LOG_LEVEL: "info",
    },
    testDatabase.kind === "postgresql" ? {} : { embeddedIn: dataDir },
  );
  Object.assign(fake.webhook, { url: `${app.url}/api/stripe/webhook`, secret: WEBHOOK_SECRET });
  users = [];
  for (const u of made.users) users.push({ ...u, cookie: await signIn(u.email, PASSWORD, {}, app.url) });
}, 300_000);

afterAll(async () => {
  await app?.stop();
  await fake?.close();
  if (testDatabase.kind === "postgresql") await dropDatabase(pgName);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type PlanStatus = {
  plan: string;
  checkoutUrl: string | null;
  subscription: null | {
    status: string;
    plan: string;
    nextPlan: string | null;
    changesAt: string | null;
    currentPeriodEnd: string;
    nextInvoice: { date: string; amount: number; currency: string } | null;
    notice: { kind: string; message: string } | null;
  };
};

/** A dashboard-session request, as the browser sends it (same origin). */
async function session(user: User, method: "GET" | "POST", json?: unknown, path = "/account/plan") {
  const res = await fetch(`${app.url}/api/v1${path}`, {
    method,
    headers: { cookie: user.cookie, origin: app.url, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) };
}
const readPlan = async (user: User) => (await session(user, "GET")).body.data as PlanStatus;
const choose = (user: User, plan: string) => session(user, "POST", { plan });

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function sendEvent(event: unknown) {
  const payload = JSON.stringify(event);
  const res = await fetch(`${app.url}/api/stripe/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
  return (await res.json()) as { received: boolean; duplicate: boolean };
}

type PlanEvent = { data: { subscription: { oldPlan: string; newPlan: string; effectiveDate: string } } };
const planEvents = async (user: User) =>
  ((await callInstance(app, "/events?type=user.subscription.updated", { key: user.key })).body.data as PlanEvent[])
    .map((e) => e.data.subscription)
    .reverse();

/** Subscribes through Checkout: the hosted page's Subscribe button pays, signs checkout.session.completed, redirects. */
async function subscribe(user: User, plan: string): Promise<{ subscriptionId: string; back: string }> {
  const res = await choose(user, plan);
  expect(res.status, res.text).toBe(200);
  const url = res.body.data.checkoutUrl as string;
  const pay = await fetch(url, { method: "POST", redirect: "manual" });
  expect(pay.status).toBe(303);
  const sessionId = url.split("/").pop()!;
  return { subscriptionId: String(fake.sessions.get(sessionId)!.subscription), back: pay.headers.get("location")! };
}

const subOf = (id: string) => fake.billing.subscriptions.get(id)!;
const periodEnd = (id: string) =>
  new Date(Number((subOf(id).items as { data: { current_period_end: number }[] }).data[0].current_period_end) * 1000).toISOString();

describe("paid plans on Stripe Billing", () => {
  it("subscribes through Checkout in subscription mode: the plan changes once paid, with the next invoice", async () => {
    const user = users[0];
    const res = await choose(user, "PRO");
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ plan: "FREE", subscription: null });
    const url = res.body.data.checkoutUrl as string;
    expect(url).toMatch(new RegExp(`^${fake.url}/test/checkout/cs_test_`));
    const checkout = fake.sessions.get(url.split("/").pop()!)!;
    expect(checkout).toMatchObject({
      mode: "subscription",
      client_reference_id: user.id,
      metadata: { buyerId: user.id, purpose: "plan", plan: "PRO" },
      subscription_data: { metadata: { userId: user.id } },
      success_url: `${app.url}/dashboard/billing?plan=success&session_id={CHECKOUT_SESSION_ID}`,
      amount_total: 1900,
    });
    // The Price was made once, found by its lookup key, recurring monthly at the plan's price.
    const price = [...fake.billing.prices.values()].find((p) => p.lookup_key === "promptly_pro_usd_1900_month")!;
    expect(price).toMatchObject({ unit_amount: 1900, currency: "usd", recurring: { interval: "month" }, metadata: { plan: "PRO" } });
    expect((checkout.line_items as { price: string }[])[0].price).toBe(price.id);
    expect((await readPlan(user)).plan).toBe("FREE"); // nothing paid yet

    // Pays on the hosted page: checkout.session.completed arrives, then the return reads the session (once either way).
    const pay = await fetch(url, { method: "POST", redirect: "manual" });
    const back = pay.headers.get("location")!;
    expect(back).toMatch(/\/dashboard\/billing\?plan=success&session_id=cs_test_/);
    const read = await callInstance(app, `/checkout-sessions/${checkout.id}`, { key: user.key });
    expect(read.body.data).toMatchObject({ mode: "subscription", status: "complete", paid: true });
    const plan = await until(
      "the plan",
      () => readPlan(user),
      (p) => p.plan === "PRO",
    );
    const subId = String(checkout.subscription);
    expect(plan.subscription).toMatchObject({
      status: "active",
      plan: "PRO",
      nextPlan: null,
      nextInvoice: { date: periodEnd(subId), amount: 19, currency: "USD" },
      notice: null,
    });
    expect((await callInstance(app, "/me", { key: user.key })).body.data.limits).toEqual({ perMinute: 100, perDay: 10_000 });
    const events = await until(
      "one event",
      () => planEvents(user),
      (e) => e.length >= 1,
    );
    expect(events).toEqual([{ userId: user.id, oldPlan: "FREE", newPlan: "PRO", effectiveDate: expect.any(String) }]);
  });

  it("a second Checkout page for a first plan expires the first: only one subscription can be paid", async () => {
    const user = users[3];
    const first = await choose(user, "PRO");
    expect(first.status, first.text).toBe(200);
    const firstUrl = first.body.data.checkoutUrl as string;
    // Another tab, or a second click, asks again before paying.
    const second = await choose(user, "BUSINESS");
    expect(second.status, second.text).toBe(200);
    const secondUrl = second.body.data.checkoutUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(fake.sessions.get(firstUrl.split("/").pop()!)!.status).toBe("expired");

    // The first page can no longer be paid; the second can.
    const late = await fetch(firstUrl, { method: "POST", redirect: "manual" });
    expect(late.status).toBe(200);
    expect(await late.text()).toContain("no longer available");
    const pay = await fetch(secondUrl, { method: "POST", redirect: "manual" });
    expect(pay.status).toBe(303);
    await until(
      "the plan",
      () => readPlan(user),
      (p) => p.plan === "BUSINESS",
    );
    const customer = fake.sessions.get(secondUrl.split("/").pop()!)!.customer;
    const subscriptions = [...fake.billing.subscriptions.values()].filter((sub) => sub.customer === customer);
    expect(subscriptions).toHaveLength(1);
  });

  it("opens Stripe's Customer Portal for the account's own Customer, coming back to Billing; an API key cannot", async () => {
    const user = users[3];
    const res = await session(user, "POST", undefined, "/account/plan/portal");
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${fake.url}/test/portal/bps_`));
    const portal = fake.portals.get(res.body.data.url.split("/").pop()!)!;
    const customer = fake.sessions.get([...fake.sessions.values()].find((s) => s.client_reference_id === user.id)!.id as string)!.customer;
    expect(portal).toMatchObject({ customer, return_url: `${app.url}/dashboard/billing` });
    const viaKey = await callInstance(app, "/account/plan/portal", { key: user.key, method: "POST" });
    expect(viaKey.status).toBe(403);
  });

  it("upgrades at once with a prorated invoice, paid; downgrades at the period end", async () => {
    const user = users[0];
    const subId = String([...fake.sessions.values()].find((s) => (s.metadata as Record<string, string>).buyerId === user.id)!.subscription);
    const up = await choose(user, "BUSINESS");
    expect(up.status, up.text).toBe(200);
    expect(up.body.data).toMatchObject({ plan: "BUSINESS", subscription: { plan: "BUSINESS", nextInvoice: { amount: 99 } } });
    const update = fake.requests.filter((r) => r.method === "POST" && r.path === `/v1/subscriptions/${subId}`).at(-1)!;
    expect(update.params).toMatchObject({ proration_behavior: "always_invoice", payment_behavior: "pending_if_incomplete" });
    expect(update.idempotencyKey).toMatch(new RegExp(`^plan:${subId}:upgrade:BUSINESS:`));
    const prorated = [...fake.billing.invoices.values()].filter((i) => i.billing_reason === "subscription_update");
    expect(prorated).toHaveLength(1);
    // $99 − $19 for what is left of the month (a few seconds of it are gone): about $80.
    expect(prorated[0]).toMatchObject({ status: "paid" });
    expect(Number(prorated[0].amount_due)).toBeGreaterThan(7_990);
    expect(Number(prorated[0].amount_due)).toBeLessThanOrEqual(8_000);
    expect((await planEvents(user)).map((e) => e.newPlan)).toEqual(["PRO", "BUSINESS"]);

    // Down to Pro: Business stays until the period ends; the next invoice is Pro's price. No event yet.
    const down = await choose(user, "PRO");
    expect(down.status, down.text).toBe(200);
    const end = periodEnd(subId);
    expect(down.body.data).toMatchObject({
      plan: "BUSINESS",
      subscription: { plan: "BUSINESS", nextPlan: "PRO", changesAt: end, nextInvoice: { date: end, amount: 19 } },
    });
    expect(subOf(subId).metadata).toMatchObject({ userId: user.id, keepPlan: "BUSINESS" });
    expect((await planEvents(user)).map((e) => e.newPlan)).toEqual(["PRO", "BUSINESS"]);

    // The period ends: Stripe renews at Pro's price and sends customer.subscription.updated; the plan follows.
    const { invoice } = fake.billing.renew(subId);
    expect(invoice).toMatchObject({ amount_due: 1900, status: "paid" });
    const event = fake.event("customer.subscription.updated", subOf(subId));
    expect(await sendEvent(event)).toEqual({ received: true, duplicate: false });
    await until(
      "the downgrade",
      () => readPlan(user),
      (p) => p.plan === "PRO",
    );
    const events = await until(
      "the third event",
      () => planEvents(user),
      (e) => e.length === 3,
    );
    expect(events[2]).toMatchObject({ oldPlan: "BUSINESS", newPlan: "PRO", effectiveDate: end });
    // The same delivery again is a duplicate and changes nothing.
    expect(await sendEvent(event)).toEqual({ received: true, duplicate: true });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await planEvents(user)).toHaveLength(3);
  });

  it("cancels at the period end (and can keep the plan until then); customer.subscription.deleted ends it on FREE", async () => {
    const user = users[0];
    const subId = String([...fake.sessions.values()].find((s) => (s.metadata as Record<string, string>).buyerId === user.id)!.subscription);
    const cancel = await choose(user, "FREE");
    expect(cancel.body.data).toMatchObject({ plan: "PRO", subscription: { nextPlan: "FREE", nextInvoice: null } });
    expect(subOf(subId).cancel_at_period_end).toBe(true);
    // Changed their mind: asking for the current plan undoes the cancellation.
    const keep = await choose(user, "PRO");
    expect(keep.body.data).toMatchObject({ plan: "PRO", subscription: { nextPlan: null, nextInvoice: { amount: 19 } } });
    expect(subOf(subId).cancel_at_period_end).toBe(false);
    await choose(user, "FREE");
    fake.billing.renew(subId); // the period ends: canceled as asked
    expect(await sendEvent(fake.event("customer.subscription.deleted", subOf(subId)))).toMatchObject({ duplicate: false });
    const plan = await until(
      "Free",
      () => readPlan(user),
      (p) => p.plan === "FREE",
    );
    expect(plan.subscription).toMatchObject({ status: "canceled", nextInvoice: null, notice: null });
    const events = await until(
      "four events",
      () => planEvents(user),
      (e) => e.length === 4,
    );
    expect(events[3]).toMatchObject({ oldPlan: "PRO", newPlan: "FREE" });
  });

  it("a declined upgrade changes nothing (402); a failed renewal warns, and after Stripe's retries drops to FREE with a notice", async () => {
    const user = users[1];
    const { subscriptionId: subId } = await subscribe(user, "PRO");
    await until(
      "Pro",
      () => readPlan(user),
      (p) => p.plan === "PRO",
    );
    // The card now declines (as a card that ran out of funds).
    const declining = await fetch(`${fake.url}/v1/payment_methods/pm_card_chargeDeclinedInsufficientFunds/attach`, {
      method: "POST",
      headers: { authorization: "Bearer sk_test_promptly", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ customer: String(subOf(subId).customer) }),
    }).then((r) => r.json() as Promise<{ id: string }>);
    fake.billing.setCard(subId, declining.id);
    const up = await choose(user, "BUSINESS");
    expect([up.status, up.body.error?.code, up.body.error?.details?.reason]).toEqual([402, "PAYMENT_DECLINED", "upgrade_not_paid"]);
    expect(subOf(subId).pending_update).not.toBeNull();
    expect((await readPlan(user)).plan).toBe("PRO");

    // The renewal declines: invoice.payment_failed, the subscription past_due. The plan stays while Stripe retries.
    const { invoice } = fake.billing.renew(subId);
    expect(invoice).toMatchObject({ status: "open" });
    await sendEvent(fake.event("invoice.payment_failed", invoice!));
    const retrying = await until(
      "the retry notice",
      () => readPlan(user),
      (p) => p.subscription?.notice !== null,
    );
    expect(retrying).toMatchObject({ plan: "PRO", subscription: { status: "past_due", notice: { kind: "payment_retrying" } } });

    // Stripe's retries are exhausted: the subscription is canceled for non-payment, and the account drops to FREE.
    fake.billing.endAfterRetries(subId);
    const deleted = fake.event("customer.subscription.deleted", subOf(subId));
    await sendEvent(deleted);
    const ended = await until(
      "Free",
      () => readPlan(user),
      (p) => p.plan === "FREE",
    );
    expect(ended.subscription).toMatchObject({ status: "canceled", notice: { kind: "payment_failed" }, nextInvoice: null });
    expect(ended.subscription!.notice!.message).toMatch(/back on the Free plan/);
    expect((await callInstance(app, "/me", { key: user.key })).body.data.limits).toEqual({ perMinute: 20, perDay: 200 });
    expect(await sendEvent(deleted)).toMatchObject({ duplicate: true });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await planEvents(user)).map((e) => e.newPlan)).toEqual(["PRO", "FREE"]);
    // The notices went to the outbox: one while retrying, one when the plan ended.
    const inbox = await (await fetch(`${app.url}/dev/mail`)).text();
    const mine = inbox.split("<li").filter((li) => li.includes(user.email));
    expect(mine.filter((li) => li.includes("Plan payment failed"))).toHaveLength(2);
  });

  it("answers ENTERPRISE accounts and bad plans with 400, and GET /account/plan to an API key", async () => {
    const user = users[2];
    expect((await choose(user, "GOLD")).status).toBe(400);
    expect((await choose(user, "ENTERPRISE")).status).toBe(400);
    const viaKey = await callInstance(app, "/account/plan", { key: user.key });
    expect(viaKey.status, viaKey.text).toBe(200);
    expect(viaKey.body.data).toMatchObject({ plan: "FREE", subscription: null, checkoutUrl: null });
    // POST is a dashboard-session operation.
    expect((await callInstance(app, "/account/plan", { key: user.key, json: { plan: "PRO" } })).status).toBe(403);
  });
});
