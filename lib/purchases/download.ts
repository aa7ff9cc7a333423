import JSZip from "jszip";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { storage } from "@/lib/storage/storage";
import { buyerOrderOrThrow } from "@/lib/purchases/read-purchases";

export type DownloadFile = { body: Uint8Array; mediaType: string; fileName: string };

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "product";

/**
 * The buyer's copy of the product while the purchase is active: its content as a text file, or, when the
 * product has files, one zip archive of the content and the files.
 */
export async function downloadPurchase(buyerId: string, orderId: string): Promise<DownloadFile> {
  const order = await buyerOrderOrThrow(buyerId, orderId);
  if (order.status !== "COMPLETED") {
    throw new AppError("UNAUTHORIZED", "This purchase was refunded; access has been revoked", { reason: "refunded", orderId });
  }
  const client = await db();
  const product = await client.product.findUniqueOrThrow({ where: { id: order.productId }, select: { title: true, content: true } });
  const files = await client.productAsset.findMany({
    where: { productId: order.productId, kind: "FILE" },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
  });
  const name = slug(product.title);
  if (files.length === 0) {
    return { body: new TextEncoder().encode(product.content), mediaType: "text/plain; charset=utf-8", fileName: `${name}.txt` };
  }
  const zip = new JSZip();
  zip.file(`${name}.txt`, product.content);
  for (const f of files) {
    const bytes = await storage().get(f.storageKey);
    if (!bytes) throw new Error(`stored file missing: ${f.id}`);
    zip.file(`files/${f.name}`, bytes, { date: f.createdAt });
  }
  const body = await zip.generateAsync({ type: "uint8array", compression: "DEFLATE" });
  return { body, mediaType: "application/zip", fileName: `${name}.zip` };
}
