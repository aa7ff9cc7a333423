import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { shootBothSizes } from "./support/pages";
import { expect, test } from "./support/test";

/** No serious or critical axe finding and no sideways scroll, at 1280×800 and 390×844. */
async function checkBothSizes(page: Page, name: string) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    expect(serious, `${name} at ${viewport.width}px`).toEqual([]);
  }
  await shootBothSizes(page, name);
}

// Issue 29, item 3: a seller's name on every card and product page opens their public profile.
test("a visitor goes from a catalog card's seller to the seller's profile, and on to one of their products", async ({ page, baseURL }) => {
  // Axe at two sizes on two pages: more than the default minute on a shared machine.
  test.setTimeout(180_000);
  await page.goto("/products");
  const sellerLink = page.getByRole("list", { name: "Products" }).locator('a[href^="/sellers/"]').first();
  const sellerName = (await sellerLink.textContent())!.replace(" (verified seller)", "").trim();
  const href = (await sellerLink.getAttribute("href"))!;
  await sellerLink.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(sellerName);
  await expect(page.getByText(/Selling since/)).toBeVisible();
  await expect(page.getByText(/\d+ sales?\b/).first()).toBeVisible();
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${href}`);

  const products = page.getByRole("list", { name: `Products by ${sellerName}` });
  await expect(products.getByRole("heading").first()).toBeVisible();
  // The profile lists only this seller's products, so its cards do not repeat the seller's name.
  await expect(products.locator('a[href^="/sellers/"]')).toHaveCount(0);
  await checkBothSizes(page, "seller-profile");

  const title = (await products.getByRole("heading").first().textContent())!;
  await products.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`^${baseURL}/products/prod_`));
  // Back to the profile from the product page: the header's "by" link and the "Sold by" card both go there.
  await expect(page.getByRole("region", { name: "Sold by" }).getByRole("link", { name: sellerName, exact: true })).toHaveAttribute(
    "href",
    href,
  );
  await page
    .getByRole("region", { name: "Sold by" })
    .getByRole("link", { name: /profile and products/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  // An unknown handle is the site's not-found page.
  const missing = await page.goto("/sellers/nobody-sells-here");
  expect(missing?.status()).toBe(404);
});

test("a seller chooses a handle in settings, and the profile moves to it", async ({ page }) => {
  await signIn(page, { email: "seller2@demo.test", password: "demo-password-123" });
  test.setTimeout(120_000);
  await page.goto("/dashboard/settings");
  // The form takes its values when it hydrates: typing before that would be added to them.
  await page.waitForLoadState("networkidle");
  const card = page.locator("form", { has: page.getByLabel("Handle") });
  await expect(card.getByLabel("Handle")).toHaveValue("grace-maker");

  // A reserved word is refused at the field, before anything is sent.
  await card.getByLabel("Handle").fill("dashboard");
  await expect(card.getByLabel("Handle")).toHaveValue("dashboard");
  await card.getByRole("button", { name: "Save profile" }).click();
  await expect(card.getByText('"dashboard" is reserved; choose another')).toBeVisible();

  await card.getByLabel("Handle").fill("Grace-Makes-Prompts");
  await card.getByLabel("Bio").fill("Workflows for busy writers.");
  await card.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your page is /sellers/grace-makes-prompts")).toBeVisible();
  await expect(card.getByLabel("Handle")).toHaveValue("grace-makes-prompts");

  await page.getByRole("link", { name: "your seller page" }).click();
  await expect(page).toHaveURL(/\/sellers\/grace-makes-prompts$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Grace Maker");
  await expect(page.getByText("Workflows for busy writers.")).toBeVisible();
});

// A profile picture: uploaded in settings (an SVG with a script is refused in plain words), then shown beside the
// seller's name on their page, their product pages and the catalog's cards; removed again, initials come back.
test("a seller uploads a profile picture that shows on their page, product pages and cards", async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, { email: "seller@demo.test", password: "demo-password-123" });
  await page.goto("/dashboard/settings");
  const field = page.getByTestId("avatar-field");
  await expect(field.getByText("PNG, JPEG or WebP, up to 5 MB")).toBeVisible();

  await field.getByLabel("Upload a picture").setInputFiles({
    name: "evil.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(page.getByText("Choose a PNG, JPEG or WebP image")).toBeVisible();
  await expect(field.locator("img")).toHaveCount(0);

  // A real photo-sized PNG, drawn here: a gradient, so the crop and the WebP have something to show.
  const photo = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><defs><linearGradient id="g"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs><rect width="900" height="600" fill="url(#g)"/><circle cx="450" cy="300" r="180" fill="#fff"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  await field.getByLabel("Upload a picture").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByText("Profile picture saved")).toBeVisible();
  const img = field.locator("img");
  await expect(img).toHaveAttribute("src", /^\/api\/v1\/avatars\/usr_[^/]+\/[0-9a-f]{16}$/);
  const src = (await img.getAttribute("src"))!;
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(256);
  await expect(field.getByRole("button", { name: "Remove picture" })).toBeVisible();
  // The page itself, not the passing toast.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await checkBothSizes(page, "settings-avatar");

  const handle = await page.getByLabel("Handle").inputValue();
  await page.goto(`/sellers/${handle}`);
  const header = page.locator("main header");
  await expect(header.locator(`img[src="${src}"]`)).toBeVisible();
  await expect.poll(() => header.locator("img").evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(256);
  await checkBothSizes(page, "seller-profile-avatar");

  const products = page.getByRole("list", { name: /^Products by / });
  const title = (await products.getByRole("heading").first().textContent())!;
  await products.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("region", { name: "Sold by" }).locator(`img[src="${src}"]`)).toBeVisible();
  await shootBothSizes(page, "product-page-avatar");

  // The catalog's cards show it beside the seller's name.
  await page.goto(`/products?search=${encodeURIComponent(title)}`);
  const card = page.getByRole("list", { name: "Products" }).locator("article", { hasText: title }).first();
  await expect(card.locator(`img[src="${src}"]`)).toBeVisible();
  await shootBothSizes(page, "catalog-card-avatar");

  await page.goto("/dashboard/settings");
  await field.getByRole("button", { name: "Remove picture" }).click();
  await expect(page.getByText("Profile picture removed")).toBeVisible();
  await expect(field.locator("img")).toHaveCount(0);
  await page.goto(`/sellers/${handle}`);
  await expect(page.locator("main header img")).toHaveCount(0);
});
