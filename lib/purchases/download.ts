import { db } from "@/lib/db/client";
import { AppError } from "@/lib/api/errors";
import { buyerOrderOrThrow } from "@/lib/purchases/read-purchases";

export type DownloadFile = { body: Uint8Array; mediaType: string; fileName: string };

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "product";

/** The buyer's copy of the product while the purchase is active: its content as a text file. */
export async function downloadPurchase(buyerId: string, orderId: string): Promise<DownloadFile> {
  const order = await buyerOrderOrThrow(buyerId, orderId);
  if (order.status !== "COMPLETED") {
    throw new AppError("UNAUTHORIZED", "This purchase was refunded; access has been revoked", { reason: "refunded", orderId });
  }
  const product = await (await db()).product.findUniqueOrThrow({ where: { id: order.productId }, select: { title: true, content: true } });
  return {
    body: new TextEncoder().encode(product.content),
    mediaType: "text/plain; charset=utf-8",
    fileName: `${slug(product.title)}.txt`,
  };
}
