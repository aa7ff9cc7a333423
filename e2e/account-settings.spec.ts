import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { newCredentials, openMail, signIn, signUp } from "./support/auth";

const SCREENSHOTS = path.join(import.meta.dirname, "screenshots");

test("an owner signs out another browser, changes the password and moves to a new address through the mailbox", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const creds = await signUp(page);

  // A second browser signs in to the same account.
  const other = await browser.newPage();
  await signIn(other, creds);

  await page.goto("/dashboard/settings");
  await expect(page.getByRole("heading", { name: "Where you are signed in" })).toBeVisible();
  const rows = page.getByTestId("session-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("This browser");
  await expect(rows.first()).toContainText(/Chrome on (Windows|Linux|macOS)/);

  await rows
    .nth(1)
    .getByRole("button", { name: /^Sign out / })
    .click();
  await expect(page.getByText("That session is signed out")).toBeVisible();
  await expect(rows).toHaveCount(1);
  // The other browser's next page is the sign-in page.
  await other.goto("/dashboard");
  await expect(other).toHaveURL(/\/signin/);

  // Sign in there again, then "Sign out everywhere else".
  await signIn(other, creds);
  await page.reload();
  await expect(rows).toHaveCount(2);
  await page.getByRole("button", { name: "Sign out everywhere else" }).click();
  await page.getByRole("button", { name: "Sign out the others" }).click();
  await expect(page.getByText("Signed out 1 session")).toBeVisible();
  await other.goto("/dashboard/settings");
  await expect(other).toHaveURL(/\/signin/);

  // Change the password: a wrong current one is refused on its field.
  const card = page.locator("form", { has: page.getByLabel("New password", { exact: true }) });
  await card.getByLabel("Current password").fill("not-my-password");
  await card.getByLabel("New password", { exact: true }).fill("a-new-password-1");
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(card.getByText("This is not your current password")).toBeVisible();
  await card.getByLabel("Current password").fill(creds.password);
  await card.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed", { exact: true })).toBeVisible();
  const password = "a-new-password-1";

  // Change the address: the link goes to the new mailbox; nothing changes until it is followed.
  const newEmail = newCredentials("moved").email;
  const emailForm = page.locator("form", { has: page.getByLabel("New email address") });
  await emailForm.getByLabel("New email address").fill(newEmail);
  await emailForm.getByLabel("Current password").fill(password);
  await emailForm.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(`We sent a link to ${newEmail}`)).toBeVisible();

  await openMail(page, creds.email, "Your Promptly email address is being changed");
  await openMail(page, newEmail, "Confirm your new email address");
  const href = await page
    .frameLocator('iframe[title="The message as HTML"]')
    .getByRole("link", { name: "Use this address" })
    .getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("heading", { name: "Your email address is changed" })).toBeVisible();
  await page.goto("/dashboard/settings");
  await expect(page.getByTestId("signed-in-email")).toHaveText(newEmail);
  // A used or malformed link gets a clear page with a way back, never an error.
  await page.goto("/confirm-email?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open settings" })).toBeVisible();

  // Notifications: a kind turned off stays off.
  await page.goto("/dashboard/settings");
  await page.getByRole("combobox", { name: "Sale notices" }).click();
  await page.getByRole("option", { name: "One mail a day listing the day's sales" }).click();
  await expect(page.getByText("Sale notices: One mail a day listing the day's sales")).toBeVisible();
  await page.getByRole("checkbox", { name: "Product updates" }).click();
  await expect(page.getByText("Product updates: off")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Sale notices" })).toHaveText("One mail a day listing the day's sales");
  await expect(page.getByRole("checkbox", { name: "Product updates" })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Payouts" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Disputes" })).toBeChecked();

  // Screenshots and axe at both sizes.
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const [size, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } })) {
    await page.setViewportSize(viewport);
    await page.goto("/dashboard/settings");
    await expect(page.getByTestId("session-row")).toHaveCount(1);
    await page.getByRole("heading", { name: "Where you are signed in" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/settings-sessions-${size}.png` });
    await page.screenshot({ path: `${SCREENSHOTS}/settings-full-${size}.png`, fullPage: true });
    // The test-mode bar sits above the page's landmarks (axe "region"); it is the shell's, not this page's.
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  await other.close();
});

test("an owner deletes the account: signed out, the address no longer signs in", async ({ page }) => {
  test.setTimeout(120_000);
  const creds = await signUp(page);
  await page.goto("/dashboard/settings");
  const form = page.locator("form", { has: page.getByLabel("Type DELETE to confirm") });
  await form.getByLabel("Current password").fill(creds.password);
  await form.getByLabel("Type DELETE to confirm").fill("delete");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await expect(form.getByText("Type the word DELETE, in capitals")).toBeVisible();
  await form.getByLabel("Type DELETE to confirm").fill("DELETE");
  await form.getByRole("button", { name: "Delete my account" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/\?account=deleted$/);

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/signin/);
  await page.getByLabel("Email").fill(creds.email);
  await page.getByLabel("Password").fill(creds.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong email or password.")).toBeVisible();
  await openMail(page, creds.email, "Your Promptly account was deleted");
});
