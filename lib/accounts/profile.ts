import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { notFound, validationError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { handleFromName } from "@/lib/accounts/handle-rules";
import { profileInput, type ProfileInput } from "@/lib/accounts/account-forms";
import { avatarUrl } from "@/lib/accounts/avatar-url";
import { sellerStorefrontChanged } from "@/lib/catalog/storefront-revalidation";

/**
 * A free handle for a new account named `name` (docs/catalog.md#seller-profiles): the name's handle, or when taken
 * the first free of "-2" … "-9", then a random suffix ("ada-k3x9"); "seller-…" when the name gives none. Two reads
 * at most, however common the name. A sign-up racing for the same handle loses at the unique index: `createUser`
 * then tries once more with a random suffix.
 */
export async function freeHandle(tx: DbTx, name: string): Promise<string> {
  const base = handleFromName(name);
  const stem = base ?? "seller";
  const numbered = Array.from({ length: 8 }, (_, i) => `${stem}-${i + 2}`);
  const candidates = base ? [base, ...numbered] : numbered;
  const taken = new Set((await tx.user.findMany({ where: { handle: { in: candidates } }, select: { handle: true } })).map((u) => u.handle));
  return candidates.find((c) => !taken.has(c)) ?? randomHandle(name);
}

/** The name's handle with a random suffix: what a crowded name, or a sign-up that lost a race, gets. */
export const randomHandle = (name: string) => `${handleFromName(name) ?? "seller"}-${newId("h", 6).slice(2)}`;

export const profileView = z.strictObject({
  name: z.string(),
  handle: z.string().meta({ description: "Your public profile is /sellers/<handle>" }),
  bio: z.string(),
  avatarUrl: z
    .string()
    .nullable()
    .meta({ description: "Your profile picture (a 256 px square WebP), set with POST /account/avatar; null: initials are shown" }),
});
export type ProfileView = z.infer<typeof profileView>;

const PROFILE_SELECT = { id: true, name: true, handle: true, bio: true, avatarHash: true } as const;
const toProfileView = (u: { id: string; name: string; handle: string; bio: string; avatarHash: string | null }): ProfileView => ({
  name: u.name,
  handle: u.handle,
  bio: u.bio,
  avatarUrl: avatarUrl(u.id, u.avatarHash),
});

export async function getProfile(userId: string): Promise<ProfileView> {
  const client = await db();
  const user = await client.user.findUnique({ where: { id: userId }, select: { ...PROFILE_SELECT, deletedAt: true } });
  if (!user || user.deletedAt) throw notFound("User");
  return toProfileView(user);
}

/** Whether the account has a published product, so that /sellers/<handle> shows a page (lib/catalog/sellers.ts). */
export async function hasPublishedProduct(userId: string): Promise<boolean> {
  const client = await db();
  return (await client.product.count({ where: { authorId: userId, status: "PUBLISHED" }, take: 1 })) > 0;
}

const handleTaken = () => validationError([{ path: "handle", message: "Another seller uses this handle; choose another" }]);

/**
 * Settings → Public profile: the name, handle and bio that product pages and /sellers/<handle> show. A handle taken
 * by another account (now, or by a concurrent change: the unique index) is refused on the field. Product lists show
 * the name and handle: a trigger moves the catalog version when either changes.
 */
export async function updateProfile(userId: string, input: ProfileInput): Promise<ProfileView> {
  const parsed = profileInput.parse(input);
  const client = await db();
  let profile: ProfileView;
  try {
    profile = await client.$transaction(async (tx: DbTx) => {
      const before = await tx.user.findUnique({ where: { id: userId }, select: { handle: true, deletedAt: true } });
      if (!before || before.deletedAt) throw notFound("User");
      if (parsed.handle && parsed.handle !== before.handle) {
        const owner = await tx.user.findUnique({ where: { handle: parsed.handle }, select: { id: true } });
        if (owner) throw handleTaken();
      }
      return toProfileView(await tx.user.update({ where: { id: userId }, data: parsed, select: PROFILE_SELECT }));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw handleTaken();
    throw err;
  }
  await sellerStorefrontChanged(userId); // the cached product pages' seller card shows them
  return profile;
}
