import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${page.url()}: ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const htmlClass = (page: Page) => page.locator("html").getAttribute("class");

// The palette is one set of design tokens (app/globals.css); dark mode swaps their values. A visitor whose device is
// dark gets the dark theme at once, can pick light (kept across visits), and every page passes axe in both themes.
test("follows the device's dark setting, keeps a chosen theme, and passes axe in dark on the storefront and dashboard", async ({
  page,
}) => {
  test.setTimeout(240_000); // axe scans of eleven pages at two sizes
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe("rgb(2, 6, 23)");

  await page.getByTestId("theme-toggle").click();
  await page.getByRole("menuitem", { name: "Light" }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.reload();
  expect(await htmlClass(page)).toContain("light");
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(248, 250, 252)");
  await page.getByTestId("theme-toggle").click();
  await page.getByRole("menuitem", { name: "Same as this device" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);

  await page.goto("/products?search=newsletter+pipeline");
  const product = await page
    .getByRole("link", { name: /Newsletter issue pipeline/ })
    .first()
    .getAttribute("href");
  const publicPages = ["/", "/products", "/products?category=marketing&sort=price-asc", product!, "/signin", "/signup"];
  const dashboardPages = ["/dashboard", "/dashboard/products", "/dashboard/sales", "/dashboard/analytics", "/dashboard/billing"];
  const problems: string[] = [];
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const url of publicPages) {
      await page.goto(url);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      problems.push(...(await seriousViolations(page)));
    }
  }
  await signIn(page, { email: "seller@demo.test", password: "demo-password-123" });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const url of dashboardPages) {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      problems.push(...(await seriousViolations(page)));
    }
  }
  expect(problems).toEqual([]);
});
