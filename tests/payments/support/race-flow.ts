// The already_purchased race (docs/payments.md#outcomes-of-a-purchase), in a process of its own with its own fake
// Stripe, so the fake can hold the answer to the purchase's PaymentIntent while Stripe's payment_intent.succeeded for
// it is received and applied: the webhook records the purchase first, then the purchase request gets its answer.
// Run by tests/payments/stripe-race.test.ts; prints RESULT <json>.
import Stripe from "stripe";
import { startFakeStripe } from "./fake-stripe";

const fake = await startFakeStripe();
process.env.STRIPE_API_BASE = fake.url; // before the first env() read: settings are read once per process

const { createUser } = await import("@/lib/accounts/users");
const { createProduct, publishProduct } = await import("@/lib/catalog/products");
const { closeDb, db } = await import("@/lib/db/client");
const { addPaymentMethod } = await import("@/lib/payments/payment-methods");
const { applyStripeEvent, receiveStripeWebhook } = await import("@/lib/payments/stripe-webhooks");
const { createPurchase } = await import("@/lib/purchases/create-purchase");

const tag = Date.now().toString(36);
const user = (name: string) =>
  createUser({ email: `${name}-${tag}@example.test`, password: "stripe-pass-1234", name, emailVerified: true });
const seller = await user("race-seller");
const buyer = await user("race-buyer");
const product = await createProduct(seller.id, {
  title: "Race prompt",
  description: "A prompt bought while Stripe's webhook races the purchase's own answer.",
  type: "PROMPT",
  category: "marketing",
  price: 14,
  content: "Say {{word}}.",
  compatibility: ["openai"],
});
await publishProduct(seller.id, product.id);
await addPaymentMethod(buyer.id, { providerRef: "pm_card_visa", setDefault: true });

const steps: Record<string, unknown> = {};
const signer = new Stripe("sk_test_signer");
// The PaymentIntent is made and succeeds; before its answer leaves Stripe, the webhook is delivered and applied.
fake.gate.path = /^\/v1\/payment_intents$/;
fake.gate.count = 1;
fake.gate.wait = async (answer) => {
  const pi = JSON.parse(answer) as { id: string; object: string };
  const event = fake.event("payment_intent.succeeded", { ...pi, id: pi.id });
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET! });
  steps.received = await receiveStripeWebhook(payload, header);
  steps.duplicate = await receiveStripeWebhook(payload, header);
  steps.applied = await applyStripeEvent(event.id);
  steps.ordersBeforeAnswer = await (await db()).order.count({ where: { buyerId: buyer.id } });
};
try {
  steps.purchase = await createPurchase(buyer.id, { productId: product.id }, "http://promptly.test/api/v1");
} catch (err) {
  steps.purchaseError =
    err instanceof Error ? `${err.message} ${JSON.stringify((err as { details?: unknown }).details ?? {})}` : String(err);
}
const client = await db();
steps.orders = await client.order.findMany({ where: { buyerId: buyer.id }, select: { id: true, status: true, chargeRef: true } });
steps.charges = await client.charge.count({ where: { order: { buyerId: buyer.id } } });
steps.sales = await client.ledgerEntry.count({ where: { userId: seller.id, kind: "SALE" } });
steps.completedEvents = await client.event.count({ where: { type: "purchase.completed", accountIds: { has: buyer.id } } });
steps.purchaseCount = (await client.product.findUniqueOrThrow({ where: { id: product.id } })).purchaseCount;
steps.intents = [...fake.paymentIntents.values()].length;
steps.refunds = [...fake.refunds.values()].length;

process.stdout.write(`RESULT ${JSON.stringify(steps)}\n`);
await fake.close();
await closeDb();
process.exit(0);
