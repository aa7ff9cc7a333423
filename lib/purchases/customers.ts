import { z } from "zod";
import { db } from "@/lib/db/client";
import { toAmount } from "@/lib/money";
import { pageFields } from "@/lib/pagination";
import { csvAmount } from "@/lib/format/csv";

// A seller's customers: everyone who bought one of their products, with what they spent. Emails are shown to the
// seller, as Gumroad and Lemon Squeezy do (docs/commerce.md#customers).

export const listCustomersQuery = z.object(pageFields);
export type ListCustomersQuery = z.infer<typeof listCustomersQuery>;

export const customerView = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  orders: z.number().int(),
  firstPurchaseAt: z.string(),
  lastPurchaseAt: z.string(),
  spent: z
    .array(z.strictObject({ currency: z.string(), amount: z.number() }))
    .meta({ description: "Paid minus refunded, per currency, in major units" }),
  products: z.array(z.strictObject({ id: z.string(), title: z.string() })),
});
export type CustomerView = z.infer<typeof customerView>;

/** One page of customers, the most recent buyer first. */
export async function listCustomers(sellerId: string, q: ListCustomersQuery) {
  const client = await db();
  const [groups, [{ total }]] = await Promise.all([
    client.order.groupBy({
      by: ["buyerId"],
      where: { sellerId },
      _min: { createdAt: true },
      _max: { createdAt: true },
      _count: { _all: true },
      orderBy: [{ _max: { createdAt: "desc" } }, { buyerId: "asc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    client.$queryRaw<{ total: number }[]>`SELECT COUNT(DISTINCT "buyerId")::int AS total FROM "Order" WHERE "sellerId" = ${sellerId}`,
  ]);
  return { items: await describe(sellerId, groups), meta: { page: q.page, limit: q.limit, total } };
}

type Group = { buyerId: string; _min: { createdAt: Date | null }; _max: { createdAt: Date | null }; _count: { _all: number } };

async function describe(sellerId: string, groups: Group[]): Promise<CustomerView[]> {
  if (groups.length === 0) return [];
  const client = await db();
  const buyerIds = groups.map((g) => g.buyerId);
  const [users, orders] = await Promise.all([
    client.user.findMany({ where: { id: { in: buyerIds } }, select: { id: true, name: true, email: true } }),
    client.order.findMany({
      where: { sellerId, buyerId: { in: buyerIds } },
      select: { buyerId: true, currency: true, amountCents: true, refundedCents: true, product: { select: { id: true, title: true } } },
      orderBy: { createdAt: "asc" },
    }),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  return groups.map((g) => {
    const own = orders.filter((o) => o.buyerId === g.buyerId);
    const spent = new Map<string, number>();
    for (const o of own) spent.set(o.currency, (spent.get(o.currency) ?? 0) + o.amountCents - o.refundedCents);
    const products = new Map(own.map((o) => [o.product.id, o.product]));
    const user = byId.get(g.buyerId);
    return {
      id: g.buyerId,
      name: user?.name ?? "",
      email: user?.email ?? "",
      orders: g._count._all,
      firstPurchaseAt: g._min.createdAt!.toISOString(),
      lastPurchaseAt: g._max.createdAt!.toISOString(),
      spent: [...spent].map(([currency, cents]) => ({ currency, amount: toAmount(cents) })),
      products: [...products.values()],
    };
  });
}

/** Every customer, for the CSV export: read a page at a time so a large list is never one query's result. */
export async function* allCustomers(sellerId: string): AsyncGenerator<CustomerView> {
  for (let page = 1; ; page++) {
    const { items } = await listCustomers(sellerId, { page, limit: 100 });
    yield* items;
    if (items.length < 100) return;
  }
}

export const CUSTOMER_CSV_HEADER = ["Name", "Email", "Orders", "First purchase", "Last purchase", "Spent", "Products"];

/** The customers export, one row each: spent as "USD 19.00; EUR 5.00", products by title. */
export async function* customerCsvRows(sellerId: string): AsyncGenerator<(string | number)[]> {
  for await (const c of allCustomers(sellerId)) {
    yield [
      c.name,
      c.email,
      c.orders,
      c.firstPurchaseAt,
      c.lastPurchaseAt,
      c.spent.map((s) => `${s.currency} ${csvAmount(s.amount)}`).join("; "),
      c.products.map((p) => p.title).join("; "),
    ];
  }
}

export const SALES_CSV_HEADER = [
  "Order",
  "Date",
  "Product",
  "Buyer",
  "Buyer email",
  "Currency",
  "Gross",
  "Discount",
  "Platform fee",
  "Net",
  "Refunded",
  "Status",
];

/** Every order of the seller's products, oldest first, a page of 500 at a time. */
export async function* saleCsvRows(sellerId: string): AsyncGenerator<(string | number)[]> {
  const client = await db();
  let cursor: string | undefined;
  for (;;) {
    const orders = await client.order.findMany({
      where: { sellerId },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: 500,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
      select: {
        id: true,
        createdAt: true,
        currency: true,
        amountCents: true,
        discountCents: true,
        feeCents: true,
        sellerNetCents: true,
        refundedCents: true,
        status: true,
        product: { select: { title: true } },
        buyer: { select: { name: true, email: true } },
      },
    });
    for (const o of orders) {
      yield [
        o.id,
        o.createdAt.toISOString(),
        o.product.title,
        o.buyer.name,
        o.buyer.email,
        o.currency,
        csvAmount(toAmount(o.amountCents)),
        csvAmount(toAmount(o.discountCents)),
        csvAmount(toAmount(o.feeCents)),
        csvAmount(toAmount(o.sellerNetCents)),
        csvAmount(toAmount(o.refundedCents)),
        o.status === "REFUNDED" ? "Refunded" : o.refundedCents > 0 ? "Partly refunded" : "Completed",
      ];
    }
    if (orders.length < 500) return;
    cursor = orders.at(-1)!.id;
  }
}
