// The shape of license keys (docs/decisions/048-license-keys.md), with no server imports (forms and pages use it):
// "<PREFIX>-XXXXX-XXXXX-XXXXX-XXXXX-XXXXX". The prefix names the product; the 25 random characters are Crockford base32 (no I, L, O or U), 5 bits each: 125 bits of entropy.

export const KEY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const KEY_GROUPS = 5;
export const GROUP_LENGTH = 5;
export const PREFIX_PATTERN = /^[A-Z0-9]{2,12}$/;
/** A key as typed or pasted, after normalizeKey: case does not matter, surrounding spaces are dropped. */
export const KEY_PATTERN = /^[A-Z0-9]{2,12}(-[0-9A-HJKMNP-TV-Z]{5}){5}$/;
export const KEY_MAX_LENGTH = 12 + KEY_GROUPS * (GROUP_LENGTH + 1);

/** A prefix from the product's title: its first word of at least 3 letters or digits (up to 8), else "KEY". */
export function prefixFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  let prefix = "";
  for (const w of words) {
    prefix += w;
    if (prefix.length >= 3) break;
  }
  prefix = prefix.slice(0, 8);
  return prefix.length >= 2 ? prefix : "KEY";
}

export const normalizeKey = (key: string) => key.trim().toUpperCase();

export const isWellFormedKey = (key: string) => KEY_PATTERN.test(normalizeKey(key));

/** What sellers and events see of a key: its prefix and last group ("COLD-…-7KQ2X"). */
export function keyHint(key: string): string {
  const parts = normalizeKey(key).split("-");
  return `${parts[0]}-…-${parts[parts.length - 1]}`;
}
