import sharp from "sharp";
import { z } from "zod";
import { sniff, type AssetContent } from "@/lib/catalog/assets";
import { db, type DbTx } from "@/lib/db/client";
import { AppError, notFound, validationError } from "@/lib/errors";
import { log } from "@/lib/log";
import { sha256Hex } from "@/lib/storage/blob";
import { storage } from "@/lib/storage/storage";
import { fileUnavailable, fromStorage } from "@/lib/storage/unavailable";
import { getProfile, type ProfileView } from "@/lib/accounts/profile";
import { sellerStorefrontChanged } from "@/lib/catalog/storefront-revalidation";

/**
 * Profile pictures (docs/catalog.md#seller-profiles): PNG, JPEG or WebP up to 5 MB, checked by content (an SVG, a
 * PDF or a renamed text file is refused), decoded under a pixel cap, and stored only as the square WebP made from
 * it, so nothing of the upload (scripts, metadata, a second format hidden in the bytes) is ever served.
 */
export const AVATAR_RULES = { maxBytes: 5 * 1024 * 1024, types: ["image/png", "image/jpeg", "image/webp"], size: 256 } as const;
/** A decoded image bigger than this is refused (a small PNG can decode to gigabytes). */
const MAX_PIXELS = 40_000_000;

export const avatarParams = z.object({
  userId: z.string().min(1).max(60),
  hash: z.string().regex(/^[0-9a-f]{16}$/, "Not an avatar address"),
});

const avatarKey = (userId: string, hash: string) => `avatars/${userId}/${hash}.webp`;

async function squareWebp(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(AVATAR_RULES.size, AVATAR_RULES.size, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(out);
  } catch {
    throw validationError([{ path: "file", message: `The image cannot be read, or is larger than ${MAX_PIXELS / 1_000_000} megapixels` }]);
  }
}

/** Sets the caller's profile picture from an uploaded image; the previous one is deleted. */
export async function uploadAvatar(userId: string, file: unknown): Promise<ProfileView> {
  if (!(file instanceof File)) throw validationError([{ path: "file", message: 'Send the image as multipart/form-data field "file"' }]);
  if (file.size === 0) throw validationError([{ path: "file", message: "The file is empty" }]);
  if (file.size > AVATAR_RULES.maxBytes) {
    throw new AppError(
      "VALIDATION_ERROR",
      `The image exceeds ${AVATAR_RULES.maxBytes} bytes`,
      { fields: [{ path: "file", message: "Choose an image of at most 5 MB" }], maxBytes: AVATAR_RULES.maxBytes },
      413,
    );
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await sniff(bytes);
  if (!type || !(AVATAR_RULES.types as readonly string[]).includes(type)) {
    throw validationError([{ path: "file", message: "Choose a PNG, JPEG or WebP image" }]);
  }
  const webp = await squareWebp(bytes);
  const hash = sha256Hex(webp).slice(0, 16);
  const key = avatarKey(userId, hash);
  await fromStorage({ avatar: userId }, () => storage().put(key, webp, { contentType: "image/webp", sha256: sha256Hex(webp) }));
  const client = await db();
  const previous = await client
    .$transaction(async (tx: DbTx) => {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { avatarHash: true, deletedAt: true } });
      if (!user || user.deletedAt) throw notFound("User");
      await tx.user.update({ where: { id: userId }, data: { avatarHash: hash } });
      return user.avatarHash;
    })
    .catch(async (err: unknown) => {
      await deleteStored(key);
      throw err;
    });
  if (previous && previous !== hash) await deleteStored(avatarKey(userId, previous));
  await sellerStorefrontChanged(userId); // the cached product pages show it
  return getProfile(userId);
}

/** Removes the caller's profile picture: product pages and the seller page show initials again. */
export async function removeAvatar(userId: string): Promise<ProfileView> {
  const client = await db();
  const user = await client.user.findUnique({ where: { id: userId }, select: { avatarHash: true, deletedAt: true } });
  if (!user || user.deletedAt) throw notFound("User");
  if (user.avatarHash) {
    await client.user.update({ where: { id: userId }, data: { avatarHash: null } });
    await deleteStored(avatarKey(userId, user.avatarHash));
    await sellerStorefrontChanged(userId);
  }
  return getProfile(userId);
}

/** The stored picture behind an avatar URL: public, and only while it is the account's current one (else 404). */
export async function readAvatar(userId: string, hash: string): Promise<AssetContent> {
  const client = await db();
  const user = await client.user.findUnique({ where: { id: userId }, select: { avatarHash: true, deletedAt: true } });
  if (!user || user.deletedAt || user.avatarHash !== hash) throw notFound("Avatar");
  const bytes = await fromStorage({ avatar: userId }, () => storage().get(avatarKey(userId, hash)));
  if (!bytes) throw fileUnavailable({ avatar: userId });
  return { name: `avatar-${hash}.webp`, mediaType: "image/webp", bytes };
}

/** The bytes of a picture no row points at: a store that fails here leaves an unreferenced object, not an error. */
async function deleteStored(key: string): Promise<void> {
  await storage()
    .delete(key)
    .catch((err: unknown) => log.warn("stored object not deleted", { key, error: String(err) }));
}
