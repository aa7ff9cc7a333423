import { createHash } from "node:crypto";
import { db, type DbTx } from "@/lib/db/client";
import { findVisibleProductOrThrow, type Viewer } from "@/lib/catalog/access";
import type { Product } from "@/lib/db/generated/client";
import { readExamples } from "@/lib/catalog/examples";
import { toDetail } from "@/lib/catalog/present";
import { recordAccess } from "@/lib/purchases/access";
import { bundleProducts } from "@/lib/catalog/bundles";

const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/** A stable viewer id for signed-out visitors of the public page (never stored in clear). */
export function anonymousViewerId(ip: string, userAgent: string): string {
  return `anon:${createHash("sha256").update(`${ip}\n${userAgent}`).digest("hex").slice(0, 32)}`;
}

/**
 * Who counts as a view of the product page: the signed-in user, else anonymousViewerId of the client's address (the
 * server keeps one address in X-Forwarded-For, lib/security/client-address.ts) and User-Agent.
 */
export function pageViewerId(userId: string | null, header: (name: string) => string | null): string {
  return userId ?? anonymousViewerId(header("x-forwarded-for")?.split(",")[0].trim() ?? "local", header("user-agent") ?? "");
}

/**
 * Counts one view per viewer per product per UTC day, in the product's total and in ProductViewDay (analytics).
 * Raw increments leave updatedAt alone: a view is not an edit.
 */
export async function recordView(productId: string, viewerId: string, now = new Date()): Promise<boolean> {
  const day = utcDay(now);
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const inserted = await tx.productViewer.createMany({ data: [{ productId, viewerId, day }], skipDuplicates: true });
    if (inserted.count === 0) return false;
    await tx.$executeRaw`
      INSERT INTO "ProductViewDay" ("productId", "day", "views") VALUES (${productId}, ${day}::date, 1)
      ON CONFLICT ("productId", "day") DO UPDATE SET "views" = "ProductViewDay"."views" + 1`;
    await tx.$executeRaw`UPDATE "Product" SET "viewCount" = "viewCount" + 1 WHERE "id" = ${productId}`;
    return true;
  });
}

/**
 * Product detail (docs/catalog.md#endpoints). `content` only for the author and buyers with an active purchase.
 * `viewerId` is who counts as a view (a user id, or anonymousViewerId for the public page); the author never counts.
 * `currency`: show the price in it when the seller set one (docs/commerce.md#prices-in-the-buyers-currency).
 */
export async function getProduct(productId: string, callerId: string | null, viewerId: string | null = callerId, currency?: string) {
  const client = await db();
  const { product, viewer } = await findVisibleProductOrThrow(client, productId, callerId);
  if (viewer !== "author" && viewerId && (await recordView(product.id, viewerId))) product.viewCount += 1;
  const showContent = await contentShownTo(client, product, viewer, callerId);
  return detailOf(client, product, { showContent, viewer, currency });
}

/**
 * Whether the caller sees the product's content: its author, and buyers with an active purchase. A buyer reading the
 * content counts as access (refunds then follow the product's policy); a refund that committed first leaves the
 * content hidden. A bundle's page reveals no content of its own (its products' pages do), so reading it is no access.
 */
export async function contentShownTo(client: DbTx, product: Product, viewer: Viewer, callerId: string | null): Promise<boolean> {
  return (
    viewer === "author" ||
    (viewer === "buyer" &&
      callerId !== null &&
      (product.type === "BUNDLE" || (await recordAccess(client, callerId, product.id, "contentRead"))))
  );
}

async function detailOf(client: DbTx, product: Product, opts: { showContent: boolean; viewer: Viewer; currency?: string }) {
  const [author, assets, examples, bundled] = await Promise.all([
    client.user.findUniqueOrThrow({
      where: { id: product.authorId },
      select: { id: true, name: true, handle: true, verified: true, avatarHash: true, bio: true },
    }),
    client.productAsset.findMany({ where: { productId: product.id }, orderBy: [{ position: "asc" }, { createdAt: "asc" }] }),
    readExamples(client, product.id),
    product.type === "BUNDLE" ? bundleProducts(client, product.id) : null,
  ]);
  // Others see the bundle's published products only: a draft's title is its author's until published.
  const bundleItems = bundled && (opts.viewer === "author" ? bundled : bundled.filter((p) => p.status === "published"));
  return { ...toDetail(product, author, assets, opts), examples, bundleProducts: bundleItems };
}

/**
 * The product page's server part (docs/catalog.md#storefront-pages): the detail exactly as a signed-out visitor sees
 * it whoever asks, so the HTML depends on the product and the currency only. It counts no view and shows no content:
 * the visitor's part comes from GET /products/{id}/viewer in the browser. `visibleTo`: a caller who may see a product
 * that is not published (its author, a buyer); the page asks only for such a product, and the answer is the same.
 */
export async function getPublicProduct(productId: string, currency?: string, visibleTo: string | null = null) {
  const client = await db();
  const { product } = await findVisibleProductOrThrow(client, productId, visibleTo);
  return detailOf(client, product, { showContent: false, viewer: "visitor", currency });
}

/** What GET /products/{id} answers: the detail and its sample outputs. */
export type ProductDetailWithExamples = Awaited<ReturnType<typeof getProduct>>;
