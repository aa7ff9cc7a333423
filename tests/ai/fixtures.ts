import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { api } from "../support/http";
import { makeUser } from "../support/factories";

// Products and orders are written directly: the catalog and commerce routes are built in other branches.
const CATEGORY = "ai-tests";

export async function makeProduct(
  authorId: string,
  opts: {
    type?: "PROMPT" | "WORKFLOW";
    content: string;
    compatibility?: string[];
    status?: "DRAFT" | "PUBLISHED" | "UNPUBLISHED" | "DELETED";
  },
) {
  const client = await db();
  await client.category.upsert({ where: { slug: CATEGORY }, create: { slug: CATEGORY, name: "AI tests" }, update: {} });
  return client.product.create({
    data: {
      id: newId("prod"),
      authorId,
      title: "Test product",
      description: "for AI tests",
      type: opts.type ?? "PROMPT",
      categorySlug: CATEGORY,
      priceCents: 500,
      content: opts.content,
      compatibility: opts.compatibility ?? ["openai", "openai-compatible"],
      status: opts.status ?? "PUBLISHED",
      publishedAt: new Date(),
    },
  });
}

export async function buy(buyerId: string, product: { id: string; authorId: string }) {
  const client = await db();
  return client.order.create({
    data: {
      id: newId("ord"),
      buyerId,
      sellerId: product.authorId,
      productId: product.id,
      amountCents: 500,
      feeCents: 100,
      sellerNetCents: 400,
      currency: "USD",
      chargeRef: newId("ch"),
      activeKey: `${buyerId}:${product.id}`,
    },
  });
}

export async function refund(orderId: string) {
  const client = await db();
  await client.order.update({ where: { id: orderId }, data: { status: "REFUNDED", activeKey: null, refundedAt: new Date() } });
}

export async function addProviderKey(apiKey: string, body: Record<string, unknown>) {
  const res = await api("/provider-keys", { key: apiKey, json: body });
  if (res.status !== 201) throw new Error(`provider key create failed: ${res.text}`);
  return res.body.data as { id: string; provider: string; last4: string };
}

/** An author with a published prompt and a buyer who bought it. */
export async function promptScenario(content: string, compatibility?: string[]) {
  const author = await makeUser({ name: "Author" });
  const buyer = await makeUser({ name: "Buyer" });
  const product = await makeProduct(author.id, { content, compatibility });
  const order = await buy(buyer.id, product);
  return { author, buyer, product, order };
}
