import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";

// Everything through public surfaces: the sign-up page, then /api/v1 with each user's session cookie.
// (Plain page steps rather than e2e/support helpers, which were not on main when this was written.)
async function signedUpPage(browser: Browser, tag: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const id = randomBytes(4).toString("hex");
  await page.goto("/signup");
  await page.getByLabel("Name").fill(`E2E ${tag} ${id}`);
  await page.getByLabel("Email").fill(`${tag}-${id}@example.test`);
  await page.getByLabel("Password").fill(`pw-${randomBytes(6).toString("hex")}`);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
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
  await expect(chart.locator(".recharts-xAxis")).toContainText(today);
  await chart.getByText("Show as table").click();
  const row = chart.getByRole("row").filter({ hasText: today });
  await expect(row.getByRole("cell")).toHaveText([today, "12.50", "1", /\d+/]);
  await expect(sellerPage.getByRole("region", { name: "Sales and views" })).toContainText("Analytics journey prompt");
});
