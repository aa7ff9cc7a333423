/** Where a profile picture is served: the hash names the bytes, so a URL never changes meaning (cached for a year). */
export const avatarUrl = (userId: string, avatarHash: string | null | undefined): string | null =>
  avatarHash ? `/api/v1/avatars/${userId}/${avatarHash}` : null;
