import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { signIn, signOut, signUp } from "./support/auth";
import { sessionApi, shootBothSizes } from "./support/pages";

const SELLER = { email: "seller@demo.test", password: "demo-password-123" };

// A launch discount end to end: the seller creates a code, a buyer sees the reduced price before paying and pays it,
// the seller refunds half of the order from the Sales page and the code's use count follows.
test("a seller runs a launch discount, a buyer pays the reduced price, the seller refunds half", async ({ page }) => {
  test.setTimeout(240_000);
  const code = `LAUNCH${randomBytes(3).toString("hex").toUpperCase()}`;

  await signIn(page, SELLER);
  await page.goto("/dashboard/discounts");
  await expect(page.getByRole("heading", { name: "Discounts", level: 1 })).toBeVisible();
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByLabel("Percent off").fill("50");
  await page.getByRole("button", { name: "Create discount" }).click();
  await expect(page.getByText(`Discount ${code} created`)).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("50 % off");
  await expect(row).toContainText("All products");
  await shootBothSizes(page, "discounts");
  await signOut(page);

  const buyer = await signUp(page);
  expect((await sessionApi(page, "/payment-methods", { providerRef: "pm_card_visa" })).status).toBe(201);
  const catalog = await sessionApi(page, "/products?limit=100&sort=newest");
  const product = catalog.body.data.find(
    (p: { author: { name: string }; price: number }) => p.author.name === "Ada Seller" && p.price >= 2,
  );
  await page.goto(`/products/${product.id}`);
  const panel = page.getByTestId("buy-panel");
  await panel.getByLabel("Discount code").fill("NOSUCHCODE");
  await panel.getByRole("button", { name: "Apply" }).click();
  await expect(panel.getByText("This discount code does not exist")).toBeVisible();
  await panel.getByLabel("Discount code").fill(code.toLowerCase());
  await panel.getByRole("button", { name: "Apply" }).click();
  const half = Math.round(product.price * 50) / 100;
  const paid = Math.round((product.price - half) * 100) / 100;
  const usd = (n: number) => `$${n.toFixed(2)}`;
  await expect(panel.getByTestId("discounted-price")).toContainText(usd(paid));
  await shootBothSizes(page, "buy-with-code");
  await panel.getByRole("button", { name: `Buy now for ${usd(paid)}` }).click();
  await page.waitForURL(/\/dashboard\/purchases\/ord_/);
  const orderId = page.url().split("/").pop()!;
  const order = await sessionApi(page, `/purchases/${orderId}`);
  expect(order.body.data).toMatchObject({ amount: paid, listPrice: product.price, discount: { code, amount: half } });
  await signOut(page);

  await signIn(page, SELLER);
  await page.goto("/dashboard/sales");
  await expect(page.getByRole("row").filter({ hasText: buyer.name }).first()).toBeVisible();
  await page.goto(`/dashboard/purchases/${orderId}`);
  const refundHalf = Math.round(paid * 50) / 100;
  const form = page.getByTestId("refund-form");
  await form.getByLabel(/^Amount/).fill(refundHalf.toFixed(2));
  await form.getByRole("button", { name: "Refund this order" }).click();
  await page.getByRole("button", { name: `Refund ${usd(refundHalf)}` }).click();
  await expect(page.getByText(`Refunded ${usd(refundHalf)}`).first()).toBeVisible();
  await expect(page.getByText("Partly refunded").first()).toBeVisible();
  await expect(page.getByTestId("refund-list")).toContainText(usd(refundHalf));
  await expect(page.getByTestId("order-discount")).toContainText(code);
  await shootBothSizes(page, "partial-refund-seller");
  const after = await sessionApi(page, `/purchases/${orderId}`);
  expect(after.body.data).toMatchObject({ status: "completed", refundedAmount: refundHalf, hasAccess: true });

  await page.goto("/dashboard/discounts");
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("1");
});
