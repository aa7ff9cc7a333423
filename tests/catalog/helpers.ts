import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { api } from "../support/http";

export const validProduct = (over: Record<string, unknown> = {}) => ({
  title: "Cold email sequence writer",
  description: "Writes a five-step cold email sequence for a B2B offer.",
  type: "PROMPT",
  category: "marketing",
  price: 9.99,
  content: "Write a cold email to {{prospect}} about {{offer}}.",
  tags: ["email", "sales"],
  compatibility: ["openai", "anthropic"],
  ...over,
});

export async function createProduct(key: string, over: Record<string, unknown> = {}): Promise<string> {
  const res = await api("/products", { key, json: validProduct(over) });
  if (res.status !== 201) throw new Error(`create failed: ${res.text}`);
  return res.body.data.id;
}

export async function publishedProduct(key: string, over: Record<string, unknown> = {}): Promise<string> {
  const id = await createProduct(key, over);
  const res = await api(`/products/${id}/publish`, { key, method: "POST" });
  if (res.status !== 200) throw new Error(`publish failed: ${res.text}`);
  return id;
}

/** A completed order written directly: purchases are built by the commerce issue. */
export async function buy(buyerId: string, productId: string, status: "COMPLETED" | "REFUNDED" = "COMPLETED") {
  const client = await db();
  const product = await client.product.findUniqueOrThrow({ where: { id: productId } });
  return client.order.create({
    data: {
      id: newId("ord"),
      buyerId,
      sellerId: product.authorId,
      productId,
      status,
      amountCents: product.priceCents,
      feeCents: 0,
      sellerNetCents: product.priceCents,
      currency: product.currency,
      chargeRef: "test",
      activeKey: status === "COMPLETED" ? `${buyerId}:${productId}` : null,
    },
  });
}

export async function eventsFor(productId: string, type: string) {
  const client = await db();
  const events = await client.event.findMany({ where: { type }, orderBy: { createdAt: "asc" } });
  return events.filter((e) => JSON.stringify(e.data).includes(productId));
}
