import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { makeUser } from "../support/factories";

/**
 * The hand-computed data set behind the example response of GET /analytics/products in docs/analytics.md. Range 2024-02-25 (Sunday) .. 2024-03-03
 * (Sunday): it crosses an ISO week boundary (Mon 02-26), the leap day 02-29 and a month boundary (03-01).
 * Fee 20 % / seller net 80 % on every order; o4 is fully refunded; o3 and o8 are placed at 23:59:59 UTC.
 */
export async function seedAnalyticsFixture() {
  const client = await db();
  const tag = randomBytes(4).toString("hex");
  const [seller, other, b1, b2, b3, referrer] = await Promise.all([
    makeUser({ name: "Seller", plan: "BUSINESS" }),
    makeUser({ name: "Other seller", plan: "BUSINESS" }),
    makeUser({ name: "Buyer One" }),
    makeUser({ name: "Buyer Two" }),
    makeUser({ name: "Buyer Three" }),
    makeUser({ name: "Referrer" }),
  ]);
  await client.category.upsert({
    where: { slug: "analytics-test" },
    create: { slug: "analytics-test", name: "Analytics test" },
    update: {},
  });
  // Ids chosen so that "ties by id" has a known answer: a < d.
  const id = (letter: string) => `prod_${tag}_${letter}`;
  const products = [
    { id: id("a"), title: "Alpha", type: "PROMPT", currency: "USD", authorId: seller.id },
    { id: id("b"), title: "Beta", type: "WORKFLOW", currency: "USD", authorId: seller.id },
    { id: id("c"), title: "Gamma", type: "PROMPT", currency: "USD", authorId: seller.id },
    { id: id("d"), title: "Delta", type: "PROMPT", currency: "USD", authorId: seller.id },
    { id: id("e"), title: "Epsilon", type: "WORKFLOW", currency: "EUR", authorId: seller.id },
    { id: id("q"), title: "Other's", type: "PROMPT", currency: "USD", authorId: other.id },
  ] as const;
  await client.product.createMany({
    data: products.map((p) => ({
      ...p,
      description: "d",
      categorySlug: "analytics-test",
      priceCents: 1000,
      content: "c",
      status: "PUBLISHED",
    })),
  });
  const order = (n: string, productId: string, buyerId: string, at: string, amountCents: number, extra: object = {}) => ({
    id: `ord_${tag}_${n}`,
    productId,
    buyerId,
    sellerId: productId === id("q") ? other.id : seller.id,
    amountCents,
    feeCents: amountCents / 5,
    sellerNetCents: (amountCents * 4) / 5,
    currency: productId === id("e") ? "EUR" : "USD",
    chargeRef: `ch_${n}`,
    createdAt: new Date(at),
    ...extra,
  });
  await client.order.createMany({
    data: [
      order("o0", id("a"), b2.id, "2024-01-15T12:00:00Z", 1000),
      order("o1", id("a"), b1.id, "2024-02-25T10:00:00Z", 1000),
      order("o2", id("b"), b2.id, "2024-02-26T00:00:00Z", 2500, { referrerId: referrer.id, referralCents: 250 }),
      order("o3", id("b"), b1.id, "2024-02-29T23:59:59Z", 2500),
      order("o4", id("a"), b3.id, "2024-03-01T00:00:00Z", 1000),
      order("o5", id("c"), b3.id, "2024-03-01T12:00:00Z", 1500),
      order("o6", id("e"), b1.id, "2024-03-02T08:00:00Z", 750),
      order("o7", id("e"), b2.id, "2024-03-03T09:00:00Z", 750),
      order("o8", id("d"), b2.id, "2024-03-03T23:59:59Z", 1000),
      order("o9", id("q"), b1.id, "2024-02-27T12:00:00Z", 5000),
      order("o10", id("a"), b1.id, "2024-03-04T00:00:00Z", 1000),
    ],
  });
  // Refunded the way commerce does it: the order flips to REFUNDED and a Refund row appears, a day later.
  await client.$transaction([
    client.order.update({ where: { id: `ord_${tag}_o4` }, data: { status: "REFUNDED", refundedAt: new Date("2024-03-02T10:00:00Z") } }),
    client.refund.create({
      data: {
        id: `ref_${tag}`,
        orderId: `ord_${tag}_o4`,
        amountCents: 1000,
        reason: "test",
        refundRef: "re_1",
        createdAt: new Date("2024-03-02T10:00:00Z"),
      },
    }),
  ]);
  const views: [string, string, number][] = [
    ["a", "2024-02-24", 50],
    ["a", "2024-02-25", 10],
    ["a", "2024-02-29", 7],
    ["b", "2024-02-29", 5],
    ["b", "2024-03-01", 20],
    ["c", "2024-03-03", 3],
    ["a", "2024-03-04", 100],
    ["q", "2024-02-28", 1000],
  ];
  await client.productViewDay.createMany({
    data: views.map(([p, day, n]) => ({ productId: id(p), day: new Date(`${day}T00:00:00Z`), views: n })),
  });
  const ledger: [string, number, string][] = [
    ["2024-01-15T12:00:00Z", 800, "SALE"],
    ["2024-02-26T00:00:00Z", 2000, "SALE"],
    ["2024-03-02T12:00:00Z", -3000, "PAYOUT"],
    ["2024-03-03T23:59:59Z", 800, "SALE"],
    ["2024-03-04T00:00:00Z", 800, "SALE"],
  ];
  await client.ledgerEntry.createMany({
    data: ledger.map(([at, amountCents, kind], i) => ({
      id: `led_${tag}_${i}`,
      userId: seller.id,
      kind: kind as "SALE" | "PAYOUT",
      amountCents,
      currency: "USD",
      createdAt: new Date(at),
    })),
  });
  await client.payout.createMany({
    data: [
      {
        id: `po_${tag}_1`,
        sellerId: seller.id,
        amountCents: 3000,
        currency: "USD",
        periodStart: new Date("2024-02-01"),
        periodEnd: new Date("2024-02-29"),
        createdAt: new Date("2024-03-02T12:00:00Z"),
      },
      {
        id: `po_${tag}_0`,
        sellerId: seller.id,
        amountCents: 500,
        currency: "USD",
        periodStart: new Date("2024-01-01"),
        periodEnd: new Date("2024-01-31"),
        createdAt: new Date("2024-01-31T12:00:00Z"),
      },
    ],
  });
  return { seller, other, b1, b2, b3, referrer, product: id };
}

export const RANGE = "startDate=2024-02-25&endDate=2024-03-03";
