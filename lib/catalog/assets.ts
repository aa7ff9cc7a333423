import { fileTypeFromBuffer } from "file-type";
import { AppError, validationError } from "@/lib/errors";
import { db } from "@/lib/db/client";
import type { AssetKind } from "@/lib/db/generated/enums";
import { newId } from "@/lib/ids";
import { storage } from "@/lib/storage/storage";
import { findOwnProductOrThrow, findVisibleProductOrThrow } from "@/lib/catalog/access";
import { imageUrl } from "@/lib/catalog/present";

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
async function sniff(bytes: Uint8Array): Promise<string | null> {
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

function cleanName(name: string, fallback: string): string {
  const base = name.toWellFormed().split(/[\\/]/).pop() ?? "";
  // Control characters and quotes would break the Content-Disposition header.
  const cleaned = base
    .replace(/[\u0000-\u001f"\\]/g, "")
    .trim()
    .slice(0, 200);
  return cleaned || fallback;
}

export type AssetView = { id: string; kind: "image" | "file"; name: string; size: number; type: string; url: string };

function toAssetView(a: { id: string; productId: string; kind: AssetKind; name: string; size: number; mediaType: string }): AssetView {
  const url = a.kind === "IMAGE" ? imageUrl(a.productId, a.id) : `/api/v1/products/${a.productId}/files/${a.id}`;
  return { id: a.id, kind: a.kind === "IMAGE" ? "image" : "file", name: a.name, size: a.size, type: a.mediaType, url };
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
  await storage().put(storageKey, bytes);
  const asset = await client.productAsset.create({
    data: { id, productId, kind, name: cleanName(file.name, id), mediaType, size: bytes.length, storageKey, position: count },
  });
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
  await storage().delete(asset.storageKey);
  return { id: asset.id, deleted: true };
}

export type AssetContent = { name: string; mediaType: string; bytes: Uint8Array };

async function readAsset(productId: string, assetId: string, kind: AssetKind): Promise<AssetContent> {
  const client = await db();
  const asset = await client.productAsset.findFirst({ where: { id: assetId, productId, kind } });
  const bytes = asset ? await storage().get(asset.storageKey) : null;
  if (!asset || !bytes) throw new AppError("NOT_FOUND", kind === "IMAGE" ? "Image not found" : "File not found");
  return { name: asset.name, mediaType: asset.mediaType, bytes };
}

/** Images are public: they illustrate the listing. */
export function readImage(productId: string, assetId: string): Promise<AssetContent> {
  return readAsset(productId, assetId, "IMAGE");
}

/** Files are part of what is sold: the author and buyers with an active purchase only. */
export async function readFile(callerId: string, productId: string, assetId: string): Promise<AssetContent> {
  const { viewer } = await findVisibleProductOrThrow(await db(), productId, callerId);
  if (viewer === "visitor") throw new AppError("UNAUTHORIZED", "Files are available to the author and buyers of this product");
  return readAsset(productId, assetId, "FILE");
}
