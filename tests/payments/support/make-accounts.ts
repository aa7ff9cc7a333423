// Sets up the database of a Stripe-mode app process under test (tests/payments/stripe.test.ts) in a process of its
// own, before the app opens it (PGlite admits one opener per folder): a verified seller with a published product per
// price given, and buyers, each with an API key. Prints RESULT <json>.
import { changePlan, createUser } from "@/lib/accounts/users";
import { createApiKey } from "@/lib/auth/api-keys";
import { createProduct, publishProduct } from "@/lib/catalog/products";
import { closeDb } from "@/lib/db/client";

const [buyerCount, ...prices] = process.argv.slice(2);
const tag = Date.now().toString(36);

async function account(name: string) {
  const user = await createUser({ email: `${name}-${tag}@example.test`, password: "stripe-pass-1234", name, emailVerified: true });
  // A high rate limit: the tests poll while webhooks are applied.
  await changePlan(user.id, { plan: "ENTERPRISE", perMinute: 10_000, perDay: 100_000 });
  const key = await createApiKey(user.id, { name: "stripe test" });
  return { id: user.id, email: user.email, key: key.key };
}

const seller = await account("seller");
const products: string[] = [];
for (const [i, price] of prices.entries()) {
  const product = await createProduct(seller.id, {
    title: `Stripe test prompt ${i + 1}`,
    description: "A prompt bought through Stripe in the payments tests.",
    type: "PROMPT",
    category: "marketing",
    price: Number(price),
    content: "Say {{word}}.",
    compatibility: ["openai"],
  });
  await publishProduct(seller.id, product.id);
  products.push(product.id);
}
const buyers = [];
for (let i = 0; i < Number(buyerCount); i++) buyers.push(await account(`buyer${i + 1}`));
process.stdout.write(`RESULT ${JSON.stringify({ seller, products, buyers })}\n`);
await closeDb();
process.exit(0);
