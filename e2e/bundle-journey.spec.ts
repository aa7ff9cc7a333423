import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { signIn, signOut, signUp } from "./support/auth";
import { sessionApi, shootBothSizes } from "./support/pages";

const SELLER = { email: "seller@demo.test", password: "demo-password-123" };

// Bundles end to end (docs/commerce.md#bundles): the seller makes a bundle of three prompts in the dashboard form; a
// buyer who already owns one of them sees it marked, pays the bundle's price less what they paid for it, and gets the
// other two on the order page.
test("a bundle with one product already owned", async ({ page }) => {
  test.setTimeout(300_000);
  const tag = randomBytes(3).toString("hex");
  const titles = [`Subject line lab ${tag}`, `Follow-up writer ${tag}`, `Reply classifier ${tag}`];

  await signIn(page, SELLER);
  const categories = await sessionApi(page, "/categories");
  const category = categories.body.data[0];
  const ids: string[] = [];
  for (const [i, title] of titles.entries()) {
    const created = await sessionApi(page, "/products", {
      title,
      description: "A prompt for cold outreach that gets answers.",
      type: "PROMPT",
      category: category.slug,
      content: `Step ${i + 1} of outreach for {{company}}.`,
      price: [8, 12, 10][i],
    });
    expect(created.status).toBe(201);
    ids.push(created.body.data.id);
    expect((await sessionApi(page, `/products/${created.body.data.id}/publish`, {})).status).toBe(200);
  }

  // The seller makes the bundle in the dashboard form.
  await page.goto("/dashboard/products/new");
  await page.getByLabel("Title").fill(`Outreach bundle ${tag}`);
  await page.getByLabel("Description").fill("Three outreach prompts that work together, at one price.");
  await page.getByLabel("Type").click();
  await page.getByRole("option", { name: "Bundle" }).click();
  await page.getByLabel("Category").click();
  await page.getByRole("option", { name: category.name }).click();
  await page.getByLabel("Bundle price").fill("24");
  const picker = page.getByTestId("bundle-picker");
  for (const title of titles) await picker.getByLabel(new RegExp(title)).click();
  await expect(picker).toContainText("3 selected");
  await expect(page.getByTestId("license-settings")).toHaveCount(0);
  await shootBothSizes(page, "bundle-form");
  await page.getByRole("button", { name: "Create draft" }).click();
  await page.waitForURL(/\/dashboard\/products\/prod_/);
  const bundleId = page.url().split("/").pop()!;
  const detail = await sessionApi(page, `/products/${bundleId}`);
  expect(detail.body.data).toMatchObject({ type: "BUNDLE", price: 24 });
  expect(detail.body.data.bundleProducts.map((p: { id: string }) => p.id).sort()).toEqual([...ids].sort());
  expect((await sessionApi(page, `/products/${bundleId}/publish`, {})).status).toBe(200);
  await signOut(page);

  // A buyer owns the second prompt (12.00) already.
  await signUp(page);
  expect((await sessionApi(page, "/payment-methods", { providerRef: "pm_card_visa" })).status).toBe(201);
  const owned = await sessionApi(page, "/purchases", { productId: ids[1] });
  expect(owned.status).toBe(201);

  await page.goto(`/products/${bundleId}`);
  const list = page.getByTestId("bundle-products");
  await expect(list).toContainText("3 products in this bundle");
  for (const title of titles) await expect(list.getByRole("link", { name: title })).toBeVisible();
  await expect(list.getByTestId("bundle-item-owned")).toHaveCount(1);
  await expect(list.locator("li", { hasText: titles[1] }).getByTestId("bundle-item-owned")).toBeVisible();
  await expect(page.getByTestId("bundle-saving")).toContainText("$30.00 bought one by one: you save $6.00");
  const panel = page.getByTestId("buy-panel");
  await expect(panel.getByTestId("bundle-credit")).toContainText(`You already own ${titles[1]}: $12.00 off.`);
  await expect(panel.getByTestId("bundle-credit")).toContainText("$12.00 for the rest of the bundle");
  await expect(panel.getByRole("button", { name: "Buy now for $12.00" })).toBeVisible();
  await shootBothSizes(page, "bundle-product-page-one-owned");
  // On a phone the sticky bar shows the same credited price, not the bundle's list price.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("phone-buy-bar")).toContainText("$12.00");
  await expect(page.getByTestId("phone-buy-bar")).not.toContainText("$24.00");
  await page.setViewportSize({ width: 1280, height: 800 });

  await panel.getByRole("button", { name: "Buy now for $12.00" }).click();
  await page.waitForURL(/\/dashboard\/purchases\/ord_/);
  const orderId = page.url().split("/").pop()!;
  const order = await sessionApi(page, `/purchases/${orderId}`);
  expect(order.body.data).toMatchObject({ amount: 12, listPrice: 24, bundle: { credit: 12 } });
  await expect(page.getByTestId("order-bundle-credit")).toContainText("$12.00 off $24.00");
  const items = page.getByTestId("order-bundle-items");
  await expect(items.getByRole("link", { name: `Download ${titles[0]}` })).toBeVisible();
  await expect(items.getByRole("link", { name: `Download ${titles[2]}` })).toBeVisible();
  await expect(items.getByRole("link", { name: `Download ${titles[1]}` })).toHaveCount(0);
  await expect(items).toContainText("Already yours: $12.00 credited");
  await shootBothSizes(page, "bundle-order-page");

  // The granted prompts are the buyer's now: their pages show the content.
  await page.goto(`/products/${ids[2]}`);
  await expect(page.getByTestId("purchase-state")).toContainText("You own this product through a bundle");
  const receipt = await sessionApi(page, `/purchases/${orderId}/receipt`);
  expect(receipt.body).toContain("Credit for products you already had");
});
