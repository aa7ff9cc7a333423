import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { notFound, validationError } from "@/lib/errors";
import { paymentProvider } from "@/lib/payments/provider";

export const addPaymentMethodInput = z.strictObject({
  providerRef: z.string().min(1).max(255).describe("The provider's payment method id, e.g. pm_card_visa in test mode"),
  setDefault: z.boolean().optional(),
});

export const paymentMethodView = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethodView = z.infer<typeof paymentMethodView>;

type Row = { id: string; brand: string; last4: string; isDefault: boolean; createdAt: Date };

const toView = (m: Row): PaymentMethodView => ({
  id: m.id,
  brand: m.brand,
  last4: m.last4,
  isDefault: m.isDefault,
  createdAt: m.createdAt.toISOString(),
});

// Serialises one user's default changes, so "first method becomes the default" holds under concurrency.
async function lockUser(tx: DbTx, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
}

export async function listPaymentMethods(userId: string): Promise<PaymentMethodView[]> {
  const client = await db();
  const rows = await client.paymentMethod.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
  return rows.map(toView);
}

/** Only the provider's reference, brand and last four digits are stored: never a card number. */
export async function addPaymentMethod(userId: string, input: z.input<typeof addPaymentMethodInput>): Promise<PaymentMethodView> {
  const card = await paymentProvider().savePaymentMethod({ providerRef: input.providerRef, buyerId: userId });
  if (!card) throw validationError([{ path: "providerRef", message: "Unknown payment method for this provider" }]);
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    await lockUser(tx, userId);
    const hasDefault = (await tx.paymentMethod.count({ where: { userId, isDefault: true } })) > 0;
    const isDefault = !hasDefault || input.setDefault === true;
    if (isDefault) await tx.paymentMethod.updateMany({ where: { userId }, data: { isDefault: false } });
    return toView(await createMethod(tx, userId, card, isDefault));
  });
}

/**
 * A method the provider saved for the buyer on its own page (a Stripe Checkout Session in setup mode, or a payment
 * through hosted Checkout): kept once, as the return and the checkout.session.completed webhook may both bring it,
 * and once per card (Stripe's fingerprint), as every Checkout payment makes a new PaymentMethod of the same card.
 * The first method becomes the default.
 */
export async function keepProviderMethod(userId: string, card: ProviderCard): Promise<PaymentMethodView> {
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    await lockUser(tx, userId);
    const sameCard = card.fingerprint ? [{ fingerprint: card.fingerprint }] : [];
    const existing = await tx.paymentMethod.findFirst({ where: { userId, OR: [{ providerRef: card.providerRef }, ...sameCard] } });
    if (existing) return toView(existing);
    const isDefault = (await tx.paymentMethod.count({ where: { userId, isDefault: true } })) === 0;
    return toView(await createMethod(tx, userId, card, isDefault));
  });
}

type ProviderCard = { providerRef: string; brand: string; last4: string; fingerprint?: string | null };

function createMethod(tx: DbTx, userId: string, card: ProviderCard, isDefault: boolean) {
  return tx.paymentMethod.create({
    data: {
      id: newId("pm"),
      userId,
      providerRef: card.providerRef,
      brand: card.brand,
      last4: card.last4,
      fingerprint: card.fingerprint ?? null,
      isDefault,
    },
  });
}

export async function setDefaultPaymentMethod(userId: string, id: string): Promise<PaymentMethodView> {
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    await lockUser(tx, userId);
    const target = await tx.paymentMethod.findFirst({ where: { id, userId } });
    if (!target) throw notFound("Payment method");
    await tx.paymentMethod.updateMany({ where: { userId }, data: { isDefault: false } });
    return toView(await tx.paymentMethod.update({ where: { id }, data: { isDefault: true } }));
  });
}

/** Deleting the default promotes the newest remaining method, so a buyer with methods always has a default. */
export async function deletePaymentMethod(userId: string, id: string): Promise<{ id: string; deleted: true }> {
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    await lockUser(tx, userId);
    const target = await tx.paymentMethod.findFirst({ where: { id, userId } });
    if (!target) throw notFound("Payment method");
    await tx.paymentMethod.delete({ where: { id } });
    if (target.isDefault) {
      const next = await tx.paymentMethod.findFirst({ where: { userId }, orderBy: { createdAt: "desc" } });
      if (next) await tx.paymentMethod.update({ where: { id: next.id }, data: { isDefault: true } });
    }
    return { id, deleted: true as const };
  });
}

/** The method a purchase pays with: the one named (the caller's own only) or the default. */
export async function resolvePaymentMethod(userId: string, id: string | undefined) {
  const client = await db();
  const method = id
    ? await client.paymentMethod.findFirst({ where: { id, userId } })
    : await client.paymentMethod.findFirst({ where: { userId, isDefault: true } });
  if (!method) {
    throw validationError(
      [
        {
          path: "paymentMethodId",
          message: id ? "Unknown payment method" : "No payment method given and no default payment method on file",
        },
      ],
      id ? "Unknown payment method" : "Add a payment method first",
    );
  }
  return method;
}
