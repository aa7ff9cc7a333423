import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { GROUP_LENGTH, KEY_ALPHABET, KEY_GROUPS, normalizeKey } from "@/lib/licenses/key-shape";

// Making and hashing license keys (docs/decisions/048-license-keys.md); their shape is lib/licenses/key-shape.ts.

/** A new key under `prefix`: each character is one random byte's low 5 bits (256 is a multiple of 32: no bias). */
export function generateKey(prefix: string): string {
  const bytes = randomBytes(KEY_GROUPS * GROUP_LENGTH);
  const chars = [...bytes].map((b) => KEY_ALPHABET[b & 31]);
  const groups = Array.from({ length: KEY_GROUPS }, (_, i) => chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(""));
  return [prefix, ...groups].join("-");
}

/** What is stored and looked up: the hex SHA-256 of the normalised key (125 random bits need no salt or slow hash). */
export const keyHash = (key: string) => createHash("sha256").update(normalizeKey(key)).digest("hex");

/** Two hashes compared in constant time (both hex SHA-256). */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length === 32 && timingSafeEqual(x, y);
}
