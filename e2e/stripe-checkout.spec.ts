import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Stripe from "stripe";
import { startAppProcess, type AppProcess } from "../tests/support/app-process";
import { startFakeStripe, type FakeStripe } from "../tests/payments/support/fake-stripe";
import { shootBothSizes } from "./support/pages";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// Hosted Stripe Checkout in the browser (docs/payments.md#hosted-checkout). The suite's own server runs in test mode,
// so this journey starts a second one in Stripe mode (PAYMENTS_PROVIDER=stripe: the production build, a database of
// its own) with the SDK pointed at the Stripe-compatible fake of tests/payments, whose hosted page has the Pay button.
const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-stripe-"));
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
let fake: FakeStripe;
let app: AppProcess;
type Account = { id: string; email: string; key: string };
let accounts: { seller: Account; products: string[]; buyers: Account[] };
const STRIPE_ENV = {
  PAYMENTS_PROVIDER: "stripe",
  STRIPE_SECRET_KEY: "sk_test_promptly",
  STRIPE_MAX_NETWORK_RETRIES: "1",
};
let planUser: { email: string };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeStripe();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, AUTO_SEED: "false", LOG_LEVEL: "error" };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules/.bin/tsx"),
    ["tests/payments/support/make-accounts.ts", "1", "9.99", "20"],
    { env, cwd: root, timeout: 120_000 },
  );
  accounts = JSON.parse(
    stdout
      .split("\n")
      .find((l) => l.startsWith("RESULT "))!
      .slice(7),
  );
  // The seller is onboarded on the fake and was paid last week by a Stripe Transfer (the payouts table's Transfer column).
  await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["tests/payments/support/seller-payout.ts", accounts.seller.id], {
    env: { ...env, ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    cwd: root,
    timeout: 120_000,
  });
  // An account on the Free plan, to subscribe (tests/payments/support/make-plan-users.ts).
  const made = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["tests/payments/support/make-plan-users.ts", "1"], {
    env,
    cwd: root,
    timeout: 120_000,
  });
  planUser = JSON.parse(
    made.stdout
      .split("\n")
      .find((l) => l.startsWith("RESULT "))!
      .slice(7),
  ).users[0];
  app = await startAppProcess(
    {
      ...STRIPE_ENV,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      LOG_LEVEL: "warn",
      SIGNUP_PER_IP_PER_HOUR: "1000",
    },
    { embeddedIn: dataDir },
  );
  // Stripe sends checkout.session.completed when the buyer pays; the return may still come first.
  Object.assign(fake.webhook, { url: `${app.url}/api/stripe/webhook`, secret: WEBHOOK_SECRET });
});

