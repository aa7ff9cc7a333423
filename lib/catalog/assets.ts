import { recordAccess } from "@/lib/purchases/access";
import { storefrontChanged } from "@/lib/catalog/storefront-revalidation";
import { fileTypeFromBuffer } from "file-type";
import { AppError, validationError } from "@/lib/errors";
import { db } from "@/lib/db/client";
import type { AssetKind } from "@/lib/db/generated/enums";
import { newId } from "@/lib/ids";
import { log } from "@/lib/log";
import { storage } from "@/lib/storage/storage";
import { sha256Hex } from "@/lib/storage/blob";
import { PRESIGNED_URL_SECONDS, fileUnavailable, fromStorage } from "@/lib/storage/unavailable";
import { findOwnProductOrThrow, findVisibleProductOrThrow } from "@/lib/catalog/access";
import { imageUrl } from "@/lib/catalog/present";
import { resizeImage } from "@/lib/catalog/image-variants";
import { VARIANT_FORMATS, parseVariantName, variantKey, variantName } from "@/lib/catalog/image-names";

export const ASSET_RULES = {
  IMAGE: { maxBytes: 5 * 1024 * 1024, maxCount: 8, types: ["image/png", "image/jpeg", "image/webp"] },
  FILE: {
    maxBytes: 25 * 1024 * 1024,
    maxCount: 10,
    types: ["application/pdf", "application/zip", "application/json", "text/plain", "image/png", "image/jpeg", "image/webp", "image/gif"],
  },
} as const;
/** The multipart envelope around the file: the wrapper refuses bodies larger than file + this. */
export const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (max: number) =>
  new AppError(
    "VALIDATION_ERROR",
    `The file exceeds ${max} bytes`,
    { fields: [{ path: "file", message: `At most ${max} bytes` }], maxBytes: max },
    413,
  );

/** What the bytes are, from their content (magic numbers); text without a signature must be valid UTF-8. */
export async function sniff(bytes: Uint8Array): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return detected.mime;
  let decoded: string;
  try {
    decoded = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (decoded.includes("\u0000")) return null;
  try {
    JSON.parse(decoded);
    return "application/json";
  } catch {
    return "text/plain";
  }
}

