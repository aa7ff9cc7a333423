import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api, rawFetch } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { signIn } from "../support/session";
import { buy, createProduct, publishedProduct } from "./helpers";

// GET /products/{id}/viewer: the visitor's part of the product page, whose HTML is the same for everyone
// (docs/catalog.md#storefront-pages).

const viewsOf = async (productId: string) => (await (await db()).product.findUniqueOrThrow({ where: { id: productId } })).viewCount;

describe("GET /products/{id}/viewer", () => {
  it("answers a signed-out visitor the defaults and counts one view per address and browser per day", async () => {
    const seller = await makeUser();
    const id = await publishedProduct(seller.key);
    const asVisitor = await api(`/products/${id}/viewer`, { headers: { "user-agent": "browser-one" } });
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.body.data).toEqual({
      productId: id,
      signedIn: false,
      viewer: "visitor",
      purchase: null,
      bundleHeld: [],
      ownReview: null,
      content: null,
    });
    // No session, no key: no rate-limit fields (nothing to count against).
    expect(asVisitor.headers.get("x-ratelimit-limit")).toBeNull();
    expect(await viewsOf(id)).toBe(1);
    await api(`/products/${id}/viewer`, { headers: { "user-agent": "browser-one" } });
    expect(await viewsOf(id)).toBe(1);
    // Another browser from the same address is another viewer, as on the page before.
    await api(`/products/${id}/viewer`, { headers: { "user-agent": "browser-two" } });
    expect(await viewsOf(id)).toBe(2);
    const days = await (await db()).productViewDay.findMany({ where: { productId: id } });
    expect(days.map((d) => d.views)).toEqual([2]);
  });

  it("answers a buyer their purchase, content and review; never the author's view", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const id = await publishedProduct(seller.key);
    const order = await buy(buyer.id, id);
    const review = await api(`/products/${id}/reviews`, { key: buyer.key, json: { rating: 5, comment: "Works" } });
    expect(review.status).toBe(201);

    const asBuyer = await api(`/products/${id}/viewer`, { key: buyer.key });
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.body.data).toMatchObject({
      productId: id,
      signedIn: true,
      viewer: "buyer",
      purchase: { orderId: order.id, viaBundle: false },
      bundleHeld: [],
      ownReview: { id: review.body.data.id, rating: 5, comment: "Works", author: { id: buyer.id } },
      content: "Write a cold email to {{prospect}} about {{offer}}.",
    });
    // Reading the content counts as access, as the page did (refunds then follow the product's policy).
    expect((await (await db()).order.findUniqueOrThrow({ where: { id: order.id } })).contentReadAt).not.toBeNull();
    expect(await viewsOf(id)).toBe(1);

    const asAuthor = await api(`/products/${id}/viewer`, { key: seller.key });
    expect(asAuthor.body.data).toMatchObject({ viewer: "author", signedIn: true, purchase: null, content: expect.any(String) });
    expect(await viewsOf(id)).toBe(1);
  });

  it("never answers another user's purchase, review or content", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const other = await makeUser();
    const id = await publishedProduct(seller.key);
    await buy(buyer.id, id);
    await api(`/products/${id}/reviews`, { key: buyer.key, json: { rating: 4, comment: "" } });
    const refunded = await makeUser();
    await buy(refunded.id, id, "REFUNDED");

    for (const caller of [other, refunded]) {
      const res = await api(`/products/${id}/viewer`, { key: caller.key });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        productId: id,
        signedIn: true,
        viewer: "visitor",
        purchase: null,
        bundleHeld: [],
        ownReview: null,
        content: null,
      });
      expect(res.text).not.toContain(buyer.id);
    }
  });

  it("works with the dashboard session the page sends; a bad key is refused, a product you may not see is 404", async () => {
    const seller = await makeUser();
    const buyer = await makeUser();
    const id = await publishedProduct(seller.key);
    await buy(buyer.id, id);
    const cookie = await signIn(buyer.email, TEST_PASSWORD);
    const res = await api(`/products/${id}/viewer`, { headers: { cookie } });
    expect(res.body.data).toMatchObject({ signedIn: true, viewer: "buyer", purchase: { viaBundle: false } });

    expect((await api(`/products/${id}/viewer`, { key: "mk_live_not-a-key" })).body.error.code).toBe("INVALID_API_KEY");
    const draft = await createProduct(seller.key);
    expect((await api(`/products/${draft}/viewer`)).body.error.code).toBe("PRODUCT_NOT_FOUND");
    expect((await api(`/products/${draft}/viewer`, { key: buyer.key })).status).toBe(404);
    expect((await api(`/products/${draft}/viewer`, { key: seller.key })).body.data.viewer).toBe("author");
    expect((await api(`/products/prod_missing/viewer`)).status).toBe(404);
    const narrow = await makeUser({ scopes: ["purchases:read"] });
    expect((await api(`/products/${id}/viewer`, { key: narrow.key })).status).toBe(403);
  });

  it("marks a bundle's products the caller already holds", async () => {
    const seller = await makeUser({ plan: "PRO" });
    const buyer = await makeUser();
    const a = await publishedProduct(seller.key, { title: "Alpha" });
    const b = await publishedProduct(seller.key, { title: "Beta" });
    const bundle = await api("/products", {
      key: seller.key,
      json: {
        title: "Two prompts",
        description: "Both.",
        type: "BUNDLE",
        category: "marketing",
        content: "",
        price: 15,
        bundleProductIds: [a, b],
      },
    });
    expect(bundle.status).toBe(201);
    const bundleId = bundle.body.data.id;
    expect((await api(`/products/${bundleId}/publish`, { key: seller.key, method: "POST" })).status).toBe(200);
    await buy(buyer.id, b);
    const res = await api(`/products/${bundleId}/viewer`, { key: buyer.key });
    expect(res.body.data).toMatchObject({ viewer: "visitor", bundleHeld: [b], purchase: null });
    expect((await api(`/products/${bundleId}/viewer`, { key: seller.key })).body.data.bundleHeld).toEqual([]);
  });
});

