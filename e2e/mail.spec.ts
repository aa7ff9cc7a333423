import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { openMail, signOut, signUp } from "./support/auth";

const SCREENSHOTS = path.join(import.meta.dirname, "screenshots");

// With no SMTP_URL (the embedded default these journeys run on), mail stays in the database and /dev/mail shows it.
test("a person who forgot their password resets it through the development mailbox and signs in", async ({ page }) => {
  test.setTimeout(120_000);
  const creds = await signUp(page);
  await signOut(page);

  await page.goto("/signin");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The form is also reachable directly (the "Ask for a new link" button leads here).
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(creds.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for this address, we sent a link");

  await openMail(page, creds.email, "Reset your Promptly password");
  await expect(page.getByRole("tab", { name: "Message" })).toHaveAttribute("aria-selected", "true");
  // The message's own button, clicked inside the sandboxed frame, opens the reset page in a new tab.
  const opened = page.waitForEvent("popup");
  await page.frameLocator('iframe[title="The message as HTML"]').getByRole("link", { name: "Choose a new password" }).click();
  const tab = await opened;
  await expect(tab).toHaveURL(/\/reset-password\?token=/);
  await page.goto(tab.url());
  await tab.close();
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

  const newPassword = `new-${creds.password}`;
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("New password again").fill("something else");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("The two passwords differ")).toBeVisible();
  await page.getByLabel("New password again").fill(newPassword);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password was changed");

  // The link works once.
  const used = page.url();
  await page.goto(used);
  await expect(page.getByRole("heading", { name: "This reset link cannot be used" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible();

  // Malformed links get a clear page with a way to ask again, never an error.
  await page.goto("/reset-password?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "This reset link cannot be used" })).toBeVisible();
  await page.goto("/verify-email?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "This link cannot be used" })).toBeVisible();

  await page.goto("/signin");
  await page.getByLabel("Email").fill(creds.email);
  await page.getByLabel("Password").fill(creds.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Wrong email or password.")).toBeVisible();
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await openMail(page, creds.email, "Your Promptly password was changed");
  await page.getByRole("tab", { name: "Plain text" }).click();
  await expect(page.getByText(/signed out/)).toBeVisible();
});

test("the development mailbox passes axe at both sizes", async ({ page }) => {
  test.setTimeout(120_000);
  const creds = await signUp(page);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const [size, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } })) {
    await page.setViewportSize(viewport);
    await page.goto("/dev/mail");
    await expect(page.getByRole("heading", { name: "Development mailbox" })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/dev-mail-list-${size}.png` });
    const list = await new AxeBuilder({ page }).analyze();
    await openMail(page, creds.email, "Confirm your email address");
    await expect(page.frameLocator("iframe").getByText("Confirm my address")).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/dev-mail-message-${size}.png` });
    // axe cannot run inside the script-less sandboxed frame (it waits on it until the test times out): the page is
    // checked with the Headers tab open, which unmounts the frame; the message HTML is the template's, not the page's.
    await page.getByRole("tab", { name: "Headers" }).click();
    await expect(page.getByText("Message-ID")).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/dev-mail-headers-${size}.png` });
    const message = await new AxeBuilder({ page }).analyze();
    const serious = [...list.violations, ...message.violations].filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${size}: ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(sideways, `${size}: sideways scroll`).toBe(false);
  }
});
