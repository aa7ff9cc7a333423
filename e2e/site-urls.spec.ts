import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** The id of the first product the public catalog lists (the embedded demo data publishes some). */
async function firstCatalogProduct(page: Page): Promise<string> {
  await page.goto("/products");
  const href = await page.locator('main a[href^="/products/prod_"]').first().getAttribute("href");
  return href!.split("/")[2].split("?")[0];
}

// Issue 29, item 11: metadataBase comes from APP_URL (the e2e server sets it to its own URL), so the Open Graph
// URLs a product page declares are absolute on this site, never relative paths that link previews cannot open.
test("a product page's Open Graph URLs are absolute on APP_URL", async ({ page, baseURL }) => {
  await page.goto(`/products/${await firstCatalogProduct(page)}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
  const urls = await page
    .locator('meta[property="og:image"], meta[property="og:url"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute("content") ?? ""));
  for (const url of urls) expect(url.startsWith(`${baseURL}/`) || /^https?:\/\//.test(url)).toBe(true);
});
