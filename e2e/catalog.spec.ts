import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { confirmEmail, newCredentials, signUp } from "./support/auth";

// A real 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

test("a seller creates, publishes and edits a product with an image; a visitor finds it despite a typo", async ({ page, browser }) => {
  const id = randomBytes(3).toString("hex");
  const title = `Quokka travel itinerary planner ${id}`;

  const seller = await signUp(page, newCredentials("seller"));
  await confirmEmail(page, seller.email);

  await page.goto("/dashboard/products/new");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByText("At least 3 characters")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Plans a day-by-day travel itinerary with budget, transport and bookings.");
  await page.getByLabel("Category").click();
  await page.getByRole("option", { name: "Productivity" }).click();
  await page.getByLabel("Price").fill("9.5");
  await page.getByLabel(/^Content/).fill("Plan a trip to {{destination}} for {{days}} days on a {{budget}} budget.");
  await page.getByLabel("Tags (comma-separated, up to 10)").fill("travel, planning");
  await page.getByRole("checkbox", { name: "OpenAI", exact: true }).check();
  await page.getByRole("button", { name: "Add an example" }).click();
  await page.getByLabel("Example 1: input").fill("Lisbon, 3 days, mid-range");
  await page.getByLabel("Example 1: output").fill("Day 1: Alfama walk and tram 28. Day 2: Belém. Day 3: Sintra by train.");
  await page.getByRole("button", { name: "Create draft" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/prod_/);
  await expect(page.getByTestId("product-status")).toHaveText("Draft");

  await page.getByLabel(/^Add image/).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG });
  await expect(page.locator('img[src*="/images/"]')).toHaveCount(1);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("listed in the public catalog");
  await page.getByRole("alertdialog").getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("product-status")).toHaveText("Published");

  await page.getByLabel("Price").fill("12.5");
  await page.getByLabel("Version").fill("1.1.0");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Changes saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Price")).toHaveValue("12.5");
  await expect(page.getByLabel("Version")).toHaveValue("1.1.0");

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/products");
  await visitor.getByRole("searchbox", { name: "Search", exact: true }).fill("quoka itinerery");
  await visitor.getByRole("button", { name: "Apply" }).click();
  await expect(visitor).toHaveURL(/search=quoka\+itinerery/);
  await visitor.getByRole("link", { name: new RegExp(title) }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(visitor.getByTestId("buy-panel").getByText("$12.50", { exact: true })).toBeVisible();
  await expect(visitor.locator('main img[src*="/images/"]')).toHaveCount(1);
  // Drawn from the resized copies made at upload: AVIF first, WebP in the img's srcset (docs/catalog.md#images).
  await expect(visitor.locator('main picture source[type="image/avif"]')).toHaveAttribute("srcset", /-1\.avif 1w$/);
  await expect(visitor.locator("main picture img")).toHaveAttribute("srcset", /-1\.webp 1w$/);
  await expect(visitor.getByText("available after purchase")).toBeVisible();
  // The sample output is shown before purchase; the prompt itself is not.
  const samples = visitor.getByRole("region", { name: "Sample outputs" });
  await expect(samples).toContainText("Lisbon, 3 days, mid-range");
  await expect(samples).toContainText("Day 2: Belém.");
  await expect(visitor.getByText("Plan a trip to")).toHaveCount(0);
});

test("a keyboard user reaches the first product in a few key presses, and stars agree with the rating shown", async ({ page }) => {
  await page.goto("/products");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to results" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const first = page.getByRole("list", { name: "Products" }).getByRole("link").first();
  await expect(first).toBeFocused();

  // Every card's stars are the shown rating to the half star (4.5 shown → four full stars and a half).
  const cards = page.locator("[data-stars]");
  expect(await cards.count()).toBeGreaterThan(3);
  for (const stars of await cards.all()) {
    const shown = Number(
      await stars
        .locator("xpath=following-sibling::span[1]")
        .innerText()
        .then((t) => t.split(" ")[0]),
    );
    const fills = (await stars.getAttribute("data-stars"))!.split(",").map(Number);
    expect(fills.reduce((a, b) => a + b, 0)).toBe(Math.round(shown * 2) / 2);
  }
});
