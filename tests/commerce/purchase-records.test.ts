import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import { extractText } from "unpdf";
import { newId } from "@/lib/ids";
import { storage } from "@/lib/storage/storage";
import { db } from "@/lib/db/client";
import { api, rawFetch } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "./helpers";

async function fetchWithKey(url: string, key: string) {
  const u = new URL(url);
  return rawFetch(u.pathname, { headers: { authorization: `Bearer ${key}` } });
}

describe("reading purchases", () => {
  it("lists the caller's purchases newest first with paging and a status filter", async () => {
    const seller = await makeUser();
    const buyer = await makeBuyer();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const p = await makeProduct(seller.id, { priceCents: 1000 + i });
      ids.push((await buy(buyer.key, p.id)).body.data.orderId);
    }
    await api(`/purchases/${ids[0]}/refund`, { key: buyer.key, json: { reason: "accidental" } });
    const all = await api("/purchases?limit=2", { key: buyer.key });
    expect(all.status).toBe(200);
    expect(all.body.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(all.body.data.map((p: { orderId: string }) => p.orderId)).toEqual([ids[2], ids[1]]);
    const item = all.body.data[0];
    expect(item).toMatchObject({
      status: "completed",
      amount: 10.02,
      currency: "USD",
      product: { type: "PROMPT", title: "Cold Email Writer" },
      refundedAt: null,
    });
    expect(item.downloadUrl).toMatch(new RegExp(`/api/v1/purchases/${ids[2]}/download$`));
    expect(item.receipt.pdf).toMatch(/\/receipt\/pdf$/);
    const page2 = await api("/purchases?limit=2&page=2", { key: buyer.key });
    expect(page2.body.data.map((p: { orderId: string }) => p.orderId)).toEqual([ids[0]]);
    const refunded = await api("/purchases?status=refunded", { key: buyer.key });
    expect(refunded.body.data.map((p: { orderId: string; status: string }) => [p.orderId, p.status])).toEqual([[ids[0], "refunded"]]);
    expect(refunded.body.data[0].refundedAt).toEqual(expect.any(String));
    const completed = await api("/purchases?status=completed", { key: buyer.key });
    expect(completed.body.meta.total).toBe(2);
    expect((await api("/purchases?limit=101", { key: buyer.key })).status).toBe(400);
    expect((await api("/purchases?status=pending", { key: buyer.key })).status).toBe(400);
  });

  it("shows an order to its buyer, to the seller without the buyer's email, and to nobody else", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer();
    const stranger = await makeUser();
    const orderId = (await buy(buyer.key, product.id)).body.data.orderId;
    const mine = await api(`/purchases/${orderId}`, { key: buyer.key });
    expect(mine.status).toBe(200);
    expect(mine.body.data.buyer).toEqual({ id: buyer.id, name: "Buyer", email: buyer.email });
    expect(mine.body.data.refundableUntil).toEqual(expect.any(String));
    const theirs = await api(`/purchases/${orderId}`, { key: seller.key });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.buyer).toEqual({ id: buyer.id, name: "Buyer" });
    expect(theirs.text).not.toContain(buyer.email);
    expect(theirs.body.data.breakdown).toEqual({ platformFee: 4, referralFee: 0, sellerNet: 15.99 });
    expect(theirs.body.data.downloadUrl).toBeUndefined();
    for (const path of [
      `/purchases/${orderId}`,
      `/purchases/${orderId}/download`,
      `/purchases/${orderId}/receipt`,
      `/purchases/${orderId}/receipt/pdf`,
    ]) {
      const res = await api(path, { key: stranger.key });
      expect([path, res.status, res.body?.error.code]).toEqual([path, 404, "NOT_FOUND"]);
    }
    const refund = await api(`/purchases/${orderId}/refund`, { key: stranger.key, json: { reason: "other" } });
    expect([refund.status, refund.body.error.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("downloads the prompt as a text file while the purchase is active, 403 after a refund", async () => {
    const seller = await makeUser();
    // Refundable after a download (policy always), so the refund below is immediate and ends access.
    const product = await makeProduct(seller.id, {
      content: "You are a helpful copywriter. Write about {{topic}}.",
      refundPolicy: "ALWAYS",
    });
    const buyer = await makeBuyer();
    const { data } = (await buy(buyer.key, product.id)).body;
    const file = await fetchWithKey(data.downloadUrl, buyer.key);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="cold-email-writer.txt"');
    expect(await file.text()).toBe("You are a helpful copywriter. Write about {{topic}}.");
    await api(`/purchases/${data.orderId}/refund`, { key: buyer.key, json: { reason: "not_as_described" } });
    const after = await fetchWithKey(data.downloadUrl, buyer.key);
    expect(after.status).toBe(403);
    expect((await after.json()).error.details.reason).toBe("refunded");
  });

  it("downloads a product with files as one zip of the content and the files", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id, { content: "Run the workflow in files/." });
    const storageKey = `products/${product.id}/${newId("asset").toLowerCase()}`;
    await storage().put(storageKey, new TextEncoder().encode("# Guide\nStep 1"));
    await (
      await db()
    ).productAsset.create({
      data: { id: newId("asset"), productId: product.id, kind: "FILE", name: "guide.md", mediaType: "text/markdown", size: 14, storageKey },
    });
    const buyer = await makeBuyer();
    const { data } = (await buy(buyer.key, product.id)).body;
    const file = await fetchWithKey(data.downloadUrl, buyer.key);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/zip");
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="cold-email-writer.zip"');
    const zip = await JSZip.loadAsync(await file.arrayBuffer());
    expect(
      Object.keys(zip.files)
        .filter((n) => !zip.files[n].dir)
        .sort(),
    ).toEqual(["cold-email-writer.txt", "files/guide.md"]);
    expect(await zip.file("cold-email-writer.txt")!.async("string")).toBe("Run the workflow in files/.");
    expect(await zip.file("files/guide.md")!.async("string")).toBe("# Guide\nStep 1");
  });

  it("renders the receipt as HTML and as a real PDF holding the order id", async () => {
    const seller = await makeUser({ name: "Receipt Seller" });
    const product = await makeProduct(seller.id, { priceCents: 2500 });
    const buyer = await makeBuyer();
    const { data } = (await buy(buyer.key, product.id)).body;
    const html = await fetchWithKey(data.receipt.url, buyer.key);
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await html.text();
    for (const text of [data.orderId, "Receipt Seller", buyer.email, "Cold Email Writer", "$25.00", "$5.00"]) expect(page).toContain(text);
    const pdf = await fetchWithKey(data.receipt.pdf, buyer.key);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { text } = await extractText(bytes, { mergePages: true });
    for (const expected of [
      data.orderId,
      "Receipt Seller",
      "Buyer",
      "Cold Email Writer",
      "$25.00",
      "Platform fee (included)",
      "Total charged",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("lists the seller's sales with the fee split", async () => {
    const seller = await makeUser();
    const product = await makeProduct(seller.id, { priceCents: 1000 });
    const buyer = await makeBuyer();
    const orderId = (await buy(buyer.key, product.id)).body.data.orderId;
    const sales = await api("/sales", { key: seller.key });
    expect(sales.body.meta.total).toBe(1);
    expect(sales.body.data[0]).toMatchObject({ orderId, breakdown: { platformFee: 2, referralFee: 0, sellerNet: 8 } });
    expect(sales.body.data[0].buyer.email).toBeUndefined();
    expect((await api("/sales", { key: buyer.key })).body.meta.total).toBe(0);
    expect(await (await db()).order.count({ where: { sellerId: seller.id } })).toBe(1);
  });
});
