import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

// Browser helpers for every journey: they drive the real pages, so a spec reads like what a user does.

export type Credentials = { name: string; email: string; password: string };

export function newCredentials(tag = "e2e"): Credentials {
  const id = randomBytes(4).toString("hex");
  return { name: `E2E ${tag} ${id}`, email: `${tag}-${id}@example.test`, password: `pw-${randomBytes(6).toString("hex")}` };
}

/** Signs up through /signup and lands on the dashboard, signed in. */
export async function signUp(page: Page, creds: Credentials = newCredentials()): Promise<Credentials> {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(creds.name);
  await page.getByLabel("Email").fill(creds.email);
  await page.getByLabel("Password").fill(creds.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId("signed-in-email")).toHaveText(creds.email);
  return creds;
}

/** Signs in through /signin and lands on the dashboard. */
export async function signIn(page: Page, creds: Pick<Credentials, "email" | "password">): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Email").fill(creds.email);
  await page.getByLabel("Password").fill(creds.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signOut(page: Page): Promise<void> {
  // Exact: the settings page also has "Sign out" buttons per session and "Sign out everywhere else".
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Creates an API key on /dashboard/api-keys (all scopes unless narrowed) and returns the full key shown once. */
export async function createApiKeyInUi(page: Page, opts: { name?: string; scopes?: string[] } = {}): Promise<string> {
  await page.goto("/dashboard/api-keys");
  await page.getByLabel("Name").fill(opts.name ?? "e2e key");
  if (opts.scopes) {
    for (const box of await page.getByRole("checkbox").all()) {
      const scope = (await box.locator("xpath=..").innerText()).trim();
      await box.setChecked(opts.scopes.includes(scope));
    }
  }
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^mk_live_/);
  return (await shown.innerText()).trim();
}

/** Calls /api/v1 from the page with an API key (no cookies), as an integrator's program would. */
export async function callApiWithKey(page: Page, path: string, key: string): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ path, key }) => {
      const res = await fetch(`/api/v1${path}`, { headers: { authorization: `Bearer ${key}` }, credentials: "omit" });
      return { status: res.status, body: await res.json() };
    },
    { path, key },
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Opens the newest message with `subject` to `email` in the development mailbox (/dev/mail). */
export async function openMail(page: Page, email: string, subject: string): Promise<void> {
  await page.goto("/dev/mail");
  await page
    .getByRole("link", { name: new RegExp(`^${escapeRegExp(subject)}.*To ${escapeRegExp(email)}`) })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
}

/** Confirms a new account's address the way a person does: the mail in /dev/mail, then its link. Publishing needs it. */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  await openMail(page, email, "Confirm your email address");
  const href = await page
    .frameLocator('iframe[title="The message as HTML"]')
    .getByRole("link", { name: "Confirm my address" })
    .getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("heading", { name: "Your address is confirmed" })).toBeVisible();
}
