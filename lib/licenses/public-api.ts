import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import type { License } from "@/lib/db/generated/client";
import { AppError, notFound } from "@/lib/errors";
import { emitEvent } from "@/lib/events/emit";
import { newId } from "@/lib/ids";
import { keyHash, sameHash } from "@/lib/licenses/key-format";
import { licenseStatus } from "@/lib/licenses/issue";
import { throttleLicenseRequest } from "@/lib/licenses/throttle";
import type {
  activateLicenseInput,
  activateLicenseView,
  deactivateLicenseInput,
  deactivateLicenseView,
  validateLicenseInput,
  validateLicenseView,
} from "@/lib/licenses/schemas";

// The public license endpoints for the seller's own software (docs/commerce.md#license-keys): no API key, 3 requests
// a second per key and per IP. An unknown key and a revoked one get the same answer, so the endpoints tell a
// guesser nothing they could not tell from a wrong key.

const UNMATCHED = "0".repeat(64);

/**
 * The license a key names, found by the key's hash (a unique index) and confirmed with a constant-time compare;
 * an unknown key does the same compare, against a stand-in. Revoked keys (and those of disputed orders, as revoked)
 * are returned: callers answer them as unknown.
 */
async function licenseByKey(client: DbTx, hash: string): Promise<License | null> {
  const row = await client.license.findUnique({ where: { keyHash: hash }, include: { order: { select: { status: true } } } });
  const matches = sameHash(row?.keyHash ?? UNMATCHED, hash);
  if (!row || !matches) return null;
  const { order, ...license } = row;
  // The key of an order whose payment is disputed does not work while the dispute lasts (docs/payments.md#disputes):
  // answered as a revoked key, the same as an unknown one.
  return order.status === "DISPUTED" ? { ...license, status: "REVOKED" } : license;
}

/** Unknown and revoked keys: one answer, word for word (404 on activate and deactivate). */
const unknownKey = () => notFound("License key");

export async function validateLicense(
  input: z.output<typeof validateLicenseInput>,
  ip: string,
): Promise<z.infer<typeof validateLicenseView>> {
  const hash = keyHash(input.key);
  await throttleLicenseRequest(ip, hash);
  const client = await db();
  const license = await licenseByKey(client, hash);
  if (!license || license.status === "REVOKED") {
    return { valid: false, status: "revoked", productId: null, activations: 0, activationLimit: null, expiresAt: null, instance: null };
  }
  const status = licenseStatus(license);
  const instance = input.instanceId
    ? await client.licenseActivation.findFirst({ where: { id: input.instanceId, licenseId: license.id, deactivatedAt: null } })
    : null;
  return {
    valid: status === "active" && (input.instanceId === undefined || instance !== null),
    status,
    productId: license.productId,
    activations: license.activations,
    activationLimit: license.activationLimit,
    expiresAt: license.expiresAt?.toISOString() ?? null,
    instance: instance ? { id: instance.id, name: instance.name, activatedAt: instance.createdAt.toISOString() } : null,
  };
}

const expired = (l: License) =>
  new AppError("VALIDATION_ERROR", "This license key has expired", {
    reason: "expired",
    expiresAt: l.expiresAt?.toISOString() ?? null,
    fields: [{ path: "key", message: "Expired" }],
  });

/**
 * Takes one place under the key's activation limit: a conditional UPDATE moves the count only while below the limit,
 * so two activations racing for the last place give exactly one instance.
 */
export async function activateLicense(
  input: z.output<typeof activateLicenseInput>,
  ip: string,
): Promise<z.infer<typeof activateLicenseView>> {
  const hash = keyHash(input.key);
  await throttleLicenseRequest(ip, hash);
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const license = await licenseByKey(tx, hash);
    if (!license || license.status === "REVOKED") throw unknownKey();
    if (licenseStatus(license) === "expired") throw expired(license);
    const taken = await tx.$queryRaw<{ activations: number }[]>`
      UPDATE "License" SET "activations" = "activations" + 1
      WHERE "id" = ${license.id} AND "status" = 'ACTIVE' AND ("activationLimit" IS NULL OR "activations" < "activationLimit")
      RETURNING "activations"`;
    if (taken.length === 0) {
      const now = await tx.license.findUniqueOrThrow({ where: { id: license.id } });
      if (now.status === "REVOKED") throw unknownKey();
      throw new AppError("VALIDATION_ERROR", `This key is already activated on ${now.activationLimit} installation(s), its limit`, {
        reason: "activation_limit",
        activations: now.activations,
        activationLimit: now.activationLimit,
        fields: [{ path: "key", message: "Deactivate an installation first" }],
      });
    }
    const activations = Number(taken[0].activations);
    const instance = await tx.licenseActivation.create({ data: { id: newId("inst"), licenseId: license.id, name: input.instanceName } });
    await emitEvent(tx, {
      type: "license.activated",
      accountIds: [license.buyerId, license.sellerId],
      data: {
        license: {
          id: license.id,
          productId: license.productId,
          buyerId: license.buyerId,
          keyHint: license.keyHint,
          activations,
          activationLimit: license.activationLimit,
        },
        instance: { id: instance.id, name: instance.name },
      },
    });
    return { instanceId: instance.id, instanceName: instance.name, activations, activationLimit: license.activationLimit };
  });
}

/** Frees the installation's place. Deactivating it again answers the same; an instance of another key is not found. */
export async function deactivateLicense(
  input: z.output<typeof deactivateLicenseInput>,
  ip: string,
): Promise<z.infer<typeof deactivateLicenseView>> {
  const hash = keyHash(input.key);
  await throttleLicenseRequest(ip, hash);
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const license = await licenseByKey(tx, hash);
    if (!license || license.status === "REVOKED") throw unknownKey();
    const freed = await tx.licenseActivation.updateMany({
      where: { id: input.instanceId, licenseId: license.id, deactivatedAt: null },
      data: { deactivatedAt: new Date() },
    });
    if (freed.count === 0) {
      const known = await tx.licenseActivation.findFirst({ where: { id: input.instanceId, licenseId: license.id }, select: { id: true } });
      if (!known) throw notFound("Instance");
    } else {
      await tx.license.update({ where: { id: license.id }, data: { activations: { decrement: 1 } } });
    }
    const after = await tx.license.findUniqueOrThrow({ where: { id: license.id } });
    return {
      instanceId: input.instanceId,
      deactivated: true as const,
      activations: after.activations,
      activationLimit: after.activationLimit,
    };
  });
}
