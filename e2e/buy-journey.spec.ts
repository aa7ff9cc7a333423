import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** The id of the first product the public catalog lists (the embedded demo data publishes some). */
async function firstCatalogProduct(page: Page): Promise<string> {
  await page.goto("/products");
  const href = await page.locator('main a[href^="/products/prod_"]').first().getAttribute("href");
  return href!.split("/")[2].split("?")[0];
}
import { newCredentials } from "./support/auth";
import { shootBothSizes } from "./support/pages";

// Issue 29, item 1: a signed-out visitor on a product goes "Sign in to buy" → "Create an account" and, once the
// account exists, is back on the same product, signed in, with the buy panel ready — not on the dashboard.
test("signed out → sign in to buy → create an account → back on the product", async ({ page }) => {
  const productId = await firstCatalogProduct(page);
  await page.goto(`/products/${productId}`);

  await page.getByTestId("buy-panel").getByRole("link", { name: "Sign in to buy" }).first().click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=/);
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?callbackUrl=%2Fproducts%2F${productId}`));
  await shootBothSizes(page, "buy-journey-signup");

  const creds = newCredentials("buyjourney");
  await page.getByLabel("Name").fill(creds.name);
  await page.getByLabel("Email").fill(creds.email);
  await page.getByLabel("Password").fill(creds.password);
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(new RegExp(`/products/${productId}`));
  await expect(page.getByTestId("buy-panel").getByRole("link", { name: "Sign in to buy" })).toHaveCount(0);
  await shootBothSizes(page, "buy-journey-back-on-product");
});

test("a hostile callbackUrl on sign-up falls back to the dashboard", async ({ page }) => {
  await page.goto("/signup?callbackUrl=%2F%2Fevil.example%2Fsteal");
  const creds = newCredentials("buyjourney");
  await page.getByLabel("Name").fill(creds.name);
  await page.getByLabel("Email").fill(creds.email);
  await page.getByLabel("Password").fill(creds.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

// Issue 29, item 1: a buyer with no card adds one inside the buy flow, and on a phone "Buy now" shows the price and
// the card and waits for a confirming tap before charging; then the product page shows the buyer owns it.
test("a new buyer adds a card in the buy panel and confirms on a phone before paying", async ({ page }) => {
  const productId = await firstCatalogProduct(page);
  await page.goto(`/signup?callbackUrl=${encodeURIComponent(`/products/${productId}`)}`);
  const creds = newCredentials("buycard");
  await page.getByLabel("Name").fill(creds.name);
  await page.getByLabel("Email").fill(creds.email);
  await page.getByLabel("Password").fill(creds.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${productId}`));

  const panel = page.getByTestId("buy-panel");
  await expect(panel).toContainText("no card on file");
  await panel.getByRole("button", { name: "Add a card" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a card" });
  await dialog.getByLabel("Test card").click();
  await page.getByRole("option", { name: /Mastercard ending 4444/ }).click();
  await shootBothSizes(page, "buy-journey-add-card");
  await dialog.getByRole("button", { name: "Add card" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByLabel("Pay with")).toContainText("4444");

  await page.setViewportSize({ width: 390, height: 844 });
  await panel.getByRole("button", { name: "Buy now" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm your purchase" });
  await expect(confirm.getByTestId("confirm-purchase")).toContainText("Mastercard ending 4444");
  await page.screenshot({ path: "e2e/screenshots/buy-journey-confirm-390.png" });
  expect(page.url()).toContain(`/products/${productId}`);
  await confirm.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL(/\/dashboard\/purchases\/ord_/);

  await page.goto(`/products/${productId}`);
  await expect(panel.getByTestId("purchase-state")).toContainText("You own this product");
  await shootBothSizes(page, "buy-journey-owned");
});
