import { expect, test } from "./support/test";
import { shootBothSizes } from "./support/pages";

// The demo seller's customers: each buyer with their email, and both CSV exports download from the page.
test("a seller sees who bought, with emails, and downloads customers and sales as CSV", async ({ page }) => {
  await page.goto("/signin");
  await page.getByLabel("Email").fill("seller@demo.test");
  await page.getByLabel("Password").fill("demo-password-123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole("link", { name: "Customers" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
  const table = page.getByRole("table", { name: "Your customers" });
  // The most recent buyer first (other journeys buy from the demo seller too; the CSV below has everyone).
  const row = table.getByRole("row").nth(1);
  await expect(row).toContainText(/@[\w.-]+\.test/);

  // One buyer's entitlements: what they may use now, and how (docs/commerce.md#bundles).
  await row.getByRole("button", { name: /^Access: what .* has$/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /^What .* has$/ })).toBeVisible();
  await expect(dialog.getByTestId("customer-entitlements").getByRole("listitem").first()).toContainText("Bought");
  await shootBothSizes(page, "customer-entitlements");
  await page.keyboard.press("Escape");

  const [customers] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Customers CSV" }).click()]);
  expect(customers.suggestedFilename()).toBe("customers.csv");
  const text = await (await customers.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString("utf8").split("\r\n");
  expect(lines[0]).toBe("Name,Email,Orders,First purchase,Last purchase,Spent,Products");
  expect(lines.some((l) => l.includes("buyer@demo.test"))).toBe(true);

  const [sales] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Sales CSV" }).click()]);
  expect(sales.suggestedFilename()).toBe("sales.csv");
  await shootBothSizes(page, "customers");
});
