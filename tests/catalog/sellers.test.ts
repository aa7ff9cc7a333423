import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { signIn } from "../support/session";
import { buy as buyOrder, createProduct, publishedProduct } from "./helpers";
import { buy as purchase, makeBuyer } from "../commerce/helpers";

// A name no other test uses, so its handle is predictable (hex digits only: no letter can be its own typo).
const uniqueName = () => `Seller ${randomBytes(4).toString("hex")}`;
const handleOf = async (id: string) => (await (await db()).user.findUniqueOrThrow({ where: { id }, select: { handle: true } })).handle;
const asSession = (cookie: string) => ({ headers: { cookie } });

describe("seller profiles", () => {
  it("serves a seller's published products, rating and sales without authentication, never drafts", async () => {
    const name = uniqueName();
    const seller = await makeUser({ name });
    const handle = await handleOf(seller.id);
    expect(handle).toBe(name.toLowerCase().replace(" ", "-"));
    await (await db()).user.update({ where: { id: seller.id }, data: { bio: "I write sales prompts.", verified: true } });

    const popular = await publishedProduct(seller.key, { title: "Popular pitch writer" });
    const quiet = await publishedProduct(seller.key, { title: "Quiet memo writer" });
    await createProduct(seller.key, { title: "Secret draft zebra" });
    const withdrawn = await publishedProduct(seller.key, { title: "Withdrawn offer helper" });
    expect((await api(`/products/${withdrawn}/unpublish`, { key: seller.key, method: "POST" })).status).toBe(200);

    for (const rating of [5, 4]) {
      const buyer = await makeUser();
      await buyOrder(buyer.id, popular);
      expect((await api(`/products/${popular}/reviews`, { key: buyer.key, json: { rating } })).status).toBe(201);
    }
    await (await db()).product.update({ where: { id: popular }, data: { purchaseCount: 7 } });
    await (await db()).product.update({ where: { id: quiet }, data: { purchaseCount: 2 } });

    const res = await api(`/sellers/${handle}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: seller.id,
      handle,
      name,
      bio: "I write sales prompts.",
      verified: true,
      memberSince: expect.any(String),
      stats: { products: 2, sales: 9, rating: { average: 4.5, count: 2 } },
    });
    expect(res.body.data.products.map((p: { id: string }) => p.id)).toEqual([popular, quiet]);
    expect(res.body.data.products[0].author).toEqual({ id: seller.id, name, handle, verified: true, avatarUrl: null });
    expect(res.text).not.toContain("Secret draft zebra");
    expect(res.text).not.toContain("Withdrawn offer helper");

    // A handle is matched whatever its case; product lists and details name it.
    expect((await api(`/sellers/${handle.toUpperCase()}`)).status).toBe(200);
    const detail = await api(`/products/${popular}`, { key: seller.key });
    expect(detail.body.data.author.handle).toBe(handle);
  });

  it("answers 404 in the envelope for an unknown handle, a malformed one, and an account with only drafts", async () => {
    const draftsOnly = await makeUser({ name: uniqueName() });
    await createProduct(draftsOnly.key, { title: "Only a draft" });
    for (const handle of ["nobody-has-this-handle-9x", "Bad_Handle!", "ab", await handleOf(draftsOnly.id)]) {
      const res = await api(`/sellers/${encodeURIComponent(handle)}`);
      expect(res.status, handle).toBe(404);
      expect(res.body).toMatchObject({ success: false, error: { code: "NOT_FOUND", message: "Seller not found" } });
    }
  });

  it("gives a new account the next free handle when its name's is taken", async () => {
    const name = uniqueName();
    const first = await makeUser({ name });
    const second = await makeUser({ name });
    const third = await makeUser({ name });
    const base = await handleOf(first.id);
    expect([await handleOf(second.id), await handleOf(third.id)]).toEqual([`${base}-2`, `${base}-3`]);
    // A name that gives no handle (too short, no Latin letters) still gets one.
    const short = await makeUser({ name: "李" });
    expect(await handleOf(short.id)).toMatch(/^seller-[a-z0-9]+$/);
  });

  it("lets the owner change handle, name and bio in settings, refusing taken, reserved and malformed handles", async () => {
    const owner = await makeUser({ name: uniqueName() });
    const other = await makeUser({ name: uniqueName() });
    const cookie = await signIn(owner.email, TEST_PASSWORD);
    const wanted = `ada-${randomBytes(3).toString("hex")}`;

    const patch = (json: unknown) => api("/account/profile", { method: "PATCH", json, ...asSession(cookie) });
    const ok = await patch({ handle: ` ${wanted.toUpperCase()} `, bio: "Prompts for sales teams." });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ name: expect.any(String), handle: wanted, bio: "Prompts for sales teams.", avatarUrl: null });
    expect((await api("/account/profile", asSession(cookie))).body.data.handle).toBe(wanted);

    const cases: [unknown, string][] = [
      [{ handle: await handleOf(other.id) }, "Another seller uses this handle"],
      [{ handle: "dashboard" }, "reserved"],
      [{ handle: "no spaces" }, "lowercase letters"],
      [{ handle: "x" }, "at least 3"],
      [{ name: "" }, "name buyers see"],
    ];
    for (const [body, message] of cases) {
      const res = await patch(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(JSON.stringify(res.body.error.details.fields)).toContain(message);
    }
    expect((await patch({ nickname: "x" })).status).toBe(400);
    expect(await handleOf(owner.id)).toBe(wanted);

    // Session only: an API key may not change the public profile.
    expect((await api("/account/profile", { method: "PATCH", key: owner.key, json: { bio: "x" } })).status).toBe(403);
  });
});

describe("reviews of refunded buyers", () => {
  it("leave the product page, the review list and the rating when access ends, and come back on a new purchase", async () => {
    const seller = await makeUser({ name: uniqueName() });
    const product = await publishedProduct(seller.key, { price: 5 });
    const keeper = await makeBuyer();
    const refunded = await makeBuyer();
    expect((await purchase(keeper.key, product)).status).toBe(201);
    const bought = await purchase(refunded.key, product);
    expect(bought.status).toBe(201);
    await api(`/products/${product}/reviews`, { key: keeper.key, json: { rating: 5, comment: "Works well" } });
    await api(`/products/${product}/reviews`, { key: refunded.key, json: { rating: 1, comment: "Did not work for me" } });
    const viewer = { key: keeper.key };
    expect((await api(`/products/${product}`, viewer)).body.data.rating).toEqual({ average: 3, count: 2 });

    // The seller refunds in full: the buyer's access ends.
    const refund = await api(`/purchases/${bought.body.data.orderId}/refund`, { key: seller.key, json: { reason: "other" } });
    expect(refund.status).toBe(200);

    const reviews = await api(`/products/${product}/reviews`, viewer);
    expect(reviews.body.data.map((r: { comment: string }) => r.comment)).toEqual(["Works well"]);
    expect(reviews.body.meta.total).toBe(1);
    expect((await api(`/products/${product}`, viewer)).body.data.rating).toEqual({ average: 5, count: 1 });
    expect((await api(`/sellers/${await handleOf(seller.id)}`)).body.data.stats.rating).toEqual({ average: 5, count: 1 });

    // The same buyer buys again: their review is back and counts.
    expect((await purchase(refunded.key, product)).status).toBe(201);
    expect((await api(`/products/${product}`, viewer)).body.data.rating).toEqual({ average: 3, count: 2 });
    expect((await api(`/products/${product}/reviews`, viewer)).body.meta.total).toBe(2);
  });
});
