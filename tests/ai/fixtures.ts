import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { startFakeProvider, type FakeProvider } from "./fake-provider";

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

/**
 * The fake provider for this test file: started before its tests, cleared after each, closed at the end. The
 * returned object stands for the running provider (it exists only once `beforeAll` has run).
 */
export function setUpFakeProvider(): FakeProvider {
  let fake: FakeProvider | undefined;
  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterEach(() => fake?.reset());
  afterAll(() => fake?.close());
  return new Proxy({} as FakeProvider, { get: (_, name) => Reflect.get(fake!, name) });
}

/** A provider secret no other test uses. */
export const secret = () => `sk-test-${randomBytes(16).toString("hex")}`;

export async function addProviderKey(apiKey: string, body: Record<string, unknown>) {
  const res = await api("/provider-keys", { key: apiKey, json: body });
  if (res.status !== 201) throw new Error(`provider key create failed: ${res.text}`);
  return res.body.data as { id: string; provider: string; last4: string };
}

export type KeyOptions = { provider?: string; key?: string; monthlyBudget?: number | null };

/** A stored provider key sent to `baseUrl` (openai-compatible and a fresh secret unless given), with its secret as `value`. */
export async function addKeyAt(apiKey: string, baseUrl: string, opts: KeyOptions = {}) {
  const { provider = "openai-compatible", key: value = secret(), ...rest } = opts;
  return { ...(await addProviderKey(apiKey, { provider, key: value, baseUrl, ...rest })), value };
}

/** An author with a published product (a prompt unless given) and a buyer who bought it. */
export async function purchaseScenario(
  product: { type?: "PROMPT" | "WORKFLOW"; content: string; compatibility?: string[] },
  buyerOptions: Parameters<typeof makeUser>[0] = {},
) {
  const author = await makeUser({ name: "Author" });
  const buyer = await makeUser({ name: "Buyer", ...buyerOptions });
  const made = await makeProduct(author.id, product);
  const order = await buy(buyer.id, made);
  return { author, buyer, product: made, order };
}

/** An author with a published prompt and a buyer who bought it. */
export const promptScenario = (content: string, compatibility?: string[]) => purchaseScenario({ content, compatibility });

/** promptScenario plus a key of the buyer's sent to `baseUrl`, and `run` to execute the prompt with it. */
export async function runScenario(content: string, baseUrl: string, key: KeyOptions = {}, compatibility?: string[]) {
  const scenario = await promptScenario(content, compatibility);
  const stored = await addKeyAt(scenario.buyer.key, baseUrl, key);
  const run = (variables: Record<string, unknown>, more: Record<string, unknown> = {}) =>
    api("/ai/execute", { key: scenario.buyer.key, json: { productId: scenario.product.id, apiKeyId: stored.id, variables, ...more } });
  return { ...scenario, key: stored, run };
}
