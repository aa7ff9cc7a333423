import { z } from "zod";
import { AppError, validationError } from "@/lib/errors";
import { db, type DbTx } from "@/lib/db/client";
import type { Product } from "@/lib/db/generated/client";
import { findVisibleProductOrThrow } from "@/lib/catalog/access";
import { compareSemver, parseSemver } from "@/lib/catalog/semver";
import { queueProductUpdateMail } from "@/lib/purchases/product-updates";

// Product versions: each release of a product's content is an immutable ProductVersion row. The product row keeps
// the latest label and content, so a run of the latest version reads nothing more.

const semverHint = "Use a version like 1.3.0 (major.minor.patch)";

type Patch = { content?: string; version?: string; changelog?: string };
type Changes = Record<string, { old: unknown; new: unknown }>;

async function latestVersion(tx: DbTx, productId: string) {
  return tx.productVersion.findFirst({ where: { productId }, orderBy: { seq: "desc" } });
}

/**
 * Called by updateProduct inside its transaction, with the product locked, before the product row is written.
 * A new version label releases a version (semver, higher than the latest); a content change on a product that has
 * been published needs one, so buyers never silently run other text. A draft that was never published edits its
 * one version in place: nobody has bought it yet.
 */
export async function releaseVersionForUpdate(tx: DbTx, before: Product, patch: Patch, changes: Changes): Promise<void> {
  const contentChanged = "content" in changes;
  const labelChanged = "version" in changes;
  if (!contentChanged && !labelChanged) return;
  const latest = await latestVersion(tx, before.id);
  const current = latest?.label ?? before.version;
  if (!labelChanged) {
    if (before.publishedAt !== null) {
      throw validationError(
        [{ path: "version", message: `Changing the content of a published product needs a new version higher than ${current}` }],
        "Buyers run a product by version: release the new content as a new version, with a changelog",
      );
    }
    if (latest) {
      await tx.productVersion.update({
        where: { productId_seq: { productId: before.id, seq: latest.seq } },
        data: { content: patch.content! },
      });
    }
    return;
  }
  const next = parseSemver(patch.version!);
  if (!next) throw validationError([{ path: "version", message: semverHint }]);
  const prev = parseSemver(current);
  if (prev && compareSemver(next, prev) <= 0) {
    throw validationError([{ path: "version", message: `Must be higher than the current version ${current}` }]);
  }
  const seq = (latest?.seq ?? 0) + 1;
  await tx.productVersion.create({
    data: {
      productId: before.id,
      seq,
      label: patch.version!,
      changelog: patch.changelog ?? "",
      content: patch.content ?? before.content,
    },
  });
  // Buyers are mailed the new version (docs/email.md#product-updates); a product never published has none.
  if (before.publishedAt !== null) await queueProductUpdateMail(tx, before.id, seq);
}

/** What a run executes: the latest version (the product row itself) unless the caller pins an older one. */
export async function runnableVersionOrThrow(
  product: Pick<Product, "id" | "version" | "content">,
  label: string | undefined,
  path = "version",
) {
  const client = await db();
  if (label === undefined || label === product.version) return { label: product.version, content: product.content };
  const row = await client.productVersion.findUnique({
    where: { productId_label: { productId: product.id, label } },
    select: { label: true, content: true },
  });
  if (!row) throw validationError([{ path, message: `This product has no version ${label} (see GET /products/{productId}/versions)` }]);
  return row;
}

export const productVersionView = z
  .object({
    version: z.string().describe("The seller's semver label"),
    changelog: z.string(),
    createdAt: z.iso.datetime(),
    latest: z.boolean().describe("The version runs use when they name none"),
  })
  .meta({ id: "ProductVersion" });
export type ProductVersionView = z.output<typeof productVersionView>;

/**
 * A product's versions, newest first: for its author and for buyers with an active purchase. Anyone else who can
 * see the product gets UNAUTHORIZED; a product they cannot see is PRODUCT_NOT_FOUND.
 */
export async function listProductVersions(callerId: string, productId: string): Promise<ProductVersionView[]> {
  const client = await db();
  const { product, viewer } = await findVisibleProductOrThrow(client, productId, callerId);
  if (viewer === "visitor") throw new AppError("UNAUTHORIZED", "Only the author and buyers with an active purchase may see the versions");
  const rows = await client.productVersion.findMany({ where: { productId: product.id }, orderBy: { seq: "desc" } });
  return rows.map((r, i) => ({ version: r.label, changelog: r.changelog, createdAt: r.createdAt.toISOString(), latest: i === 0 }));
}

/** For a buyer's purchases: the latest version of each product, to say "Updated to 1.3.0" when it came after the purchase. */
export async function latestVersionsOf(productIds: string[]): Promise<Map<string, { label: string; changelog: string; createdAt: Date }>> {
  const client = await db();
  if (!productIds.length) return new Map();
  const rows = await client.productVersion.findMany({
    where: { productId: { in: productIds } },
    orderBy: [{ productId: "asc" }, { seq: "desc" }],
    distinct: ["productId"],
  });
  return new Map(rows.map((r) => [r.productId, { label: r.label, changelog: r.changelog, createdAt: r.createdAt }]));
}
