import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startAppProcess, type AppProcess } from "../tests/support/app-process";
import { startFakeStripe, type FakeStripe } from "../tests/payments/support/fake-stripe";
import { shootBothSizes } from "./support/pages";
import { expect, test } from "./support/test";

// Hosted Stripe Checkout in the browser (docs/payments.md#hosted-checkout). The suite's own server runs in test mode,
// so this journey starts a second one in Stripe mode (PAYMENTS_PROVIDER=stripe: the production build, a database of
// its own) with the SDK pointed at the Stripe-compatible fake of tests/payments, whose hosted page has the Pay button.
const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-stripe-"));
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString("hex")}`;
let fake: FakeStripe;
let app: AppProcess;
let accounts: { seller: { id: string }; products: string[]; buyers: { email: string }[] };
let planUser: { email: string };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeStripe();
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, AUTO_SEED: "false", LOG_LEVEL: "error" };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(
    path.join(root, "node_modules/.bin/tsx"),
    ["tests/payments/support/make-accounts.ts", "1", "9.99"],
    { env, cwd: root, timeout: 120_000 },
  );
  accounts = JSON.parse(
    stdout
      .split("\n")
      .find((l) => l.startsWith("RESULT "))!
      .slice(7),
  );
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
      PAYMENTS_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_promptly",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_MAX_NETWORK_RETRIES: "1",
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

test("buys through Stripe's hosted Checkout page and lands back on the product with access", async ({ page }) => {
  const productId = accounts.products[0];
  await page.goto(`${app.url}/signin`);
  await page.getByLabel("Email").fill(accounts.buyers[0].email);
  await page.getByLabel("Password").fill("stripe-pass-1234");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

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

  // Billing adds a card on Stripe's page in setup mode.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${app.url}/dashboard/billing`);
  await page.getByRole("button", { name: "Add a card on Stripe" }).click();
  await expect(page.getByRole("heading", { name: "Save a card" })).toBeVisible();
  await page.getByRole("button", { name: "Save card" }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing\?checkout=success/);
  await expect(page.getByTestId("card-setup-state")).toHaveText("Your card is saved.");
  await expect(page.getByTestId("payment-method")).toHaveCount(1);
  await expect(page.getByTestId("payment-method")).toContainText("Visa ending 4242");
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
