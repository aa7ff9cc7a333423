import { createHash } from "node:crypto";
import { Prisma } from "@/lib/db/generated/client";
import { db, type DbTx } from "@/lib/db/client";

/**
 * Failed sign-ins limited per account address and per IP (docs/decisions/036-sign-in-throttling.md).
 *
 * Every attempt is counted when it starts, under a row lock, so several instances and concurrent guessers agree;
 * a success takes its own count back. After `free` counted attempts in the window, the next one must wait a delay
 * that doubles with each further attempt (1 s, 2 s, 4 s…, at most a minute); at `lockAt` the key is locked for
 * 15 minutes. An attempt made too early is refused without looking at the password and still counts, so hammering
 * reaches the lock sooner; attempts during a lock are not counted (they would keep the owner out for ever).
 * Keys are the address as typed (hashed), whether or not an account has it, so a refusal says nothing about which
 * accounts exist, and a refused attempt does the same (no) work for both.
 */
export const SIGN_IN_THROTTLE = {
  windowMs: 15 * 60_000,
  maxDelayMs: 60_000,
  account: { free: 5, lockAt: 10 },
  ip: { free: 20, lockAt: 100 },
} as const;

export type ThrottlePolicy = { free: number; lockAt: number };
export type ThrottleState = { failures: number; lastAttemptAt: Date };

/** The count still in force at `now`: a window 15 minutes past its last attempt has restarted at zero. */
export function liveFailures(state: ThrottleState | null, now: number): number {
  if (!state || now - state.lastAttemptAt.getTime() >= SIGN_IN_THROTTLE.windowMs) return 0;
  return state.failures;
}

/** Until when (Unix ms) a key refuses attempts, or 0 when one may be made now. */
export function blockedUntil(state: ThrottleState | null, policy: ThrottlePolicy, now: number): number {
  const failures = liveFailures(state, now);
  if (!state || failures < policy.free) return 0;
  const last = state.lastAttemptAt.getTime();
  const until =
    failures >= policy.lockAt
      ? last + SIGN_IN_THROTTLE.windowMs
      : last + Math.min(SIGN_IN_THROTTLE.maxDelayMs, 1000 * 2 ** (failures - policy.free));
  return until > now ? until : 0;
}

export const isLocked = (state: ThrottleState | null, policy: ThrottlePolicy, now: number) =>
  liveFailures(state, now) >= policy.lockAt && blockedUntil(state, policy, now) > 0;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
export const accountKey = (email: string) => `acct:${sha256(email.trim().toLowerCase())}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** Thrown by the credentials provider when a key refuses the attempt; next-auth passes the message to the form. */
export class SignInThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`${SIGN_IN_THROTTLED}:${retryAfterSeconds}`);
  }
}
export const SIGN_IN_THROTTLED = "SignInThrottled";

type Keyed = { key: string; policy: ThrottlePolicy };

/**
 * Counts one sign-in attempt against each key and says whether it may go ahead; `lockedNow` lists the keys this
 * attempt locked (for the owner's notice).
 */
export async function countSignInAttempt(
  email: string,
  ip: string,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number; lockedNow: string[] }> {
  const keys: Keyed[] = [
    { key: accountKey(email), policy: SIGN_IN_THROTTLE.account },
    { key: ipKey(ip), policy: SIGN_IN_THROTTLE.ip },
  ];
  sweepNow(now);
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const states = await lockRows(tx, keys);
    const until = Math.max(...keys.map((k) => blockedUntil(states.get(k.key) ?? null, k.policy, now)));
    const lockedNow: string[] = [];
    for (const k of keys) {
      const state = states.get(k.key) ?? null;
      if (isLocked(state, k.policy, now)) continue;
      const failures = liveFailures(state, now) + 1;
      if (failures === k.policy.lockAt) lockedNow.push(k.key);
      await tx.authThrottle.update({ where: { key: k.key }, data: { failures, lastAttemptAt: new Date(now) } });
    }
    return { allowed: until === 0, retryAfterSeconds: until ? Math.max(1, Math.ceil((until - now) / 1000)) : 0, lockedNow };
  });
}

/** A successful sign-in: the account's count is cleared and the IP's takes this attempt back. */
export async function clearSignInAttempt(email: string, ip: string): Promise<void> {
  const client = await db();
  await client.$transaction([
    client.authThrottle.deleteMany({ where: { key: accountKey(email) } }),
    client.authThrottle.updateMany({ where: { key: ipKey(ip), failures: { gt: 0 } }, data: { failures: { decrement: 1 } } }),
  ]);
}

/** Creates missing rows, then locks them in key order (so two attempts never wait on each other crosswise). */
async function lockRows(tx: DbTx, keys: Keyed[]): Promise<Map<string, ThrottleState>> {
  const sorted = keys.map((k) => k.key).sort();
  const epoch = new Date(0);
  await tx.$executeRaw`INSERT INTO "AuthThrottle" ("key", "failures", "lastAttemptAt")
    VALUES ${Prisma.join(sorted.map((k) => Prisma.sql`(${k}, 0, ${epoch})`))}
    ON CONFLICT ("key") DO NOTHING`;
  const rows = await tx.$queryRaw<{ key: string; failures: number; lastAttemptAt: Date }[]>`
    SELECT "key", "failures", "lastAttemptAt" FROM "AuthThrottle" WHERE "key" IN (${Prisma.join(sorted)}) ORDER BY "key" FOR UPDATE`;
  return new Map(rows.map((r) => [r.key, { failures: Number(r.failures), lastAttemptAt: new Date(r.lastAttemptAt) }]));
}

/** Sign-ups per IP in the window: a fixed allowance an hour (setting SIGNUP_PER_IP_PER_HOUR). */
export async function countSignUp(
  tx: DbTx,
  ip: string,
  perHour: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const key = `signup-ip:${ip}`;
  const states = await lockRows(tx, [{ key, policy: SIGN_IN_THROTTLE.ip }]);
  const state = states.get(key)!;
  const hourAgo = now - 3_600_000;
  const fresh = state.lastAttemptAt.getTime() <= hourAgo;
  // The window is an hour from its first sign-up; lastAttemptAt holds that start here.
  const count = fresh ? 0 : state.failures;
  if (count >= perHour) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((state.lastAttemptAt.getTime() + 3_600_000 - now) / 1000)) };
  }
  await tx.authThrottle.update({
    where: { key },
    data: { failures: count + 1, lastAttemptAt: fresh ? new Date(now) : state.lastAttemptAt },
  });
  return { allowed: true, retryAfterSeconds: 0 };
}

let lastSweep = 0;

/** Rows past every window (an hour for sign-ups, 15 minutes for the rest), swept once a minute per process off the request's path. */
function sweepNow(now: number): void {
  if (now - lastSweep < 60_000) return;
  lastSweep = now;
  void db()
    .then((c) => c.authThrottle.deleteMany({ where: { lastAttemptAt: { lt: new Date(now - 3_600_000) } } }))
    .catch(() => {});
}
