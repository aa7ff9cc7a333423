import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { decryptSecret, encryptSecret } from "@/lib/crypto/secret-box";
import { validationError } from "@/lib/errors";
import { formatDateTime } from "@/lib/format/dates";
import { newId } from "@/lib/ids";
import { kickJobs } from "@/lib/jobs/background";
import { queueMail } from "@/lib/mail/outbox";
import { endSessionsTx } from "@/lib/auth/sessions";
import { linkTo } from "@/lib/accounts/account-links";

/**
 * Two-factor sign-in with TOTP (RFC 6238; docs/accounts.md#two-factor-sign-in, ADR 042): SHA-1, 6 digits, 30 s,
 * what every authenticator app reads from a QR code. The secret is sealed at rest (AES-256-GCM, lib/crypto), each
 * code works once (the accepted step is kept), and ten recovery codes are stored as SHA-256 hashes.
 */
export const TWO_FACTOR = { digits: 6, period: 30, window: 1, recoveryCodes: 10, maxFailures: 5, lockMinutes: 15 } as const;

const ISSUER = "Promptly";
const AAD = (userId: string) => `totp:${userId}`;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.period,
    secret: Secret.fromBase32(secret),
  });

/** A code as typed: digits for the app's code, letters and digits for a recovery code; spaces and dashes dropped. */
export const codeField = z.string().trim().min(1, "Enter the code").max(40);
const normalize = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

export const twoFactorCodeInput = z.strictObject({ code: codeField });

export const twoFactorStatus = z.strictObject({
  enabled: z.boolean(),
  enabledAt: z.iso.datetime().nullable(),
  recoveryCodesLeft: z.number().int().meta({ description: "Unused recovery codes (0 when two-factor is off)" }),
});

export const twoFactorSetup = z.strictObject({
  secret: z.string().meta({ description: "The base32 secret, for typing into an app by hand" }),
  otpauthUrl: z.string().meta({ description: "otpauth://totp/… URI, the content of the QR code" }),
  qrCode: z.string().meta({ description: "The QR code as a data: URL (PNG)" }),
});

export const twoFactorEnabled = z.strictObject({
  recoveryCodes: z.array(z.string()).meta({ description: "Ten one-time codes, shown only now" }),
  message: z.string(),
});

export async function twoFactorState(userId: string) {
  const client = await db();
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { totpSecret: true, totpEnabledAt: true } });
  const left = user.totpSecret ? await client.recoveryCode.count({ where: { userId, usedAt: null } }) : 0;
  return {
    enabled: Boolean(user.totpSecret),
    enabledAt: user.totpSecret ? (user.totpEnabledAt?.toISOString() ?? null) : null,
    recoveryCodesLeft: left,
  };
}

/** Enrolment, step one: a new secret kept pending until a code from it is entered. Starting again replaces it. */
export async function startTwoFactorSetup(userId: string) {
  const client = await db();
  const user = await client.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, totpSecret: true } });
  if (user.totpSecret)
    throw validationError([{ path: "code", message: "Two-factor sign-in is already on" }], "Two-factor sign-in is already on");
  const secret = new Secret({ size: 20 }).base32;
  await client.user.update({ where: { id: userId }, data: { totpPendingSecret: encryptSecret(secret, AAD(userId)) } });
  const otpauthUrl = totpFor(secret, user.email).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: "M", margin: 2, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/** The 30-second step a code belongs to, or null when it matches none in the window (one step either side). */
function matchStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret, "x").validate({ token: code, timestamp: now, window: TWO_FACTOR.window });
  return delta === null ? null : Math.floor(now / 1000 / TWO_FACTOR.period) + delta;
}

function newRecoveryCode(): string {
  // 10 characters of base32 (50 bits), shown as xxxxx-xxxxx.
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b & 31]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const wrongCode = () =>
  validationError([{ path: "code", message: "That code is not right. Check the time on your phone and try the newest code." }]);

/**
 * Enrolment, step two: a code from the pending secret turns two-factor on, replaces any recovery codes with ten new
 * ones (returned once), signs out every other session and mails a notice, in one transaction.
 */
export async function confirmTwoFactorSetup(userId: string, keepSessionId: string | null, input: z.input<typeof twoFactorCodeInput>) {
  const code = normalize(twoFactorCodeInput.parse(input).code);
  const client = await db();
  const codes = Array.from({ length: TWO_FACTOR.recoveryCodes }, newRecoveryCode);
  await client.$transaction(async (tx: DbTx) => {
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { name: true, email: true, totpSecret: true, totpPendingSecret: true },
    });
    if (user.totpSecret)
      throw validationError([{ path: "code", message: "Two-factor sign-in is already on" }], "Two-factor sign-in is already on");
    if (!user.totpPendingSecret) throw validationError([{ path: "code", message: "Start the setup again: scan a new QR code" }]);
    const secret = decryptSecret(user.totpPendingSecret, AAD(userId));
    const step = matchStep(secret, code, Date.now());
    if (step === null) throw wrongCode();
    await tx.user.update({
      where: { id: userId },
      data: { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step },
    });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await tx.recoveryCode.createMany({ data: codes.map((c) => ({ id: newId("rcv"), userId, codeHash: sha256(c.replace("-", "")) })) });
    await endSessionsTx(tx, userId, keepSessionId);
    await mailChange(tx, userId, user, true);
  });
  kickJobs();
  return { recoveryCodes: codes, message: "Two-factor sign-in is on. Keep the recovery codes somewhere safe: they are shown only now." };
}

