import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { signIn, signOut, signUp } from "./support/auth";
import { sessionApi, shootBothSizes } from "./support/pages";

const SELLER = { email: "seller@demo.test", password: "demo-password-123" };

// The browser says German (Accept-Language: de-DE): the visitor's currency is guessed as euros.
test.use({ locale: "de-DE" });

// Prices in the buyer's currency end to end (docs/commerce.md#prices-in-the-buyers-currency): the seller sets a euro
// and a pound price beside the dollar one in the product form; a European visitor sees euros on the catalog and the
// product page, and pays euros; the header's picker switches to pounds and back to the browser's guess.
test("a European visitor sees and pays euros", async ({ page }) => {
  test.setTimeout(240_000);
  const title = `Euro cover letter ${randomBytes(3).toString("hex")}`;

  await signIn(page, SELLER);
  const categories = await sessionApi(page, "/categories");
  const created = await sessionApi(page, "/products", {
    title,
    description: "Writes a cover letter that fits the job ad, in your voice.",
    type: "PROMPT",
    category: categories.body.data[0].slug,
    content: "Write a cover letter for {{job}} at {{company}}.",
    price: 20,
    currency: "USD",
    prices: [{ currency: "EUR", amount: 18 }],
  });
  expect(created.status).toBe(201);
  const productId = created.body.data.id;
  expect((await sessionApi(page, `/products/${productId}/publish`, {})).status).toBe(200);

  // The form shows the euro price and adds a pound price.
  await page.goto(`/dashboard/products/${productId}`);
  const prices = page.getByTestId("currency-prices");
  await expect(prices.getByLabel("Price", { exact: true }).first()).toHaveValue("18");
  await prices.getByRole("button", { name: "Add a price in another currency" }).click();
  await expect(prices.getByTestId("currency-price")).toHaveCount(2);
  await expect(prices.getByTestId("currency-price").nth(1)).toContainText("GBP");
  await prices.getByLabel("Price", { exact: true }).nth(1).fill("15.50");
  await shootBothSizes(page, "product-form-currency-prices");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  const detail = await sessionApi(page, `/products/${productId}`);
  expect(detail.body.data.prices).toEqual([
    { currency: "USD", amount: 20 },
    { currency: "EUR", amount: 18 },
    { currency: "GBP", amount: 15.5 },
  ]);
  await signOut(page);

  // A signed-out European visitor: euros on the catalog card and the product page.
  await page.goto(`/products?search=${encodeURIComponent(title)}`);
  await expect(page.getByTestId("currency-picker")).toHaveText("EUR");
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toContainText("€18.00");
  await shootBothSizes(page, "currency-catalog-euros");

  await signUp(page);
  expect((await sessionApi(page, "/payment-methods", { providerRef: "pm_card_visa" })).status).toBe(201);
  await page.goto(`/products/${productId}`);
  const panel = page.getByTestId("buy-panel");
  await expect(panel).toContainText("€18.00");
  await expect(panel.getByTestId("pay-currency")).toBeVisible();
  await shootBothSizes(page, "currency-product-euros");

  // The header's picker: pounds, then back to the browser's guess.
  await page.getByTestId("currency-picker").click();
  await page.getByRole("menuitem", { name: /GBP/ }).click();
  await expect(panel).toContainText("£15.50");
  await expect(page.getByTestId("currency-picker")).toHaveText("GBP");
  await page.getByTestId("currency-picker").click();
  await page.getByRole("menuitem", { name: /From your browser/ }).click();
  await expect(panel).toContainText("€18.00");

  // Paying: euros are charged, and the order says so.
  await panel.getByRole("button", { name: "Buy now" }).click();
  await page.waitForURL(/\/dashboard\/purchases\/ord_/);
  const orderId = page.url().split("/").pop()!;
  const order = await sessionApi(page, `/purchases/${orderId}`);
  expect(order.body.data).toMatchObject({ amount: 18, currency: "EUR", listPrice: 18 });
  await expect(page.getByText("€18.00").first()).toBeVisible();
  await shootBothSizes(page, "currency-order-euros");
  const receipt = await sessionApi(page, `/purchases/${orderId}/receipt`);
  expect(receipt.body).toContain("€18.00");
});