describe("the product page's HTML", () => {
  const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/\\"nonce\\":\\"[^"\\]*\\"/g, "");
  /** The page's own part: the header's account area belongs to the layout (docs/decisions/062-cached-storefront-pages.md). */
  const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>") + "</main>".length);

  it("is the same for a signed-out visitor and a signed-in buyer, and holds nothing of the buyer's", async () => {
    const seller = await makeUser();
    const buyer = await makeUser({ name: "Buyer Person" });
    const id = await publishedProduct(seller.key);
    const order = await buy(buyer.id, id);
    await api(`/products/${id}/reviews`, { key: buyer.key, json: { rating: 5, comment: "Lovely" } });
    const cookie = await signIn(buyer.email, TEST_PASSWORD);
    const viewsBefore = await viewsOf(id);

    const signedOut = await rawFetch(`/products/${id}?ref=REFCODE77&checkout=success&session_id=cs_test_x`);
    const asBuyer = await rawFetch(`/products/${id}`, { headers: { cookie } });
    expect(signedOut.status).toBe(200);
    expect(asBuyer.status).toBe(200);
    const [outHtml, buyerHtml] = [withoutNonces(await signedOut.text()), withoutNonces(await asBuyer.text())];
    expect(mainOf(outHtml).length).toBeGreaterThan(1000);
    expect(mainOf(buyerHtml)).toBe(mainOf(outHtml));
    for (const html of [outHtml, buyerHtml]) {
      expect(html).not.toContain("{{prospect}}");
      expect(html).not.toContain(order.id);
      expect(html).not.toContain("You own this");
      // (Next.js keeps the address, query included, in its own payload outside <main>.)
      expect(mainOf(html)).not.toContain("REFCODE77");
      // The visitor's parts wait for GET /products/{id}/viewer: blanks, no Buy or Sign-in button yet.
      expect(html).toContain('data-testid="buy-panel-loading"');
      expect(html).not.toContain("Sign in to buy");
    }
    // The page itself counts no view any more: the browser's call to the endpoint does.
    expect(await viewsOf(id)).toBe(viewsBefore);
  });

  it("shows a draft only to its author, at the per-request address, still without the visitor's part", async () => {
    const seller = await makeUser();
    const draft = await createProduct(seller.key);
    const cookie = await signIn(seller.email, TEST_PASSWORD);
    // The cached address shows published products only, to everyone alike (the browser then sends a signed-in
    // visitor on to ?preview, app/(storefront)/storefront/[currency]/product/[id]/private-product-redirect.tsx).
    for (const headers of [{}, { cookie }] as Record<string, string>[])
      expect((await rawFetch(`/products/${draft}`, { headers })).status).toBe(404);
    expect((await rawFetch(`/products/${draft}?preview=1`)).status).toBe(404);
    const page = await rawFetch(`/products/${draft}?preview=1`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("{{prospect}}");
  });
});