async function mailChange(tx: DbTx, userId: string, user: { name: string; email: string }, enabled: boolean) {
  await queueMail(tx, {
    kind: "two-factor-changed",
    to: user.email,
    userId,
    props: {
      name: user.name,
      enabled,
      at: formatDateTime(new Date()),
      settingsLink: linkTo("/dashboard/settings"),
      resetLink: linkTo("/forgot-password"),
    },
  });
}

/**
 * Checks a code (the app's, or a recovery code) for an account with two-factor on, and uses it up: an app code's
 * step is remembered so the same code cannot be used twice, a recovery code is marked used. Both happen under a
 * conditional write, so two concurrent uses of one code cannot both pass.
 */
export async function useTwoFactorCode(tx: DbTx, userId: string, code: string, now = Date.now()): Promise<"totp" | "recovery" | null> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { totpSecret: true, totpLastStep: true } });
  if (!user?.totpSecret) return null;
  const step = matchStep(decryptSecret(user.totpSecret, AAD(userId)), code, now);
  if (step !== null) {
    const taken = await tx.user.updateMany({
      where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return taken.count === 1 ? "totp" : null;
  }
  if (!/^[a-z2-7]{10}$/.test(code)) return null;
  const used = await tx.recoveryCode.updateMany({ where: { userId, codeHash: sha256(code), usedAt: null }, data: { usedAt: new Date() } });
  return used.count === 1 ? "recovery" : null;
}

/** Turns two-factor off: needs a current code or a recovery code. Recovery codes go; a notice is mailed. */
export async function disableTwoFactor(userId: string, input: z.input<typeof twoFactorCodeInput>) {
  const code = normalize(twoFactorCodeInput.parse(input).code);
  const client = await db();
  await client.$transaction(async (tx: DbTx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true, totpSecret: true } });
    if (!user.totpSecret)
      throw validationError([{ path: "code", message: "Two-factor sign-in is already off" }], "Two-factor sign-in is already off");
    if (!(await useTwoFactorCode(tx, userId, code))) throw wrongCode();
    await tx.user.update({
      where: { id: userId },
      data: { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
    });
    await tx.recoveryCode.deleteMany({ where: { userId } });
    await mailChange(tx, userId, user, false);
  });
  kickJobs();
  return { message: "Two-factor sign-in is off." };
}

/** Whether the account must give a second factor to sign in. */
export async function hasTwoFactor(userId: string): Promise<boolean> {
  const user = await (await db()).user.findUnique({ where: { id: userId }, select: { totpSecret: true } });
  return Boolean(user?.totpSecret);
}

/**
 * The overview's nudge (docs/accounts.md#two-factor-sign-in): a seller who is paid out (a payout made, or a payout
 * account connected) and has two-factor off. Money leaves through this account, so a stolen password costs more.
 */
export async function needsTwoFactorNudge(userId: string): Promise<boolean> {
  const client = await db();
  const user = await client.user.findUnique({ where: { id: userId }, select: { totpSecret: true } });
  if (!user || user.totpSecret) return false;
  const [payout, account] = await Promise.all([
    client.payout.findFirst({ where: { sellerId: userId }, select: { id: true } }),
    client.stripeAccount.findUnique({ where: { userId }, select: { userId: true } }),
  ]);
  return Boolean(payout || account);
}

const failKey = (userId: string) => `2fa:${userId}`;
const windowMs = () => TWO_FACTOR.lockMinutes * 60_000;

export type SecondFactorResult = { ok: true } | { ok: false; lockedForSeconds: number };

/**
 * The sign-in's second step: 5 wrong codes in 15 minutes lock two-factor sign-in for the account for 15 minutes
 * (counted in AuthThrottle under "2fa:<user id>"), and the owner is mailed once, when the lock starts.
 */
export async function checkSecondFactor(userId: string, code: string, now = Date.now()): Promise<SecondFactorResult> {
  const normalized = codeField.safeParse(code);
  const client = await db();
  const key = failKey(userId);
  const state = await client.authThrottle.findUnique({ where: { key } });
  const live = state && now - state.lastAttemptAt.getTime() < windowMs() ? state.failures : 0;
  if (live >= TWO_FACTOR.maxFailures) {
    return { ok: false, lockedForSeconds: Math.max(1, Math.ceil((state!.lastAttemptAt.getTime() + windowMs() - now) / 1000)) };
  }
  const result = await client.$transaction(async (tx: DbTx) => {
    if (normalized.success && (await useTwoFactorCode(tx, userId, normalize(normalized.data), now))) {
      await tx.authThrottle.deleteMany({ where: { key } });
      return { ok: true } as const;
    }
    const since = new Date(now - windowMs());
    const [row] = await tx.$queryRaw<{ failures: number }[]>`
      INSERT INTO "AuthThrottle" ("key", "failures", "lastAttemptAt") VALUES (${key}, 1, ${new Date(now)})
      ON CONFLICT ("key") DO UPDATE SET
        "failures" = CASE WHEN "AuthThrottle"."lastAttemptAt" < ${since} THEN 1 ELSE "AuthThrottle"."failures" + 1 END,
        "lastAttemptAt" = ${new Date(now)}
      RETURNING "failures"`;
    const failures = Number(row?.failures ?? 1);
    if (failures === TWO_FACTOR.maxFailures) {
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, email: true } });
      await queueMail(tx, {
        kind: "two-factor-locked",
        to: user.email,
        userId,
        props: { name: user.name, minutes: TWO_FACTOR.lockMinutes, resetLink: linkTo("/forgot-password") },
      });
      return { ok: false, lockedForSeconds: TWO_FACTOR.lockMinutes * 60, mailed: true } as const;
    }
    return { ok: false, lockedForSeconds: 0 } as const;
  });
  if ("mailed" in result) kickJobs();
  return result.ok ? { ok: true } : { ok: false, lockedForSeconds: result.lockedForSeconds };
}
