import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { sessionApi, shootBothSizes } from "./support/pages";
import type { Page } from "@playwright/test";
import { signOut, signUp } from "./support/auth";

const SCREENSHOTS = path.join(import.meta.dirname, "screenshots");

// A visitor on the embedded demo catalog: searches from the home page with a typo and from the catalog with
// several words, opens a product from the home page, signs in from the buy button and lands back on it, buys,
// sees Run and their purchase, reviews (a rating must be chosen, 1–2 stars need a comment) and edits the review.
test("a visitor searches, signs in from the buy button, comes back, buys, reviews and edits the review", async ({ page }) => {
  test.setTimeout(120_000); // a long journey: sign-up, card, two searches, sign-in, purchase, review, edit
  const buyer = await signUp(page);
  await page.goto("/dashboard/billing");
  await page.getByLabel("Test card").click();
  await page.getByRole("option", { name: /Visa ending 4242/ }).click();
  await page.getByRole("button", { name: "Add card" }).click();
  await expect(page.getByTestId("payment-method").first()).toBeVisible();
  await signOut(page);

  await page.goto("/");
  await page.getByRole("searchbox", { name: "What do you want to get done?" }).fill("newsleter");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByTestId("search-correction")).toContainText("Showing results for newsletter");
  await expect(page.getByRole("link", { name: /Newsletter issue pipeline/ })).toBeVisible();
  await expect(page.locator("main img, main [data-testid=generated-cover]").first()).toBeVisible();

  const search = page.getByRole("searchbox", { name: "Search", exact: true });
  await search.fill("meeting notes");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/search=meeting\+notes/);
  await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem").first()).toContainText("Meeting notes summarizer");

  // The sort and filters speak in words, and stay in the URL.
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await page.getByLabel("Works with").selectOption("openai");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page).toHaveURL(/provider=openai/);
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("Works with OpenAI");
  // The filter row fits at 1280 px with the longest choice shown (it was clipped at w-32).
  await page.getByLabel("Works with").selectOption("openai-compatible");
  const select = await page.getByLabel("Works with").boundingBox();
  expect(select!.width).toBeGreaterThanOrEqual(200);
  const row = await page
    .getByRole("form", { name: "Filter the catalog" })
    .first()
    .evaluate((f) => f.scrollWidth <= f.clientWidth);
  expect(row).toBe(true);
  await shootBothSizes(page, "catalog-filters");

  // From the home page's top rated shelf to a product page.
  await page.goto("/");
  const shelf = page.getByRole("region", { name: "Top rated" });
  const card = shelf
    .getByRole("link")
    .filter({ has: page.getByRole("heading") })
    .first();
  const title = (await card.getByRole("heading").textContent())!;
  await card.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("rating-summary")).toBeVisible();
  await expect(page.getByRole("region", { name: "Sold by" })).toBeVisible();
  const productUrl = new URL(page.url()).pathname;

  await page.getByRole("link", { name: /Sign in to buy/ }).click();
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fproducts%2Fprod_/);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Password").fill(buyer.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${productUrl}$`));
  // Signed in, the header offers the account menu with the way to the dashboard.
  await page.getByRole("button", { name: `Account menu for ${buyer.name}` }).click();
  await expect(page.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await page.keyboard.press("Escape");

  await page.getByTestId("buy-panel").getByRole("button", { name: "Buy now" }).click();
  await page.waitForURL(/\/dashboard\/purchases\/ord_/);
  await page.goto(productUrl);
  await expect(page.getByTestId("purchase-state")).toContainText("You own this product");
  await expect(page.getByTestId("buy-panel").getByRole("link", { name: "Run" })).toHaveAttribute("href", /\/dashboard\/run\/prod_/);

  const form = page.getByRole("form", { name: "Review this product" });
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(form.getByText(/Choose a rating/).first()).toBeVisible();
  await form.locator("label", { has: page.getByRole("radio", { name: "2 stars: Disappointing" }) }).click();
  await form.getByRole("button", { name: "Post review" }).click();
  await expect(form.getByText(/a comment is required for 1 or 2 stars/)).toBeVisible();
  await form.getByLabel(/What went wrong/).fill("Missed half of the action items.");
  await form.getByRole("button", { name: "Post review" }).click();

  const mine = page.getByRole("region", { name: "Your review" });
  await expect(mine).toContainText("Missed half of the action items.");
  await mine.getByRole("button", { name: "Edit review" }).click();
  const edit = page.getByRole("form", { name: "Edit your review" });
  await edit.locator("label", { has: page.getByRole("radio", { name: "4 stars: Good" }) }).click();
  await edit.getByLabel(/Your review/).fill("Better after I gave it the agenda too.");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("region", { name: "Your review" })).toContainText("Better after I gave it the agenda too.");
  await expect(page.getByRole("region", { name: "Your review" }).getByLabel(/Rated 4 out of 5/)).toBeVisible();
});

// The cached product page shows published products only, the same to everyone; its author opening a draft's address
// is sent on to the page rendered for them (?preview), and a signed-out visitor gets the plain "not found".
test("a seller opening their draft's address sees it; a signed-out visitor sees not found", async ({ page }) => {
  await signUp(page);
  const categories = await sessionApi(page, "/categories");
  const title = `Draft preview ${Date.now().toString(36)}`;
  const created = await sessionApi(page, "/products", {
    title,
    description: "A draft only its author may see.",
    type: "PROMPT",
    category: categories.body.data[0].slug,
    price: 7,
    content: "Draft {{topic}}.",
  });
  expect(created.status).toBe(201);
  const address = `/products/${created.body.data.id}`;

  await page.goto(address);
  await expect(page).toHaveURL(new RegExp(`${address}\\?preview=1$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await page.context().clearCookies(); // another, signed-out browser
  const visitor = await page.goto(address);
  expect(visitor?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "We can’t find that page" })).toBeVisible();
  // Once the session has answered "signed out" (the header offers sign-in), the page stays where it is.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
});

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("public pages fit a 390×844 phone and have no serious accessibility violations", async ({ page }) => {
  test.setTimeout(240_000); // nine pages at two sizes, each with a full axe-core scan and a screenshot
  await page.goto("/products?search=newsletter+pipeline");
  const product = await page
    .getByRole("link", { name: /Newsletter issue pipeline/ })
    .first()
    .getAttribute("href");
  const pages = {
    home: "/",
    catalog: "/products",
    "catalog-search": "/products?search=markting",
    "catalog-filtered": "/products?category=marketing&sort=price-asc",
    product: product!,
    signin: "/signin",
    signup: "/signup",
    "not-found": "/no-such-page",
    "missing-product": "/products/prod_no_such_product",
  };
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const [size, viewport] of Object.entries({ phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } })) {
    await page.setViewportSize(viewport);
    for (const [name, url] of Object.entries(pages)) {
      await page.goto(url);
      await expect(page.getByRole("banner")).toHaveCount(1);
      await expect(page.getByRole("banner").getByRole("link", { name: "Promptly" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      if (viewport.width === 390) await noSidewaysScroll(page);
      await page.screenshot({ path: `${SCREENSHOTS}/public-${name}-${size}.png`, fullPage: true });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${url}: ${v.id} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
  }
});
