import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { shootBothSizes } from "./support/pages";
import { expect, test } from "./support/test";

/** No serious or critical axe finding and no sideways scroll, at 1280×800 and 390×844. */
async function checkBothSizes(page: Page, name: string) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(serious, `${name} at ${viewport.width}px`).toEqual([]);
  }
  await shootBothSizes(page, name);
}

// Issue 29, item 3: a seller's name on every card and product page opens their public profile.
test("a visitor goes from a catalog card's seller to the seller's profile, and on to one of their products", async ({ page, baseURL }) => {
  // Axe at two sizes on two pages: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  await page.goto("/products");
  const sellerLink = page.getByRole("list", { name: "Products" }).locator('a[href^="/sellers/"]').first();
  const sellerName = (await sellerLink.textContent())!.replace(" (verified seller)", "").trim();
  const href = (await sellerLink.getAttribute("href"))!;
  await sellerLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(sellerName);
  await expect(page.getByText(/Selling since/)).toBeVisible();
  await expect(page.getByText(/\d+ sales?\b/).first()).toBeVisible();
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${href}`);

  const products = page.getByRole("list", { name: `Products by ${sellerName}` });
  await expect(products.getByRole("heading").first()).toBeVisible();
  // The profile lists only this seller's products, so its cards do not repeat the seller's name.
  await expect(products.locator('a[href^="/sellers/"]')).toHaveCount(0);
  await checkBothSizes(page, "seller-profile");

  const title = (await products.getByRole("heading").first().textContent())!;
  await products.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`^${baseURL}/products/prod_`));
  // Back to the profile from the product page: the header's "by" link and the "Sold by" card both go there.
  await expect(page.getByRole("region", { name: "Sold by" }).getByRole("link", { name: sellerName, exact: true })).toHaveAttribute(
    "href",
    href,
  );
  await page
    .getByRole("region", { name: "Sold by" })
    .getByRole("link", { name: /profile and products/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // An unknown handle is the site's not-found page.
  const missing = await page.goto("/sellers/nobody-sells-here");
  expect(missing?.status()).toBe(404);
});

test("a seller chooses a handle in settings, and the profile moves to it", async ({ page }) => {
  await signIn(page, { email: "seller2@demo.test", password: "demo-password-123" });
  test.setTimeout(120_000);
  await page.goto("/dashboard/settings");
  // The form takes its values when it hydrates: typing before that would be added to them.
  await page.waitForLoadState("networkidle");
  const card = page.locator("form", { has: page.getByLabel("Handle") });
  await expect(card.getByLabel("Handle")).toHaveValue("grace-maker");

  // A reserved word is refused at the field, before anything is sent.
  await card.getByLabel("Handle").fill("dashboard");
  await expect(card.getByLabel("Handle")).toHaveValue("dashboard");
  await card.getByRole("button", { name: "Save profile" }).click();
  await expect(card.getByText('"dashboard" is reserved; choose another')).toBeVisible();

  await card.getByLabel("Handle").fill("Grace-Makes-Prompts");
  await card.getByLabel("Bio").fill("Workflows for busy writers.");
  await card.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your page is /sellers/grace-makes-prompts")).toBeVisible();
  await expect(card.getByLabel("Handle")).toHaveValue("grace-makes-prompts");

  await page.getByRole("link", { name: "your seller page" }).click();
  await expect(page).toHaveURL(/\/sellers\/grace-makes-prompts$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace Maker");
  await expect(page.getByText("Workflows for busy writers.")).toBeVisible();
});
