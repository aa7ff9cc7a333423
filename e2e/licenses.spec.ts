import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { signIn, signOut, signUp } from "./support/auth";
import { sessionApi, shootBothSizes } from "./support/pages";

const SELLER = { email: "seller@demo.test", password: "demo-password-123" };

// License keys end to end (docs/commerce.md#license-keys): the seller turns keys on in the product form, a buyer
// buys and finds the key on the order page with Copy, the seller's software activates it, and the seller sees the
// key with its installation and revokes it.
test("a seller sells a product with license keys, the buyer copies the key, the seller revokes it", async ({ page, context }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const title = `Key Checker ${randomBytes(3).toString("hex")}`;

  await signIn(page, SELLER);
  const categories = await sessionApi(page, "/categories");
  const created = await sessionApi(page, "/products", {
    title,
    description: "Checks a license key from your own script.",
    type: "PROMPT",
    category: categories.body.data[0].slug,
    price: 12,
    content: "Check the license key {{key}}.",
  });
  expect(created.status).toBe(201);
  const productId = created.body.data.id;
  expect((await sessionApi(page, `/products/${productId}/publish`, {})).status).toBe(200);

  await page.goto(`/dashboard/products/${productId}`);
  const settings = page.getByTestId("license-settings");
  await settings.getByRole("checkbox").check();
  await settings.getByLabel("Installations per key (empty: no limit)").fill("2");
  await settings.getByLabel("Days a key stays valid (empty: forever)").fill("365");
  await shootBothSizes(page, "license-settings");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(page.getByRole("heading", { name: "License keys" })).toBeVisible();
  await expect(page.getByText("No keys yet: each purchase gets one.")).toBeVisible();
  const detail = await sessionApi(page, `/products/${productId}`);
  expect(detail.body.data.licenseKeys).toMatchObject({ enabled: true, activationLimit: 2, expiresInDays: 365, prefix: "KEY" });
  await signOut(page);

  await signUp(page);
  expect((await sessionApi(page, "/payment-methods", { providerRef: "pm_card_visa" })).status).toBe(201);
  await page.goto(`/products/${productId}`);
  await page.getByTestId("buy-panel").getByRole("button", { name: "Buy now", exact: true }).click();
  await page.waitForURL(/\/dashboard\/purchases\/ord_/);
  const card = page.locator('[aria-label="License key"]');
  const keyText = (await page.getByTestId("license-key").textContent())!.trim();
  expect(keyText).toMatch(/^KEY(-[0-9A-HJKMNP-TV-Z]{5}){5}$/);
  await expect(card).toContainText("Activated on 0 of 2 installations.");
  await card.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("License key copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(keyText);
  await shootBothSizes(page, "license-key-order");

  // The seller's software: no session, no API key.
  const activated = await page.request.post("/api/v1/licenses/activate", { data: { key: keyText.toLowerCase(), instanceName: "Laptop" } });
  expect(activated.status()).toBe(201);
  await page.reload();
  await expect(page.getByTestId("license-usage")).toContainText("Activated on 1 of 2 installations.");
  await signOut(page);

  await signIn(page, SELLER);
  await page.goto(`/dashboard/products/${productId}`);
  const keys = page.getByTestId("product-licenses");
  await expect(keys).toContainText(`KEY-…-${keyText.slice(-5)}`);
  await expect(keys).toContainText("1 of 2 installations: Laptop");
  await expect(keys).not.toContainText(keyText);
  await shootBothSizes(page, "product-licenses");
  await keys.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText(`Key KEY-…-${keyText.slice(-5)} revoked`)).toBeVisible();
  await expect(keys).toContainText("Revoked");
  const validated = await page.request.post("/api/v1/licenses/validate", { data: { key: keyText } });
  expect((await validated.json()).data).toMatchObject({ valid: false, status: "revoked" });
});
