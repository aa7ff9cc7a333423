import { db } from "@/lib/db/client";
import { storage } from "@/lib/storage/storage";
import { sha256Hex } from "@/lib/storage/blob";
import { resizeImage } from "@/lib/catalog/image-variants";
import { variantKey, variantName } from "@/lib/catalog/image-names";

export type ResizeReport = { resized: number; failed: { assetId: string; reason: string }[] };

/**
 * Makes the resized copies of images uploaded before copies existed (no `sha256` or no widths recorded), as an
 * upload does today (storage:resize-images, docs/catalog.md#images). Safe to run again: done images are not selected.
 */
export async function resizeStoredImages(opts: { onImage?: (assetId: string, ok: boolean) => void } = {}): Promise<ResizeReport> {
  const client = await db();
  const report: ResizeReport = { resized: 0, failed: [] };
  const todo = await client.productAsset.findMany({
    where: { kind: "IMAGE", OR: [{ sha256: null }, { variantWidths: { isEmpty: true } }] },
    orderBy: { createdAt: "asc" },
    select: { id: true, storageKey: true },
  });
  for (const a of todo) {
    try {
      const bytes = await storage().get(a.storageKey);
      if (!bytes) throw new Error("the original is missing from the storage");
      const sha256 = sha256Hex(bytes);
      const variants = await resizeImage(bytes);
      for (const v of variants) {
        await storage().put(variantKey(a.storageKey, variantName(sha256, v.width, v.format)), v.bytes, {
          contentType: `image/${v.format}`,
          sha256: sha256Hex(v.bytes),
        });
      }
      await client.productAsset.update({
        where: { id: a.id },
        data: { sha256, variantWidths: [...new Set(variants.map((v) => v.width))] },
      });
      report.resized++;
      opts.onImage?.(a.id, true);
    } catch (err) {
      report.failed.push({ assetId: a.id, reason: err instanceof Error ? err.message : String(err) });
      opts.onImage?.(a.id, false);
    }
  }
  return report;
}
