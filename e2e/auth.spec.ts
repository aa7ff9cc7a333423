import { shootBothSizes } from "./support/pages";
import { expect, test } from "./support/test";
import { callApiWithKey, createApiKeyInUi, signIn, signOut, signUp } from "./support/auth";

test("sign up, sign in, create an API key, use it, revoke it, see 401", async ({ page }) => {
  const creds = await signUp(page);
  await signOut(page);

  await page.goto("/signin");
  await page.getByLabel("Email").fill(creds.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("Wrong email or password.");

  await signIn(page, creds);
  const key = await createApiKeyInUi(page, { name: "journey key", scopes: ["products:read", "purchases:read"] });

  const me = await callApiWithKey(page, "/me", key);
  expect(me.status).toBe(200);
  expect(me.body.data).toMatchObject({ email: creds.email, plan: "FREE", scopes: ["products:read", "purchases:read"] });

  const row = page.getByRole("row").filter({ hasText: "journey key" });
  await expect(row).toContainText(key.slice(0, 20));
  await row.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("401 Unauthorized");
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
  await expect(row).toContainText("Revoked");

  const after = await callApiWithKey(page, "/me", key);
  expect(after.status).toBe(401);
  expect(after.body.error.code).toBe("INVALID_API_KEY");
});

test("sign-up with a taken email says only to check the mail; repeated wrong passwords pause sign-in", async ({ page, browser }) => {
  const creds = await signUp(page);
  const other = await browser.newPage();
  await other.goto("/signup");
  await other.getByLabel("Name").fill("Someone Else");
  await other.getByLabel("Email").fill(creds.email);
  await other.getByLabel("Password").fill("another-password-1");
  await other.getByRole("button", { name: "Create account" }).click();
  // The same answer as for a new address: nothing says the address is taken, and nobody is signed in.
  await expect(other.getByText(/^Check your email/)).toBeVisible();
  await expect(other.getByText("An account with this email already exists")).toHaveCount(0);
  await expect(other).toHaveURL(/\/signup$/);
  // Checked in the browser with the API's own schema, in plain words, before anything is sent.
  await other.getByLabel("Password").fill("short");
  await other.getByLabel("Password").blur();
  await expect(other.getByText("Use at least 8 characters")).toBeVisible();

  // Five wrong passwords are refused as wrong (the sign-up's own try with "another-password-1" was the first); the
  // sixth straight after is told to wait.
  await other.goto("/signin");
  await other.getByLabel("Email").fill(creds.email);
  for (let i = 1; i < 5; i++) {
    await other.getByLabel("Password").fill(`wrong-password-${i}`);
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect(other.getByText("Wrong email or password.")).toBeVisible();
    await expect(other.getByRole("button", { name: "Sign in" })).toBeEnabled();
  }
  await other.getByLabel("Password").fill("wrong-password-5");
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(
    other.getByText(/^Too many failed sign-ins for this email or from this network\. Try again in \d+ seconds?\.$/),
  ).toBeVisible();
  await other.close();
});

test("settings shows the plan and its limits and changes the plan", async ({ page }) => {
  await signUp(page);
  await page.goto("/dashboard/settings");
  await expect(page.getByTestId("current-plan")).toHaveText("Free");
  await expect(page.getByTestId("limit-minute")).toHaveText("20");
  await expect(page.getByTestId("limit-day")).toHaveText("200");
  await expect(page.getByTestId("price-PRO")).toHaveText("$19.00 a month");
  await expect(page.getByTestId("price-BUSINESS")).toHaveText("$99.00 a month");
  await page.getByRole("button", { name: "Switch to Pro" }).click();
  // The dialog states the price and the new limits before anything changes.
  await expect(page.getByRole("alertdialog")).toContainText("Price: $19.00 a month (now free)");
  await expect(page.getByRole("alertdialog")).toContainText("100 requests a minute");
  // Test mode charges the default card (none saved: Stripe's test card) the monthly price, now.
  await expect(page.getByRole("alertdialog")).toContainText("(or the test card Visa ending 4242) is charged $19.00 a month today");
  await page.getByRole("alertdialog").getByRole("button", { name: "Switch to Pro" }).click();
  await expect(page.getByTestId("current-plan")).toHaveText("Pro");
  await expect(page.getByTestId("limit-minute")).toHaveText("100");
  await expect(page.getByTestId("limit-day")).toHaveText("10,000");
  await page.goto("/dashboard/billing");
  await expect(page.getByTestId("plan-price")).toHaveText("$19.00 a month");
  await expect(page.getByTestId("next-invoice")).toContainText("Next invoice: $19.00 on");
  // Down to Free: Pro stays until the paid month ends, and Billing says so.
  await page.goto("/dashboard/settings");
  await page.getByRole("button", { name: "Switch to Free" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("you keep Pro until then, and nothing more is charged");
  await page.getByRole("alertdialog").getByRole("button", { name: "Switch to Free" }).click();
  await expect(page.getByRole("button", { name: /^Starts / })).toBeVisible();
  await shootBothSizes(page, "settings-plan-cancel-pending");
  await page.goto("/dashboard/billing");
  await expect(page.getByTestId("pending-change")).toContainText("Cancelled: you keep Pro until");
  await shootBothSizes(page, "billing-plan-cancel-pending");
});

test("the embedded default seeds demo accounts on first start", async ({ page }) => {
  await signIn(page, { email: "buyer@demo.test", password: "demo-password-123" });
  await expect(page.getByTestId("signed-in-email")).toHaveText("buyer@demo.test");
});
