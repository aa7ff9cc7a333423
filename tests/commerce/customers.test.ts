import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { baseUrl } from "../support/server";
import { makeUser } from "../support/factories";
import { api } from "../support/http";
import { buy, publishedProduct } from "../catalog/helpers";

async function csv(pathname: string, key: string) {
  const res = await fetch(`${await baseUrl()}/api/v1${pathname}`, { headers: { authorization: `Bearer ${key}` } });
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    disposition: res.headers.get("content-disposition"),
    text: await res.text(),
  };
}

describe("customers", () => {
  it("lists each buyer once with their email, orders, spending per currency and products, to that seller only", async () => {
    const seller = await makeUser();
    const other = await makeUser();
    const early = await makeUser({ name: "=cmd|' /C calc'!A0" });
    const late = await makeUser({ name: "Late Buyer" });
    const a = await publishedProduct(seller.key, { price: 19, currency: "USD" });
    const b = await publishedProduct(seller.key, { price: 5, currency: "EUR" });
    const first = await buy(early.id, a);
    await buy(early.id, b);
    await buy(late.id, a);
    // A later order makes the late buyer the most recent; the early buyer's first order was half refunded.
    const client = await db();
    await client.order.update({ where: { id: first.id }, data: { refundedCents: 950, createdAt: new Date(Date.now() - 86_400_000) } });

    const res = await api("/customers", { key: seller.key });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({ page: 1, total: 2 });
    const [latest, earliest] = res.body.data;
    expect(latest).toMatchObject({
      id: late.id,
      email: late.email,
      name: "Late Buyer",
      orders: 1,
      spent: [{ currency: "USD", amount: 19 }],
    });
    expect(earliest).toMatchObject({ id: early.id, email: early.email, orders: 2 });
    expect(earliest.spent).toEqual(
      expect.arrayContaining([
        { currency: "USD", amount: 9.5 },
        { currency: "EUR", amount: 5 },
      ]),
    );
    expect(earliest.products.map((p: { id: string }) => p.id).sort()).toEqual([a, b].sort());
    expect(new Date(earliest.firstPurchaseAt) < new Date(earliest.lastPurchaseAt)).toBe(true);

    // Another seller has no customers of this one's; paging follows the list rules.
    expect((await api("/customers", { key: other.key })).body).toMatchObject({ data: [], meta: { total: 0 } });
    expect((await api("/customers?limit=1&page=2", { key: seller.key })).body.data.map((c: { id: string }) => c.id)).toEqual([early.id]);
    expect((await api("/customers?limit=500", { key: seller.key })).status).toBe(400);
  });

  it("exports customers and sales as CSV, with a buyer's formula-like name defused", async () => {
    const seller = await makeUser();
    const buyer = await makeUser({ name: '=HYPERLINK("http://evil.example")' });
    const id = await publishedProduct(seller.key, { price: 12.5, currency: "USD", title: "Report writer, v2" });
    const order = await buy(buyer.id, id);

    const customers = await csv("/customers/export", seller.key);
    expect(customers.status).toBe(200);
    expect(customers.type).toBe("text/csv; charset=utf-8");
    expect(customers.disposition).toBe('attachment; filename="customers.csv"');
    const lines = customers.text.split("\r\n");
    expect(lines[0]).toBe("Name,Email,Orders,First purchase,Last purchase,Spent,Products");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")",${buyer.email},1,`);
    expect(lines[1]).toContain(',USD 12.50,"Report writer, v2"');

    const sales = await csv("/sales/export", seller.key);
    expect(sales.status).toBe(200);
    const [header, row] = sales.text.split("\r\n");
    expect(header).toBe("Order,Date,Product,Buyer,Buyer email,Currency,Gross,Discount,Platform fee,Net,Refunded,Status");
    expect(row.startsWith(`${order.id},`)).toBe(true);
    expect(row).toContain(`,${buyer.email},USD,12.50,0.00,`);
    expect(row.endsWith(",0.00,Completed")).toBe(true);

    // A buyer's own key gets an empty export, not the seller's.
    expect((await csv("/sales/export", buyer.key)).text.split("\r\n").filter(Boolean)).toHaveLength(1);
    // Without the purchases:read scope: refused in the envelope.
    const narrow = await makeUser({ scopes: ["products:read"] });
    const refused = await csv("/customers/export", narrow.key);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).error.code).toBe("UNAUTHORIZED");
  });
});
