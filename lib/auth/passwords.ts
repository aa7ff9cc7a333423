import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import bcrypt from "bcryptjs";

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane), computed on libuv's thread pool by @node-rs/argon2 so a
 * guess never blocks the event loop (bcryptjs is pure JavaScript and did). Hashes made before this are bcrypt
 * (`$2…`): still checked, and replaced by an argon2id hash on the owner's next successful sign-in.
 */
const ARGON2 = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum: not importable here) */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => argon2Hash(password, ARGON2);

const isBcrypt = (hash: string) => /^\$2[aby]\$/.test(hash);

// A real hash of a random string, made once: checked when no user matches, so both paths cost the same time.
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword("timing-equaliser-" + Math.random()));

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (hash && isBcrypt(hash)) return bcrypt.compare(password, hash);
  try {
    const ok = await argon2Verify(hash ?? (await dummy()), password);
    return ok && !!hash;
  } catch {
    return false; // not a hash we know (e.g. a locked demo account's): never a match
  }
}

/** Whether a stored hash should be replaced after a successful check: anything but argon2id at today's cost. */
export function needsRehash(hash: string): boolean {
  const m = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash);
  return !m || Number(m[1]) < ARGON2.memoryCost || Number(m[2]) < ARGON2.timeCost;
}
