import { db } from "@/lib/db/client";
import { callStripe } from "@/lib/payments/stripe-client";

/**
 * The buyer's Stripe Customer: created once (the idempotency key makes concurrent first calls one Customer) and
 * stored, so every saved method and charge of a buyer is on the same Customer.
 */
export async function stripeCustomerId(userId: string): Promise<string> {
  const client = await db();
  const row = await client.stripeCustomer.findUnique({ where: { userId } });
  if (row) return row.customerId;
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, name: true } });
  const customer = await callStripe("customers.create", (stripe) =>
    stripe.customers.create({ email: user.email, name: user.name, metadata: { userId } }, { idempotencyKey: `customer:${userId}` }),
  );
  await client.$executeRaw`INSERT INTO "StripeCustomer" ("userId", "customerId") VALUES (${userId}, ${customer.id}) ON CONFLICT DO NOTHING`;
  const saved = await client.stripeCustomer.findUniqueOrThrow({ where: { userId } });
  return saved.customerId;
}
