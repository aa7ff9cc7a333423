import { expect, test, type APIRequestContext } from "@playwright/test";
import { extractText } from "unpdf";

// Runs against the embedded demo data set: the demo buyer and the catalog's published products.
const BUYER = { email: "buyer@demo.test", password: "demo-password-123" };

async function signIn(request: APIRequestContext) {
  const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
  const res = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: BUYER.email, password: BUYER.password, json: "true" },
  });
  expect(res.ok()).toBeTruthy();
}

/** A published product the buyer neither owns nor holds an active purchase of. */
async function unboughtProductId(request: APIRequestContext): Promise<string> {
  const me = (await (await request.get("/api/v1/me")).json()).data;
  const owned = new Set(
    (await (await request.get("/api/v1/purchases?status=completed&limit=100")).json()).data.map((p: { product: { id: string } }) => p.product.id),
  );
  for (let page = 1; page <= 5; page++) {
    const { data } = await (await request.get(`/api/v1/products?limit=100&page=${page}`)).json();
    const pick = data.find((p: { id: string; author: { id: string } }) => p.author.id !== me.id && !owned.has(p.id));
    if (pick) return pick.id;
  }
  throw new Error("no product left for the demo buyer to buy");
}

test("a buyer adds a test card, buys, downloads, reads the receipt PDF, refunds and loses access", async ({ page }) => {
  await signIn(page.request);

  await page.goto("/dashboard/billing");
  await page.getByLabel("Test card").selectOption("pm_card_mastercard");
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByTestId("payment-method").filter({ hasText: "4444" }).first()).toBeVisible();

  const productId = await unboughtProductId(page.request);
  await page.goto(`/products/${productId}`);
  const panel = page.getByTestId("buy-panel");
  const mastercard = panel.locator("option", { hasText: "4444" }).first();
  await panel.getByLabel("Pay with").selectOption((await mastercard.getAttribute("value"))!);
  await panel.getByRole("button", { name: "Buy now" }).click();
  await page.waitForURL(/\/dashboard\/purchases\/ord_/);
  const orderId = page.url().split("/").pop()!;

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download" }).click()]);
  const path = await download.path();
  expect(path).toBeTruthy();
  const pdfHref = await page.getByRole("link", { name: "Receipt (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  expect(text).toContain(orderId);

  await page.getByLabel("Reason").selectOption("accidental");
  await page.getByRole("button", { name: "Refund this purchase" }).click();
  await expect(page.getByText("Access revoked: this purchase was refunded.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download" })).toHaveCount(0);
  const after = await page.request.get(`/api/v1/purchases/${orderId}/download`);
  expect(after.status()).toBe(403);
});