test.afterAll(async () => {
  await app?.stop();
  await fake?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto(`${app.url}/signin`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("stripe-pass-1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An /api/v1 call with an account's API key. */
async function callApi(key: string, pathname: string, json?: unknown) {
  const res = await fetch(`${app.url}/api/v1${pathname}`, {
    method: json === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${key}`, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: await res.json() };
}

/** A Stripe event delivered to the app's webhook endpoint, signed as Stripe signs it. */
async function deliver(type: string, object: Record<string, unknown> & { id: string }) {
  const payload = JSON.stringify(fake.event(type, object));
  const res = await fetch(`${app.url}/api/stripe/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
  expect(res.status).toBe(200);
}

test("buys through Stripe's hosted Checkout page and lands back on the product with access", async ({ page }) => {
  const productId = accounts.products[0];
  await signInAs(page, accounts.buyers[0].email);

  await page.goto(`${app.url}/products/${productId}`);
  const panel = page.getByTestId("buy-panel");
  // Stripe mode: no card picker on our page, and no test-mode bar.
  await expect(panel.getByText("You pay on Stripe's secure page and come back here.")).toBeVisible();
  await expect(panel.getByLabel("Pay with")).toHaveCount(0);
  await panel.getByRole("button", { name: "Buy now" }).click();

  await expect(page).toHaveURL(new RegExp(`^${fake.url}/test/checkout/cs_test_`));
  await expect(page.getByRole("heading", { name: "Pay 9.99 USD" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(new RegExp(`/products/${productId}\\?checkout=success&session_id=cs_test_`));
  await expect(page.getByTestId("checkout-return")).toHaveText("Payment received. Thank you!");
  await expect(page.getByTestId("purchase-state")).toContainText("You own this product");
  await expect(page.getByTestId("buy-panel").getByRole("link", { name: "Run" })).toBeVisible();
  await shootBothSizes(page, "stripe-checkout-return");
  expect([...fake.paymentIntents.values()].filter((pi) => pi.status === "succeeded")).toHaveLength(1);

  // The card paid with on Checkout is saved for later purchases (setup_future_usage off_session).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${app.url}/dashboard/billing`);
  await expect(page.getByTestId("payment-method")).toHaveCount(1);
  await expect(page.getByTestId("payment-method")).toContainText("Visa ending 4242");
  // Billing adds a card on Stripe's page in setup mode; the same card again is kept once.
  await page.getByRole("button", { name: "Add a card on Stripe" }).click();
  await expect(page.getByRole("heading", { name: "Save a card" })).toBeVisible();
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing\?checkout=success/);
  await expect(page.getByTestId("card-setup-state")).toHaveText("Your card is saved.");
  await expect(page.getByTestId("payment-method")).toHaveCount(1);
  await expect(page.getByTestId("payment-method")).toContainText("Visa ending 4242");
});

test("a card dispute shows on the buyer's order and in the seller's sales; lost, it reads so; payouts show their Transfer", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const buyer = accounts.buyers[0];
  // The buyer buys the second product through the API, off-session on a saved card.
  expect((await callApi(buyer.key, "/payment-methods", { providerRef: "pm_card_mastercard", setDefault: true })).status).toBe(201);
  const bought = await callApi(buyer.key, "/purchases", { productId: accounts.products[1] });
  expect(bought.status).toBe(201);
  const orderId = bought.body.data.orderId as string;
  const pi = [...fake.paymentIntents.values()].find((x) => (x.metadata as Record<string, string>).orderId === orderId)!;

  // The buyer's bank disputes the charge: Stripe's signed charge.dispute.created.
  const dispute = fake.dispute(pi.id, "product_not_received");
  await deliver("charge.dispute.created", dispute);
  await expect.poll(async () => (await callApi(buyer.key, `/purchases/${orderId}`)).body.data.status, { timeout: 20_000 }).toBe("disputed");

  await signInAs(page, buyer.email);
  await page.goto(`${app.url}/dashboard/purchases`);
  await page.getByRole("tab", { name: "Disputed" }).click();
  const rows = page.getByRole("table", { name: "Purchases" }).getByRole("row");
  await expect(rows.filter({ hasText: "Stripe test prompt 2" })).toContainText("Disputed");
  await expect(rows.filter({ hasText: "Stripe test prompt 1" })).toHaveCount(0);
  await page.goto(`${app.url}/dashboard/purchases/${orderId}`);
  const box = page.getByTestId("order-dispute");
  await expect(box).toContainText("Payment disputed");
  await expect(box).toContainText("did not receive the product");
  await expect(box).toContainText("Access is paused");
  await shootBothSizes(page, "stripe-dispute-buyer-open");

  // The seller: the order in Sales under Disputed, its box with the held share, the payouts table with its Transfer.
  await signInAs(page, accounts.seller.email);
  await page.goto(`${app.url}/dashboard/sales`);
  await expect(page.getByTestId("balance-disputes")).toHaveText("-$16.00");
  const payouts = page.getByRole("table", { name: "Payouts" });
  await expect(payouts.getByRole("columnheader", { name: "Transfer" })).toBeVisible();
  await expect(payouts).toContainText("Sent to your Stripe account");
  await expect(payouts).toContainText("$12.34");
  await expect(page.getByTestId("balance")).toHaveCount(1); // one currency: the payout's earnings and the sales alike
  await page.getByRole("tablist", { name: "Filter orders" }).getByRole("tab", { name: "Disputed" }).click();
  const sales = page.getByRole("table", { name: "Orders of your products" });
  await expect(sales.getByRole("row").filter({ hasText: "Stripe test prompt 2" })).toContainText("Disputed");
  await expect(sales.getByRole("row").filter({ hasText: "Stripe test prompt 1" })).toHaveCount(0);
  await shootBothSizes(page, "stripe-dispute-seller-sales");
  await page.goto(`${app.url}/dashboard/purchases/${orderId}`);
  await expect(page.getByTestId("order-dispute")).toContainText("$16.00 is held from your balance");
  await shootBothSizes(page, "stripe-dispute-seller-open");

  // The bank decides for the buyer: charge.dispute.closed, lost.
  await deliver("charge.dispute.closed", fake.decide(String(dispute.id), "lost"));
  await expect
    .poll(async () => (await callApi(buyer.key, `/purchases/${orderId}`)).body.data.dispute?.status, { timeout: 20_000 })
    .toBe("lost");
  await page.reload();
  const lost = page.getByTestId("order-dispute");
  await expect(lost).toContainText("Dispute lost");
  await expect(lost).toContainText("$16.00 is taken from your balance");
  await shootBothSizes(page, "stripe-dispute-seller-lost");
  await page.goto(`${app.url}/dashboard/sales`);
  await page.getByRole("tablist", { name: "Filter orders" }).getByRole("tab", { name: "Disputed" }).click();
  await expect(sales.getByRole("row").filter({ hasText: "Stripe test prompt 2" })).toContainText("Dispute lost");

  await signInAs(page, buyer.email);
  await page.goto(`${app.url}/dashboard/purchases/${orderId}`);
  // For the buyer a lost dispute is their money back: said so, not "lost", and access has ended (they may buy again).
  await expect(page.getByTestId("order-dispute")).toContainText("Payment returned by your bank");
  await expect(page.getByTestId("order-dispute")).toContainText("settled in your favour");
  await expect(page.getByText("Returned by your bank", { exact: true })).toBeVisible();
  await expect(page.getByText("Access ended: your bank returned the payment.", { exact: false })).toBeVisible();
  await shootBothSizes(page, "stripe-dispute-buyer-lost");
});

test("subscribes to a plan through Stripe's hosted Checkout, sees the next invoice, cancels and keeps it", async ({ page }) => {
  await page.goto(`${app.url}/signin`);
  await page.getByLabel("Email").fill(planUser.email);
  await page.getByLabel("Password").fill("plan-pass-12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`${app.url}/dashboard/settings`);
  await page.getByRole("button", { name: "Switch to Pro" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("You pay on Stripe's secure page");
  await dialog.getByRole("button", { name: "Switch to Pro" }).click();

  await expect(page).toHaveURL(new RegExp(`^${fake.url}/test/checkout/cs_test_`));
  await expect(page.getByRole("heading", { name: "Subscribe: 19.00 USD a month" })).toBeVisible();
  await page.getByRole("button", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(/\/dashboard\/billing\?plan=success&session_id=cs_test_/);
  await expect(page.getByTestId("plan-checkout-state")).toHaveText("Payment received: your new plan is on.");
  await expect(page.getByTestId("plan-price")).toHaveText("$19.00 a month");
  await expect(page.getByTestId("next-invoice")).toContainText("Next invoice: $19.00 on");
  await shootBothSizes(page, "plan-subscribed");

  // Cancelling keeps Pro until the period ends; Billing says so and offers to keep it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${app.url}/dashboard/settings`);
  await page.getByRole("button", { name: "Switch to Free" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Your subscription ends on");
  await page.getByRole("alertdialog").getByRole("button", { name: "Switch to Free" }).click();
  await expect(page.getByRole("button", { name: /^Starts / })).toBeVisible();
  await page.goto(`${app.url}/dashboard/billing`);
  await expect(page.getByTestId("pending-change")).toContainText("Cancelled: you keep Pro until");
  await expect(page.getByTestId("next-invoice")).toHaveCount(0);
  await shootBothSizes(page, "plan-cancel-pending");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Keep Pro" }).click();
  await expect(page.getByTestId("pending-change")).toHaveCount(0);
  await expect(page.getByTestId("next-invoice")).toContainText("$19.00");
});
