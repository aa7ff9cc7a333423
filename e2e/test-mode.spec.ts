import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signIn } from "./support/auth";

const SCREENSHOTS = path.join(import.meta.dirname, "screenshots");
const BAR = "Test mode: no real payments";

/** The bar is at the very top, readable (one line, inside the viewport) and covers nothing below it. */
async function expectBar(page: Page, label: string) {
  const bar = page.getByTestId("test-mode-bar");
  await expect(bar).toHaveText(BAR);
  const box = (await bar.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBe(0);
  expect(box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.height).toBeLessThanOrEqual(32);
  // In the flow, not over it: whatever comes next starts below the bar (scripts, such as the theme's, take no space).
  const next = await bar.evaluate((el) => {
    let sibling = el.nextElementSibling;
    while (sibling?.tagName === "SCRIPT") sibling = sibling.nextElementSibling;
    return sibling?.getBoundingClientRect().top ?? Infinity;
  });
  expect(next).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("static");
  await page.screenshot({ path: path.join(SCREENSHOTS, `test-mode-${label}.png`) });
}

// The journeys run on the embedded default, which is test mode: every page says so, storefront and dashboard.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the test-mode bar shows on the storefront and the dashboard at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await expectBar(page, `home-${viewport.width}`);
    await page.goto("/signin");
    await expectBar(page, `signin-${viewport.width}`);
    await signIn(page, { email: "buyer@demo.test", password: "demo-password-123" });
    await page.goto("/dashboard/purchases");
    await expectBar(page, `dashboard-${viewport.width}`);
  });
}
