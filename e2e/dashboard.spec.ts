import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { createApiKeyInUi, callApiWithKey, signIn, signUp } from "./support/auth";

// Every dashboard page, as the demo seller and the demo buyer, on a laptop and on a phone: it renders its
// heading, nothing scrolls sideways, axe-core finds no serious or critical violation, and a full-page
// screenshot lands in e2e/screenshots/ (gitignored; docs/dashboard.md) for people to look at.

const SCREENSHOTS = path.join(import.meta.dirname, "screenshots");
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const DEMO = { seller: "seller@demo.test", buyer: "buyer@demo.test" } as const;
const PASSWORD = "demo-password-123";

type Visit = { path: string | ((page: Page) => Promise<string>); name: string };

const firstLink = (list: string, idPrefix: string) => async (page: Page) => {
  await page.goto(list);
  const href = await page.locator(`main a[href^="${list}/${idPrefix}"]`).first().getAttribute("href");
  expect(href, `a row link on ${list}`).toBeTruthy();
  return href!;
};

const PAGES: Record<keyof typeof DEMO, Visit[]> = {
  seller: [
    { path: "/dashboard", name: "overview" },
    { path: "/dashboard/products", name: "products" },
    { path: "/dashboard/products/new", name: "product-new" },
    { path: firstLink("/dashboard/products", "prod_"), name: "product-edit" },
    { path: "/dashboard/sales", name: "sales" },
    { path: "/dashboard/customers", name: "customers" },
    { path: "/dashboard/analytics", name: "analytics" },
    { path: "/dashboard/webhooks", name: "webhooks" },
    { path: "/dashboard/api-keys", name: "api-keys" },
    { path: "/dashboard/settings", name: "settings" },
  ],
  buyer: [
    { path: "/dashboard", name: "overview" },
    { path: "/dashboard/purchases", name: "purchases" },
    { path: firstLink("/dashboard/purchases", "ord_"), name: "purchase-detail" },
    { path: "/dashboard/executions", name: "executions" },
    { path: "/dashboard/provider-keys", name: "provider-keys" },
    { path: "/dashboard/billing", name: "billing" },
    { path: "/dashboard/no-such-page", name: "not-found" },
  ],
};

async function checkPage(page: Page, label: string) {
  await expect(page.locator("main h1").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${label} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, `${label} accessibility`).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${label}.png`), fullPage: true });
}

test.beforeAll(() => fs.mkdirSync(SCREENSHOTS, { recursive: true }));

/** Signs in through next-auth's credentials endpoint: the browser context gets the session cookie. */
async function signInQuickly(page: Page, email: string) {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const res = await page.request.post("/api/auth/callback/credentials", { form: { csrfToken, email, password: PASSWORD, json: "true" } });
  expect(res.ok()).toBeTruthy();
}

// One test per page, so a slow machine spends its time budget per page, not per journey.
for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) {
    for (const visit of PAGES[role]) {
      test(`${role} on a ${viewport}: ${visit.name} renders, fits the width and passes axe`, async ({ page }) => {
        await page.setViewportSize(size);
        await signInQuickly(page, DEMO[role]);
        await page.goto(typeof visit.path === "string" ? visit.path : await visit.path(page));
        await checkPage(page, `${viewport}-${role}-${visit.name}`);
      });
    }
  }
}

// The doors into the dashboard: same checks, signed out.
for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  for (const door of ["signin", "signup"]) {
    test(`${door} on a ${viewport} renders, fits the width and passes axe`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(`/${door}`);
      await checkPage(page, `${viewport}-public-${door}`);
    });
  }
}

test("on a phone the menu button opens the sections in a sheet, navigates and closes", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await signIn(page, { email: DEMO.buyer, password: PASSWORD });
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByRole("link", { name: "Purchases" })).toBeVisible();
  await sheet.getByRole("link", { name: "Purchases" }).click();
  await expect(page).toHaveURL(/\/dashboard\/purchases$/);
  await expect(sheet).toBeHidden();
  await expect(page.locator("main h1")).toHaveText("Purchases");
  await page.getByRole("button", { name: "Open menu" }).press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("a FREE account's dashboard requests never touch its API quota: 100 session calls pass, the key still stops at 20 a minute", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  const key = await createApiKeyInUi(page, { name: "quota key" });
  // Five bursts of 20 at once: well inside one minute, five times the plan's per-minute allowance.
  const started = Date.now();
  for (let burst = 0; burst < 5; burst++) {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => page.request.get("/api/v1/purchases?limit=5").then((r) => r.status())),
    );
    expect(statuses, `burst ${burst + 1}`).toEqual(Array(20).fill(200));
  }
  expect(Date.now() - started).toBeLessThan(60_000);
  // The per-minute window is the clock's minute (lib/api/rate-limit.ts): 21 calls straddling its end would see two
  // windows, so they start with at least half a minute left in this one.
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 30_000) await page.waitForTimeout(60_000 - intoMinute + 250);
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push((await callApiWithKey(page, "/me", key)).status);
  expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
  await page.goto("/dashboard/purchases");
  await expect(page.locator("main h1")).toHaveText("Purchases");
});
