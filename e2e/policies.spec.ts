import AxeBuilder from "@axe-core/playwright";
import { shootBothSizes } from "./support/pages";
import { expect, test } from "./support/test";

// Issue 29, item 8: the terms, privacy and refund policy pages, opened from the footer of every storefront page.
test("the footer opens the terms, privacy and refund policy pages, each in plain words", async ({ page }) => {
  // Three pages, each checked with axe at two sizes: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  const pages = [
    { link: "Terms", url: "/terms", says: /platform fee of \d+%/ },
    { link: "Privacy", url: "/privacy", says: /export their customers and sales as CSV/ },
    { link: "Refund policy", url: "/refund-policy", says: /Before you use the product: refunded at once/ },
  ];
  for (const p of pages) {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("navigation", { name: "Policies" }).getByRole("link", { name: p.link }).click();
    await expect(page).toHaveURL(new RegExp(`${p.url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.link);
    await expect(page.getByRole("main")).toContainText(p.says);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`);
      expect(serious, `${p.url} at ${width}px`).toEqual([]);
    }
    await shootBothSizes(page, `policy${p.url.replace("/", "-")}`);
  }

  // The privacy page says what sellers see of their buyers, and where.
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { name: "Sellers see your name and email address" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText("/dashboard/customers");

  // Sign-up names the terms and the privacy policy.
  await page.goto("/signup");
  await expect(page.getByRole("link", { name: "terms", exact: true })).toHaveAttribute("href", "/terms");
  await expect(page.getByRole("link", { name: "privacy policy", exact: true })).toHaveAttribute("href", "/privacy");
});
