import type { DbTx } from "@/lib/db/client";
import type { License } from "@/lib/db/generated/client";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import type { SealedColumn } from "@/lib/crypto/reseal";
import { emitEvent } from "@/lib/events/emit";
import { newId } from "@/lib/ids";
import { generateKey, keyHash } from "@/lib/licenses/key-format";
import { keyHint, prefixFromTitle } from "@/lib/licenses/key-shape";
import type { LicenseSettingsRow } from "@/lib/licenses/settings";

// Issuing and revoking keys inside the transactions of purchases and refunds (docs/commerce.md#license-keys).

export type RevokeReason = "refund" | "access_revoked" | "seller" | "dispute_lost";

const aad = (licenseId: string) => `license:${licenseId}`;
/** The sealed keys, for secrets:reencrypt (scripts/admin/secrets.ts) after a master key rotation. */
export const sealedLicenseKeys: SealedColumn = { label: "license keys", table: "License", column: "keySealed", aad };

/** The key itself, for its buyer (order page, receipt, purchase response). */
export const openLicenseKey = (l: Pick<License, "id" | "keySealed">) => decryptSecret(l.keySealed, aad(l.id));

export type LicenseStatusOut = "active" | "expired" | "revoked";

export function licenseStatus(l: Pick<License, "status" | "expiresAt">, now = new Date()): LicenseStatusOut {
  if (l.status === "REVOKED") return "revoked";
  return l.expiresAt && l.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/** The key on an order as both sides see it (the buyer gets the key itself beside it). */
export function orderLicenseOut(l: License | null) {
  if (!l) return null;
  return {
    id: l.id,
    keyHint: l.keyHint,
    status: licenseStatus(l),
    expiresAt: l.expiresAt?.toISOString() ?? null,
    activations: l.activations,
    activationLimit: l.activationLimit,
  };
}

/**
 * Issues the order's key when the product has keys on: a random key under the product's prefix, stored by hash
 * and sealed, with the product's expiry and activation limit copied onto it, and license.created. Returns the key
 * (null when the product issues none). Runs in the purchase's transaction.
 */
export async function issueLicense(
  tx: DbTx,
  order: { id: string; productId: string; buyerId: string; sellerId: string; createdAt: Date },
  product: LicenseSettingsRow,
): Promise<string | null> {
  if (!product.licenseKeysEnabled) return null;
  const id = newId("lic");
  const key = generateKey(product.licensePrefix ?? prefixFromTitle(product.title));
  const expiresAt = product.licenseExpiresInDays ? new Date(order.createdAt.getTime() + product.licenseExpiresInDays * 86_400_000) : null;
  const row = await tx.license.create({
    data: {
      id,
      orderId: order.id,
      productId: order.productId,
      buyerId: order.buyerId,
      sellerId: order.sellerId,
      keyHash: keyHash(key),
      keySealed: encryptSecret(key, aad(id)),
      keyHint: keyHint(key),
      expiresAt,
      activationLimit: product.licenseActivationLimit,
      createdAt: order.createdAt,
    },
  });
  await emitEvent(tx, {
    type: "license.created",
    accountIds: [order.buyerId, order.sellerId],
    data: {
      license: {
        id: row.id,
        orderId: row.orderId,
        productId: row.productId,
        buyerId: row.buyerId,
        keyHint: row.keyHint,
        activationLimit: row.activationLimit,
        expiresAt: row.expiresAt?.toISOString() ?? null,
      },
    },
  });
  return key;
}

/** Revokes a key that is still active, with license.revoked; a key already revoked is left as it is. */
export async function revokeLicenseTx(
  tx: DbTx,
  where: { orderId: string } | { id: string },
  reason: RevokeReason,
): Promise<License | null> {
  const now = new Date();
  const changed = await tx.license.updateMany({
    where: { ...where, status: "ACTIVE" },
    data: { status: "REVOKED", revokedAt: now, revokedReason: reason },
  });
  if (changed.count === 0) return null;
  const row = await tx.license.findUniqueOrThrow({ where: "id" in where ? { id: where.id } : { orderId: where.orderId } });
  await emitEvent(tx, {
    type: "license.revoked",
    accountIds: [row.buyerId, row.sellerId],
    data: {
      license: { id: row.id, orderId: row.orderId, productId: row.productId, buyerId: row.buyerId, keyHint: row.keyHint, reason },
    },
  });
  return row;
}
