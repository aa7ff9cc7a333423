import JSZip from "jszip";
import { db, type DbTx } from "@/lib/db/client";
import { AppError, validationError } from "@/lib/errors";
import { storage } from "@/lib/storage/storage";
import { sha256Hex } from "@/lib/storage/blob";
import { PRESIGNED_URL_SECONDS, fileUnavailable, fromStorage } from "@/lib/storage/unavailable";
import { buyerOrderOrThrow } from "@/lib/purchases/read-purchases";
import { recordAccess } from "@/lib/purchases/access";

export type DownloadFile = { body: Uint8Array; mediaType: string; fileName: string };
/** The bytes (local disk, or a product without files), or a presigned URL valid 5 minutes to the zip in the bucket. */
export type DownloadDelivery = { file: DownloadFile } | { redirect: string };

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "product";

type StoredFile = { id: string; name: string; storageKey: string; sha256: string | null; createdAt: Date };

async function zipOf(name: string, content: string, files: StoredFile[]): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(`${name}.txt`, content);
  for (const f of files) {
    const bytes = await fromStorage({ assetId: f.id }, () => storage().get(f.storageKey));
    if (!bytes) throw fileUnavailable({ assetId: f.id });
    zip.file(`files/${f.name}`, bytes, { date: f.createdAt });
  }
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
}

/**
 * With object storage, the zip is built once per version of the product (its content and files) and kept in the bucket
 * under a name derived from them, so every later download, on any instance, is a redirect to it.
 */
async function bundleUrl(productId: string, name: string, content: string, files: StoredFile[]): Promise<string> {
  const store = storage();
  const version = sha256Hex(
    new TextEncoder().encode(
      JSON.stringify([name, content, files.map((f) => [f.id, f.name, f.sha256 ?? f.storageKey, f.createdAt.getTime()])]),
    ),
  );
  const key = `bundles/${productId}/${version.slice(0, 32)}.zip`;
  const details = { productId };
  if (!(await fromStorage(details, () => store.head(key)))) {
    const body = await zipOf(name, content, files);
    await fromStorage(details, () => store.put(key, body, { contentType: "application/zip", sha256: sha256Hex(body) }));
  }
  const url = await fromStorage(details, () =>
    store.presignedGet(key, {
      fileName: `${name}.zip`,
      mediaType: "application/zip",
      disposition: "attachment",
      expiresInSeconds: PRESIGNED_URL_SECONDS,
    }),
  );
  return url!;
}

/**
 * The buyer's copy of the product while the purchase is active: its content as a text file, or, when the
 * product has files, one zip archive of the content and the files. A file that cannot be read answers
 * FILE_UNAVAILABLE (503), and the download is then not recorded as an access.
 */
export async function downloadPurchase(buyerId: string, orderId: string, wanted?: string): Promise<DownloadDelivery> {
  const order = await buyerOrderOrThrow(buyerId, orderId);
  const client = await db();
  const productId = await downloadableProductId(client, order, wanted);
  const refunded = () =>
    new AppError("UNAUTHORIZED", "This purchase was refunded; access has been revoked", { reason: "refunded", orderId });
  if (order.status === "DISPUTED") {
    throw new AppError(
      "UNAUTHORIZED",
      "This purchase's payment is disputed with your bank; access is paused until the dispute is settled",
      {
        reason: "disputed",
        orderId,
      },
    );
  }
  if (order.status !== "COMPLETED") throw refunded();
  const product = await client.product.findUniqueOrThrow({ where: { id: productId }, select: { title: true, content: true } });
  const files = await client.productAsset.findMany({
    where: { productId: productId, kind: "FILE" },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, name: true, storageKey: true, sha256: true, createdAt: true },
  });
  const name = slug(product.title);
  let delivery: DownloadDelivery;
  if (files.length === 0) {
    delivery = {
      file: { body: new TextEncoder().encode(product.content), mediaType: "text/plain; charset=utf-8", fileName: `${name}.txt` },
    };
  } else if (storage().kind === "local") {
    delivery = { file: { body: await zipOf(name, product.content, files), mediaType: "application/zip", fileName: `${name}.zip` } };
  } else {
    delivery = { redirect: await bundleUrl(productId, name, product.content, files) };
  }
  // Recorded once the download can happen; a refund that raced it wins here (recordAccess answers false).
  if (!(await recordAccess(client, buyerId, productId, "downloaded"))) throw refunded();
  return delivery;
}

/**
 * Which product the download is: the order's own; for a bundle order, one of the products it granted, named by
 * `productId` (docs/commerce.md#bundles). Anything else is a 400 naming the choices.
 */
async function downloadableProductId(client: DbTx, order: { id: string; productId: string }, wanted: string | undefined) {
  const granted = await client.orderBundleItem.findMany({
    where: { orderId: order.id, granted: true },
    select: { productId: true, title: true },
  });
  if (granted.length === 0) {
    if (wanted !== undefined && wanted !== order.productId) {
      throw validationError([{ path: "productId", message: "This order is not a bundle: leave productId out" }]);
    }
    return order.productId;
  }
  if (wanted !== undefined && granted.some((g) => g.productId === wanted)) return wanted;
  const message = "Name one of the products this bundle order granted as productId";
  throw new AppError("VALIDATION_ERROR", message, {
    reason: "bundle_product_required",
    products: granted.map((g) => ({ productId: g.productId, title: g.title })),
    fields: [{ path: "productId", message }],
  });
}
