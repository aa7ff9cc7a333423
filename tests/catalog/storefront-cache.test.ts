import { createHash, randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl } from "../support/server";
import { rawFetch, api } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { signIn } from "../support/session";
import { buy, publishedProduct } from "./helpers";

// The cached storefront (ADR 062, docs/operations.md#behind-a-cdn): the home page, the catalog's first page per filter
// set and product pages are rendered once per currency, served to everyone (a CDN too) with a policy of their own
// script hashes, and rendered again within 5 s of a change.

const ENGLISH = { "accept-language": "en-US,en;q=0.9" }; // → USD

async function page(path: string, headers: Record<string, string> = ENGLISH) {
  const res = await rawFetch(path, { headers });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** The product card (<li>…</li>) holding `text`, or null when the page shows no such card. */
function cardOf(html: string, text: string): string | null {
  const at = html.indexOf(`>${text}<`);
  if (at < 0) return null;
  return html.slice(html.lastIndexOf("<li", at), html.indexOf("</li>", at));
}

const CATALOG_NEWEST = "/products?sort=newest&type=&category=";

/**
 * Polls the home page and the catalog's newest-first page until `check` holds on both (and the product page until
 * `onProductPage` holds on it); answers the milliseconds it took.
 */
async function visibleWithin5s(
  check: (html: string) => boolean,
  product?: { id: string; onProductPage: (res: { status: number; html: string }) => boolean },
): Promise<number> {
  const started = Date.now();
  for (;;) {
    const [home, catalog, productPage] = await Promise.all(
      ["/", CATALOG_NEWEST, ...(product ? [`/products/${product.id}`] : [])].map((p) => page(p)),
    );
    if (check(home.html) && check(catalog.html) && (!product || product.onProductPage(productPage))) return Date.now() - started;
    if (Date.now() - started > 5_000) throw new Error("the storefront did not show the change within 5 s");
    await new Promise((r) => setTimeout(r, 100));
  }
}

// "{product}" stands for a published product's id; a product page's query (a referral code, Stripe's return) is read
// in the browser, so it is served the same cached page.
const CACHED = [
  "/",
  "/products",
  "/products?category=marketing&sort=price-asc",
  "/products?sort=price-asc&category=marketing&page=1&search=",
  "/products/{product}",
  "/products/{product}?ref=friend",
];

let cachedProductId = "";
beforeAll(async () => {
  const seller = await makeUser();
  cachedProductId = await publishedProduct(seller.key, { title: `Cached product page ${randomBytes(3).toString("hex")}`, price: 9 });
});

const scriptHash = (body: string) => createHash("sha256").update(body, "utf8").digest("base64");

describe("cached storefront pages", () => {
  it.each(CACHED)(
    "serves %s publicly cacheable, under a policy of exactly its inline scripts, the same bytes to a signed-in visitor",
    async (address) => {
      const path = address.replace("{product}", cachedProductId);
      const first = await page(path);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("public, s-maxage=5, stale-while-revalidate=60");
      expect(first.headers.get("vary")).toMatch(/Cookie, Accept-Language/);
      const again = await page(path);
      expect(again.headers.get("x-nextjs-cache")).toBe("HIT");

      for (const res of [first, again]) {
        const policy = res.headers.get("content-security-policy")!;
        const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src "))!;
        expect(scriptSrc).not.toMatch(/nonce-|strict-dynamic|unsafe-inline/);
        const allowed = new Set([...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
        const inline = [...res.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/\bsrc=/.test(attrs));
        expect(inline.length).toBeGreaterThan(1); // the theme script and Next.js's Flight payload at least
        expect(new Set(inline.map(([, , body]) => scriptHash(body)))).toEqual(allowed);
        expect(res.html).not.toMatch(/nonce=/);
      }

      // Nothing of the visitor in the HTML: a signed-in visitor gets the very same bytes, and their name is not in it.
      const user = await makeUser({ name: `Signed In ${randomBytes(3).toString("hex")}` });
      const cookie = await signIn(user.email, TEST_PASSWORD);
      const signedIn = await page(path, { ...ENGLISH, cookie });
      expect(signedIn.headers.get("cache-control")).toBe("public, s-maxage=5, stale-while-revalidate=60");
      expect(signedIn.html).toBe(again.html);
      expect(signedIn.html).not.toContain(user.name);
      // A client cannot choose the cached page or put a nonce into it.
      const forged = await page(path, {
        ...ENGLISH,
        "x-storefront-currency": "GBP",
        "x-storefront-catalog": "all",
        "x-storefront-product": "1",
        "content-security-policy": "script-src 'nonce-abc'",
      });
      expect(forged.html).toBe(again.html);
    },
  );

  it("keeps per-request pages private: sign-in, searches, the catalog's later pages, the dashboard", async () => {
    const user = await makeUser();
    const cookie = await signIn(user.email, TEST_PASSWORD);
    for (const path of [
      "/signin",
      "/products?search=email",
      "/products?page=2",
      "/products?utm_source=x",
      "/dashboard",
      "/dashboard/products",
    ]) {
      const res = await page(path, { ...ENGLISH, cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toMatch(/^private, no-cache, no-store/);
      expect(res.headers.get("content-security-policy"), path).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
    }
    // A client naming a cached page in the header gets the per-request page it asked for.
    const forged = await page("/products?search=email", { ...ENGLISH, "x-storefront-currency": "USD", "x-storefront-catalog": "all" });
    expect(forged.headers.get("cache-control")).toMatch(/^private/);
    const preview = `/products/${cachedProductId}?preview=1`;
    const forgedProduct = await page(preview, { ...ENGLISH, "x-storefront-currency": "USD", "x-storefront-product": "1" });
    expect(forgedProduct.status).toBe(200);
    expect(forgedProduct.headers.get("cache-control")).toMatch(/^private/);
  });

  it("keeps one page per currency: chosen by cookie, else guessed from the languages, else each product's own", async () => {
    const seller = await makeUser();
    const title = `Currency page probe ${randomBytes(3).toString("hex")}`;
    await publishedProduct(seller.key, { title, price: 10, prices: [{ currency: "EUR", amount: 8.5 }] });
    const pick = (html: string) => /data-testid="currency-picker"[^>]*>([^<]*)</.exec(html)?.[1];
    await visibleWithin5s((html) => cardOf(html, title) !== null);

    const german = await page("/", { "accept-language": "de-DE,de;q=0.9" });
    expect(pick(german.html)).toBe("EUR");
    expect(cardOf(german.html, title)).toMatch(/€\s?8[.,]50/);
    const chosen = await page("/", { ...ENGLISH, cookie: "currency=GBP" });
    expect(pick(chosen.html)).toBe("GBP");
    const unknown = await page("/", { "accept-language": "en" });
    expect(pick(unknown.html)).toBe("Currency");
    expect(cardOf(unknown.html, title)).toMatch(/\$10\.00/);
    // Each is its own cached page, served at its own address too.
    expect((await page("/storefront/EUR")).html).toBe(german.html);
    expect((await page("/storefront/GBP")).html).toBe(chosen.html);
    expect((await page("/storefront/any")).html).toBe(unknown.html);
    expect((await page("/storefront/XYZ")).status).toBe(404);
    // The catalog's first page likewise.
    const germanCatalog = await page(CATALOG_NEWEST, { "accept-language": "de-DE,de;q=0.9" });
    expect(pick(germanCatalog.html)).toBe("EUR");
    expect(cardOf(germanCatalog.html, title)).toMatch(/€\s?8[.,]50/);
    expect((await page("/storefront/USD/products/bm90LWNhbm9uaWNhbA")).status).toBe(404);
  });

  it("shows a publish, an edit, a price change, a new review and an unpublish within 5 s, on the product page too", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const title = `Fresh storefront probe ${randomBytes(3).toString("hex")}`;
    const timings: Record<string, number> = {};

    await visibleWithin5s(() => true); // the page is in the cache before the change
    const id = await publishedProduct(seller.key, { title, price: 12 });
    const shows = (...texts: string[]) => ({
      id,
      onProductPage: ({ status, html }: { status: number; html: string }) => status === 200 && texts.every((t) => html.includes(t)),
    });
    timings.publish = await visibleWithin5s((html) => cardOf(html, title)?.includes("$12.00") ?? false, shows(title, "$12.00"));

    const edited = `${title} (edited)`;
    expect((await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { title: edited } })).status).toBe(200);
    timings.edit = await visibleWithin5s((html) => cardOf(html, edited) !== null, shows(edited));

    expect((await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { price: 14 } })).status).toBe(200);
    timings.price = await visibleWithin5s((html) => cardOf(html, edited)?.includes("$14.00") ?? false, shows("$14.00"));

    await buy(buyer.id, id);
    const comment = `Does the job ${randomBytes(3).toString("hex")}`;
    expect((await api(`/products/${id}/reviews`, { key: buyer.key, json: { rating: 3, comment } })).status).toBe(201);
    timings.review = await visibleWithin5s(
      (html) => cardOf(html, edited)?.includes("Rated 3 out of 5 by 1 reviewer") ?? false,
      shows(comment),
    );

    expect((await api(`/products/${id}/unpublish`, { key: seller.key, method: "POST" })).status).toBe(200);
    timings.unpublish = await visibleWithin5s((html) => !html.includes(edited), {
      id,
      onProductPage: ({ status, html }) => status === 404 && !html.includes(edited),
    });

    for (const ms of Object.values(timings)) expect(ms).toBeLessThan(5_000);

    // The withdrawn product's page is rendered per request with ?preview: its author and its buyer see it, nobody else.
    const preview = `/products/${id}?preview=1`;
    for (const who of [seller, buyer]) {
      const seen = await page(preview, { ...ENGLISH, cookie: await signIn(who.email, TEST_PASSWORD) });
      expect(seen.status).toBe(200);
      expect(seen.html).toContain(edited);
      expect(seen.headers.get("cache-control")).toMatch(/^private/);
    }
    const stranger = await makeUser();
    expect((await page(preview, { ...ENGLISH, cookie: await signIn(stranger.email, TEST_PASSWORD) })).status).toBe(404);
    expect((await page(preview)).status).toBe(404);
  });

  it("tells the browser who is signed in from the session endpoint: name, email, picture; an ended session reads as none", async () => {
    const user = await makeUser({ name: "Avery Avatar" });
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const session = async (c: string) => (await rawFetch("/api/auth/session", { headers: { cookie: c } })).json();
    expect(await session(cookie)).toMatchObject({ user: { name: "Avery Avatar", email: user.email, image: null } });
    expect(await session("")).toEqual({});

    const form = new FormData();
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "me.jpg");
    const uploaded = await fetch(`${await baseUrl()}/api/v1/account/avatar`, { method: "POST", headers: { cookie }, body: form });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { avatarUrl: string } };
    expect((await session(cookie)).user.image).toBe(data.avatarUrl);

    // Signed out from another browser ("sign out everywhere else"): the session endpoint no longer names the account.
    const other = await signIn(user.email, TEST_PASSWORD);
    expect((await api("/account/sessions", { method: "DELETE", headers: { cookie: other } })).status).toBe(200);
    expect(await session(cookie)).toEqual({});
    expect((await session(other)).user.email).toBe(user.email);
  });
});
