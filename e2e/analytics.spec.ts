import { expect, test } from "./support/test";
import type { Browser, Page } from "@playwright/test";
import { confirmEmail, newCredentials, signUp } from "./support/auth";

// Everything through public surfaces: the sign-up page, then /api/v1 with each user's session cookie.
async function signedUpPage(browser: Browser, tag: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const creds = await signUp(page, newCredentials(tag));
  // The seller publishes: a confirmed address is needed (docs/email.md).
  if (tag === "seller") await confirmEmail(page, creds.email);
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
  const tick = new Date().toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
  await sellerPage.goto(`/dashboard/analytics?period=day&startDate=${today}&endDate=${today}`);
  const chart = sellerPage.getByRole("figure", { name: "Revenue, sales and views over time" });
  await expect(chart).toBeVisible();
  // The x-axis tick of the sale's day, then the same bucket's numbers in the figures table, money with its currency.
  await expect(chart.locator("svg text", { hasText: tick })).toBeVisible();
  const row = sellerPage.getByRole("table", { name: "Figures by period" }).getByRole("row").filter({ hasText: tick });
  await expect(row.getByRole("cell")).toHaveText(["$12.50", "$0.00", /^\$\d+\.\d\d$/, /^\$\d+\.\d\d$/, "1", /\d+/]);
  await expect(sellerPage.getByRole("region", { name: "Sales and views" })).toContainText("Analytics journey prompt");
});

test("the demo seller's last 30 days: one bar a day by default, axes titled with the currency, and a CSV of the figures", async ({
  page,
}) => {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const signedIn = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: "seller@demo.test", password: "demo-password-123", json: "true" },
  });
  expect(signedIn.ok()).toBeTruthy();
  await page.goto("/dashboard/analytics");
  await expect(page.getByRole("button", { name: "30 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Group by")).toContainText("Automatic (daily)");
  const chart = page.getByRole("figure", { name: "Revenue, sales and views over time" });
  await expect(chart).toBeVisible();
  await expect(chart.locator("svg text", { hasText: "Revenue (USD)" })).toBeVisible();
  await expect(chart.locator("svg text", { hasText: "Day (UTC)" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Sales against refunds over time" })).toBeVisible();

  const table = page.getByRole("table", { name: "Figures by period" });
  await expect(table.getByRole("row")).toHaveCount(31); // the header and 30 days
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-by-day\.csv$/);
  const csv = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("period_start,period,currency,gross_sales,refunds,platform_fees,net_revenue,sales,views");
  expect(lines).toHaveLength(31);
  const rows = lines.slice(1).map((l) => l.split(","));
  for (const r of rows) {
    expect(r).toHaveLength(9);
    expect(r[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(r.slice(1, 3)).toEqual(["day", "USD"]);
    for (const amount of r.slice(3, 7)) expect(amount).toMatch(/^\d+\.\d{2}$/);
    // gross - refunds - fees = net, in cents
    const [gross, refunds, fees, net] = r.slice(3, 7).map((a) => Math.round(Number(a) * 100));
    expect(gross - refunds - fees).toBe(net);
  }
  // Thirty consecutive days, and the demo history sold on most of them.
  expect(new Set(rows.map((r) => r[0])).size).toBe(30);
  expect(rows.filter((r) => Number(r[7]) > 0).length).toBeGreaterThan(15);
});

test("a seller selling in dollars and euros reads each currency on its own, switching in the page", async ({ browser }) => {
  const sellerPage = await signedUpPage(browser, "seller");
  const seller = sellerPage.request;
  const categories = (await (await seller.get("/api/v1/categories")).json()).data as { slug: string }[];
  const created = await seller.post("/api/v1/products", {
    data: {
      title: "Two-currency prompt",
      description: "A prompt sold in dollars and in euros.",
      type: "PROMPT",
      category: categories[0].slug,
      price: 12.5,
      prices: [{ currency: "EUR", amount: 11 }],
      content: "Write a limerick about {{topic}}.",
    },
  });
  expect(created.status()).toBe(201);
  const productId = (await created.json()).data.id as string;
  expect((await seller.post(`/api/v1/products/${productId}/publish`)).ok()).toBeTruthy();
  for (const currency of ["USD", "EUR"]) {
    const buyer = (await signedUpPage(browser, "buyer")).request;
    expect((await buyer.post("/api/v1/payment-methods", { data: { providerRef: "pm_card_visa" } })).status()).toBe(201);
    expect((await buyer.post("/api/v1/purchases", { data: { productId, currency } })).status()).toBe(201);
  }

  const today = new Date().toISOString().slice(0, 10);
  await sellerPage.goto(`/dashboard/analytics?period=day&startDate=${today}&endDate=${today}`);
  // Dollars by default (12.50 against 11.00), never a sum of both.
  const picker = sellerPage.getByLabel("Currency of the figures");
  await expect(picker).toHaveValue("USD");
  const sales = sellerPage.getByRole("region", { name: "Sales and views" });
  await expect(sales).toContainText("$12.50");
  await expect(sales).not.toContainText("23.50");
  await picker.selectOption("EUR");
  await expect(sellerPage).toHaveURL(/currency=EUR/);
  await expect(sales).toContainText("€11.00");
  await expect(sellerPage.getByRole("region", { name: "Customers" })).toContainText("€11.00");
  const row = sellerPage.getByRole("table", { name: "Figures by period" }).getByRole("row").nth(1);
  await expect(row.getByRole("cell").first()).toHaveText("€11.00");
});
