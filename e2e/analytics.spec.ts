import { expect, test, type Browser, type Page } from "@playwright/test";
import { newCredentials, signUp } from "./support/auth";

// Everything through public surfaces: the sign-up page, then /api/v1 with each user's session cookie.
async function signedUpPage(browser: Browser, tag: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, newCredentials(tag));
  return page;
}

test("a sale made now shows on today's bucket of the seller's analytics chart", async ({ browser }) => {
  const sellerPage = await signedUpPage(browser, "seller");
  const seller = sellerPage.request;
  const categories = (await (await seller.get("/api/v1/categories")).json()).data as { slug: string }[];
  const created = await seller.post("/api/v1/products", {
    data: {
      title: "Analytics journey prompt",
      description: "A prompt sold during the analytics journey.",
      type: "PROMPT",
      category: categories[0].slug,
      price: 12.5,
      content: "Write a haiku about {{topic}}.",
    },
  });
  expect(created.status()).toBe(201);
  const productId = (await created.json()).data.id as string;
  expect((await seller.post(`/api/v1/products/${productId}/publish`)).ok()).toBeTruthy();

  const buyerPage = await signedUpPage(browser, "buyer");
  expect((await buyerPage.request.post("/api/v1/payment-methods", { data: { providerRef: "pm_card_visa" } })).status()).toBe(201);
  expect((await buyerPage.request.post("/api/v1/purchases", { data: { productId } })).status()).toBe(201);

  const today = new Date().toISOString().slice(0, 10);
  await sellerPage.goto(`/dashboard/analytics?period=day&startDate=${today}&endDate=${today}`);
  const chart = sellerPage.getByRole("figure", { name: "Revenue, sales and views over time" });
  await expect(chart).toBeVisible();
  // The x-axis tick of the sale's day, then the same bucket's numbers in the chart's table.
  await expect(chart.locator("svg text", { hasText: today })).toBeVisible();
  await chart.getByText("Show as table").click();
  const row = chart.getByRole("row").filter({ hasText: today });
  await expect(row.getByRole("cell")).toHaveText([today, "12.50", "1", /\d+/]);
  await expect(sellerPage.getByRole("region", { name: "Sales and views" })).toContainText("Analytics journey prompt");
});
