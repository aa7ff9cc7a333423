import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { api } from "../support/http";
import { makeUser } from "../support/factories";

/** A published product owned by `authorId`, written directly (catalog owns the product API). */
export async function makeProduct(
  authorId: string,
  opts: {
    priceCents?: number;
    status?: "PUBLISHED" | "DRAFT";
    content?: string;
    refundPolicy?: "BEFORE_ACCESS" | "SELLER_REVIEW" | "ALWAYS";
  } = {},
) {
  const client = await db();
  await client.category.upsert({ where: { slug: "commerce-test" }, create: { slug: "commerce-test", name: "Commerce test" }, update: {} });
  return client.product.create({
    data: {
      id: newId("prod"),
      authorId,
      title: "Cold Email Writer",
      description: "Writes cold emails",
      type: "PROMPT",
      categorySlug: "commerce-test",
      priceCents: opts.priceCents ?? 1999,
      content: opts.content ?? "Write a cold email to {{name}} about {{topic}}.",
      status: opts.status ?? "PUBLISHED",
      refundPolicy: opts.refundPolicy,
      publishedAt: new Date(),
    },
  });
}

/** A buyer with a saved card (visa unless told), on a plan whose rate limit leaves room for bursts of 20. */
export async function makeBuyer(card = "pm_card_visa") {
  const buyer = await makeUser({ name: "Buyer", plan: "PRO" });
  const res = await api("/payment-methods", { key: buyer.key, json: { providerRef: card } });
  if (res.status !== 201) throw new Error(`adding a card failed: ${res.text}`);
  return { ...buyer, paymentMethodId: res.body.data.id as string };
}

export async function buy(key: string, productId: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return api("/purchases", { key, json: { productId, ...extra }, headers });
}

/** Everything a purchase attempt can leave behind, for "nothing was written" assertions. */
export async function traces(buyerId: string, productId: string) {
  const client = await db();
  const orders = await client.order.findMany({ where: { buyerId, productId } });
  const orderIds = orders.map((o) => o.id);
  return {
    orders: orders.length,
    charges: await client.charge.count({ where: { orderId: { in: orderIds } } }),
    ledger: await client.ledgerEntry.count({ where: { orderId: { in: orderIds } } }),
    events: await client.event.count({ where: { accountIds: { has: buyerId }, type: { startsWith: "purchase." } } }),
    purchaseCount: (await client.product.findUniqueOrThrow({ where: { id: productId } })).purchaseCount,
  };
}
