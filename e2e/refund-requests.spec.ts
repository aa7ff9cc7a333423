import { expect, test } from "./support/test";
import { signIn, signOut, signUp } from "./support/auth";
import { sessionApi, shootBothSizes } from "./support/pages";

// The review's attack, in the browser: buy, download, ask for the money back. It becomes a request the seller
// answers on the Sales page; the buyer sees its state on the order.
test("a refund asked after downloading becomes a request the seller approves on the Sales page", async ({ page }) => {
  test.setTimeout(180_000);
  const buyer = await signUp(page);
  expect((await sessionApi(page, "/payment-methods", { providerRef: "pm_card_visa" })).status).toBe(201);
  const catalog = await sessionApi(page, "/products?limit=100&sort=newest");
  const product = catalog.body.data.find((p: { author: { name: string }; price: number }) => p.author.name === "Ada Seller" && p.price > 0);
  const bought = await sessionApi(page, "/purchases", { productId: product.id });
  expect(bought.status).toBe(201);
  const orderId: string = bought.body.data.orderId;
  expect((await sessionApi(page, `/purchases/${orderId}/download`)).status).toBe(200);

  await page.goto(`/dashboard/purchases/${orderId}`);
  await expect(page.getByText("You have used this product, so the seller reviews your request")).toBeVisible();
  await page.getByRole("button", { name: "Ask for a refund" }).click();
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByTestId("refund-request-state")).toContainText("Waiting for the seller");
  await expect(page.getByRole("button", { name: "Ask for a refund" })).toHaveCount(0);
  await shootBothSizes(page, "refund-request-buyer");
  await signOut(page);

  await signIn(page, { email: "seller@demo.test", password: "demo-password-123" });
  await page.goto("/dashboard/sales");
  const card = page.getByTestId("refund-request").filter({ hasText: buyer.name });
  await expect(card).toContainText(product.title);
  await expect(card).toContainText("Waiting for the seller");
  await shootBothSizes(page, "refund-requests-sales");
  await card.getByRole("button", { name: "Approve refund" }).click();
  await page.getByRole("button", { name: "Approve and refund" }).click();
  await expect(page.getByText(`to ${buyer.name}`)).toBeVisible();
  await expect(page.getByTestId("refund-request").filter({ hasText: buyer.name })).toHaveCount(0);
});
