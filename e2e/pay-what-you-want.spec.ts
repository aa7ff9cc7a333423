import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { signIn, signOut, signUp } from "./support/auth";
import { sessionApi, shootBothSizes } from "./support/pages";

const SELLER = { email: "seller@demo.test", password: "demo-password-123" };

// Pay what you want end to end: the seller prices a product "from $5, suggested $9", a buyer is told in plain words
// when they name too little, names $7.50 and pays exactly that.
test("a seller sells a pay-what-you-want prompt and a buyer names the price", async ({ page }) => {
  test.setTimeout(240_000);
  const title = `Fair price note writer ${randomBytes(3).toString("hex")}`;

  await signIn(page, SELLER);
  const categories = await sessionApi(page, "/categories");
  const created = await sessionApi(page, "/products", {
    title,
    description: "Writes a warm thank-you note for a customer, in your voice.",
    type: "PROMPT",
    category: categories.body.data[0].slug,
    content: "Write a thank-you note to {{customer}} for {{reason}}.",
    priceMode: "pay_what_you_want",
    minimumPrice: 5,
    suggestedPrice: 9,
  });
  expect(created.status).toBe(201);
  const productId = created.body.data.id;
  expect((await sessionApi(page, `/products/${productId}/publish`, {})).status).toBe(200);
  await page.goto(`/dashboard/products/${productId}`);
  await expect(page.getByLabel("Minimum price (0 allows free orders)")).toHaveValue("5");
  await expect(page.getByLabel("Suggested price (optional)")).toHaveValue("9");
  await shootBothSizes(page, "product-form-pay-what-you-want");
  await signOut(page);

  await signUp(page);
  expect((await sessionApi(page, "/payment-methods", { providerRef: "pm_card_visa" })).status).toBe(201);
  await page.goto(`/products/${productId}`);
  const panel = page.getByTestId("buy-panel");
  await expect(panel.getByTestId("pay-what-you-want")).toContainText("From $5.00");
  const amount = panel.getByLabel("Name your price (USD)");
  await expect(amount).toHaveValue("9");
  await expect(panel.getByRole("button", { name: "Buy now for $9.00" })).toBeVisible();
  await amount.fill("4");
  await expect(panel.getByText("Pay at least $5.00 for this product.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Buy now for $4.00" })).toBeDisabled();
  await amount.fill("7.50");
  await shootBothSizes(page, "buy-pay-what-you-want");
  await panel.getByRole("button", { name: "Buy now for $7.50" }).click();
  await page.waitForURL(/\/dashboard\/purchases\/ord_/);
  const orderId = page.url().split("/").pop()!;
  const order = await sessionApi(page, `/purchases/${orderId}`);
  expect(order.body.data).toMatchObject({ amount: 7.5, listPrice: 7.5, priceMode: "pay_what_you_want", discount: null });
  await expect(page.getByTestId("order-named-price")).toContainText("a price you named");
  const receipt = await sessionApi(page, `/purchases/${orderId}/receipt`);
  expect(receipt.body).toContain("Price (you named it)");
});