export function cleanName(name: string, fallback: string): string {
  const base = name.toWellFormed().split(/[\\/]/).pop() ?? "";
  // Control characters and quotes would break the Content-Disposition header.
  const cleaned = base
    .replace(/[\u0000-\u001f"\\]/g, "")
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

export type AssetView = { id: string; kind: "image" | "file"; name: string; size: number; type: string; url: string };

export function toAssetView(a: {
  id: string;
  productId: string;
  kind: AssetKind;
  name: string;
  size: bigint;
  mediaType: string;
}): AssetView {
  const url = a.kind === "IMAGE" ? imageUrl(a.productId, a.id) : `/api/v1/products/${a.productId}/files/${a.id}`;
  return { id: a.id, kind: a.kind === "IMAGE" ? "image" : "file", name: a.name, size: Number(a.size), type: a.mediaType, url };
}

/** Adds an image or file to the caller's product after checking its size and its content. */
export async function uploadAsset(callerId: string, productId: string, kind: AssetKind, file: unknown): Promise<AssetView> {
  if (!(file instanceof File)) throw validationError([{ path: "file", message: 'Send the file as multipart/form-data field "file"' }]);
  const rules = ASSET_RULES[kind];
  if (file.size === 0) throw validationError([{ path: "file", message: "The file is empty" }]);
  if (file.size > rules.maxBytes) throw tooLarge(rules.maxBytes);
  const client = await db();
  await findOwnProductOrThrow(client, productId, callerId);
  const count = await client.productAsset.count({ where: { productId, kind } });
  if (count >= rules.maxCount)
    throw validationError([{ path: "file", message: `At most ${rules.maxCount} ${kind === "IMAGE" ? "images" : "files"} per product` }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mediaType = await sniff(bytes);
  if (!mediaType || !(rules.types as readonly string[]).includes(mediaType)) {
    throw validationError([
      { path: "file", message: `Unsupported content${mediaType ? ` (${mediaType})` : ""}; allowed: ${rules.types.join(", ")}` },
    ]);
  }
  const id = newId(kind === "IMAGE" ? "img" : "file");
  const storageKey = `products/${productId}/${id}`;
  const sha256 = sha256Hex(bytes);
  const variants = kind === "IMAGE" ? await resizeImage(bytes) : [];
  // The bytes first, then the row: a row never points at nothing. Whatever fails (the disk full half-way through the
  // variants, the row's insert) removes every object this upload wrote, so nothing half-stored is left behind.
  const keys = [storageKey, ...variants.map((v) => variantKey(storageKey, variantName(sha256, v.width, v.format)))];
  const removeStored = () =>
    Promise.all(
      keys.map((k) =>
        storage()
          .delete(k)
          .catch((err: unknown) => log.warn("stored object not deleted", { key: k, error: String(err) })),
      ),
    );
  try {
    await fromStorage({ assetId: id }, async () => {
      await storage().put(storageKey, bytes, { contentType: mediaType, sha256 });
      await Promise.all(
        variants.map((v, i) => storage().put(keys[i + 1], v.bytes, { contentType: `image/${v.format}`, sha256: sha256Hex(v.bytes) })),
      );
    });
  } catch (err) {
    await removeStored();
    throw err;
  }
  const variantWidths = [...new Set(variants.map((v) => v.width))];
  const asset = await client.productAsset
    .create({
      data: {
        id,
        productId,
        kind,
        name: cleanName(file.name, id),
        mediaType,
        size: BigInt(bytes.length),
        storageKey,
        sha256,
        variantWidths,
        position: count,
      },
    })
    .catch(async (err: unknown) => {
      await removeStored();
      throw err;
    });
  await storefrontChanged(productId); // a product card shows its first image, the product page its files
  return toAssetView(asset);
}

export async function listAssets(callerId: string, productId: string): Promise<AssetView[]> {
  const client = await db();
  await findOwnProductOrThrow(client, productId, callerId);
  const rows = await client.productAsset.findMany({
    where: { productId },
    orderBy: [{ kind: "asc" }, { position: "asc" }, { createdAt: "asc" }],
  });
  return rows.map(toAssetView);
}

export async function deleteAsset(callerId: string, productId: string, assetId: string): Promise<{ id: string; deleted: true }> {
  const client = await db();
  await findOwnProductOrThrow(client, productId, callerId);
  const asset = await client.productAsset.findFirst({ where: { id: assetId, productId } });
  if (!asset) throw new AppError("NOT_FOUND", "Asset not found");
  await client.productAsset.delete({ where: { id: asset.id } });
  const keys = [asset.storageKey];
  if (asset.sha256) {
    for (const w of asset.variantWidths)
      for (const f of VARIANT_FORMATS) keys.push(variantKey(asset.storageKey, variantName(asset.sha256, w, f)));
  }
  // The row is gone, so nothing serves these any more: a store that fails here leaves unreferenced objects, not an error.
  await Promise.all(
    keys.map((k) =>
      storage()
        .delete(k)
        .catch((err: unknown) => log.warn("stored object not deleted", { key: k, error: String(err) })),
    ),
  );
  await storefrontChanged(productId);
  return { id: asset.id, deleted: true };
}

export type AssetContent = { name: string; mediaType: string; bytes: Uint8Array };

type AssetRecord = {
  id: string;
  name: string;
  mediaType: string;
  size: bigint;
  storageKey: string;
  sha256: string | null;
  variantWidths: number[];
};

async function findAsset(productId: string, assetId: string, kind: AssetKind): Promise<AssetRecord> {
  const client = await db();
  const asset = await client.productAsset.findFirst({ where: { id: assetId, productId, kind } });
  if (!asset) throw new AppError("NOT_FOUND", kind === "IMAGE" ? "Image not found" : "File not found");
  return asset;
}

/** The stored bytes of an asset; FILE_UNAVAILABLE when the row exists but the bytes cannot be read. */
async function bytesOf(asset: AssetRecord, key = asset.storageKey): Promise<Uint8Array> {
  const bytes = await fromStorage({ assetId: asset.id }, () => storage().get(key));
  if (!bytes) throw fileUnavailable({ assetId: asset.id });
  return bytes;
}

/** An image record under its product's visibility: public when published, else the author's and buyers' only (404). */
async function visibleImage(productId: string, assetId: string, reader: () => Promise<string | null>) {
  const client = await db();
  const product = await client.product.findUnique({ where: { id: productId }, select: { status: true } });
  const isPublic = product?.status === "PUBLISHED";
  if (!isPublic) await findVisibleProductOrThrow(client, productId, await reader());
  return { asset: await findAsset(productId, assetId, "IMAGE"), isPublic };
}

/**
 * A published product's images are public: they illustrate the listing. A draft's, unpublished or deleted
 * product's are its author's and buyers' only (others get 404, as for the product), and never publicly cached.
 * `reader` resolves the caller only when it matters.
 */
export async function readImage(
  productId: string,
  assetId: string,
  reader: () => Promise<string | null>,
): Promise<{ content: AssetContent; isPublic: boolean }> {
  const { asset, isPublic } = await visibleImage(productId, assetId, reader);
  return { content: { name: asset.name, mediaType: asset.mediaType, bytes: await bytesOf(asset) }, isPublic };
}

/**
 * One resized copy of an image (`<hash>-<width>.<avif|webp>`, see lib/catalog/image-variants.ts), under the same
 * visibility as the original. A name that is not one of the asset's copies is 404.
 */
export async function readImageVariant(
  productId: string,
  assetId: string,
  name: string,
  reader: () => Promise<string | null>,
): Promise<{ content: AssetContent; isPublic: boolean }> {
  const { asset, isPublic } = await visibleImage(productId, assetId, reader);
  const v = parseVariantName(name);
  if (!v || !asset.sha256?.startsWith(v.hash) || !asset.variantWidths.includes(v.width)) throw new AppError("NOT_FOUND", "Image not found");
  const bytes = await bytesOf(asset, variantKey(asset.storageKey, name));
  return {
    content: { name: `${asset.name.replace(/\.[^.]*$/, "")}-${v.width}.${v.format}`, mediaType: `image/${v.format}`, bytes },
    isPublic,
  };
}

/** The bytes themselves (local disk), or a presigned URL valid 5 minutes to fetch them from the bucket. */
export type FileDelivery = { content: AssetContent } | { redirect: string };

/**
 * Files are part of what is sold: the author and buyers with an active purchase only. On a bucket the answer is a
 * presigned URL, unless `inline` asks for the bytes of a file up to 25 MB (MCP resources carry them in the reply).
 */
export async function readFile(callerId: string, productId: string, assetId: string, { inline = false } = {}): Promise<FileDelivery> {
  const client = await db();
  const { viewer } = await findVisibleProductOrThrow(client, productId, callerId);
  if (viewer === "visitor") throw new AppError("UNAUTHORIZED", "Files are available to the author and buyers of this product");
  const asset = await findAsset(productId, assetId, "FILE");
  // The file must be there before the access is recorded: a download that cannot happen does not count as one.
  const store = storage();
  let delivery: FileDelivery;
  // Inline (an MCP reply) only what a plain upload may be: a larger file, uploaded straight to the bucket, is a link.
  if (store.kind === "local" || (inline && asset.size <= ASSET_RULES.FILE.maxBytes)) {
    delivery = { content: { name: asset.name, mediaType: asset.mediaType, bytes: await bytesOf(asset) } };
  } else {
    const found = await fromStorage({ assetId }, () => store.head(asset.storageKey));
    if (!found) throw fileUnavailable({ assetId });
    const url = await fromStorage({ assetId }, () =>
      store.presignedGet(asset.storageKey, {
        fileName: asset.name,
        mediaType: asset.mediaType,
        disposition: "attachment",
        expiresInSeconds: PRESIGNED_URL_SECONDS,
      }),
    );
    delivery = { redirect: url! };
  }
  if (viewer === "buyer" && !(await recordAccess(client, callerId, productId, "downloaded"))) {
    throw new AppError("UNAUTHORIZED", "Files are available to the author and buyers of this product");
  }
  return delivery;
}
