import { expect, test } from "./support/test";
import { extractText } from "unpdf";
import { signUp } from "./support/auth";

// A fresh buyer on the embedded demo data set: the catalog's seed provides published products.
// Refunding after a download is a request for the seller (e2e/refund-requests.spec.ts); this buyer refunds first.
test("a buyer adds a test card, buys, reads the receipt PDF, refunds before opening the content and loses access", async ({ page }) => {
  await signUp(page);

  await page.goto("/dashboard/billing");
  await page.getByLabel("Test card").click();
  await page.getByRole("option", { name: /Mastercard ending 4444/ }).click();
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByTestId("payment-method").filter({ hasText: "4444" }).first()).toBeVisible();

  const listed = await (await page.request.get("/api/v1/products?limit=1")).json();
  const productId: string = listed.data[0].id;
  await page.goto(`/products/${productId}`);
  const panel = page.getByTestId("buy-panel");
  const mastercard = panel.locator("option", { hasText: "4444" }).first();
  await panel.getByLabel("Pay with").selectOption((await mastercard.getAttribute("value"))!);
  await panel.getByRole("button", { name: "Buy now" }).click();
  await page.waitForURL(/\/dashboard\/purchases\/ord_/);
  const orderId = page.url().split("/").pop()!;

  await expect(page.getByRole("link", { name: "Download" })).toBeVisible();
  const pdfHref = await page.getByRole("link", { name: "Receipt (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  expect(text).toContain(orderId);

  await page.getByLabel("Reason").click();
  await page.getByRole("option", { name: "Bought by accident" }).click();
  await page.getByRole("button", { name: "Refund this purchase" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("your access");
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /^Refund / })
    .click();
  await expect(page.getByText("Access revoked: this purchase was refunded.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download" })).toHaveCount(0);
  const after = await page.request.get(`/api/v1/purchases/${orderId}/download`);
  expect(after.status()).toBe(403);
});
