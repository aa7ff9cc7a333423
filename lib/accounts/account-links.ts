import { createHash, randomBytes } from "node:crypto";
import type { DbTx } from "@/lib/db/client";
import type { AuthTokenPurpose } from "@/lib/db/generated/enums";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { queueMail } from "@/lib/mail/outbox";
import { renderMail } from "@/lib/mail/render-mail";

/** How long a mailed link works. */
export const LINK_TTL_MINUTES = {
  PASSWORD_RESET: 30,
  VERIFY_EMAIL: 24 * 60,
  EMAIL_CHANGE: 24 * 60,
  MAGIC_LINK: 15,
} as const satisfies Record<AuthTokenPurpose, number>;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The origin of links in mail: APP_URL, never the request's Host header (a forged Host would poison reset links). */
export function appOrigin(): string {
  return (env().APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");
}

export const linkTo = (path: string, token?: string) => `${appOrigin()}${path}${token ? `?token=${encodeURIComponent(token)}` : ""}`;

/** A new single-use token for a link: 256 random bits; only its SHA-256 is stored, so a database leak opens nothing. */
export async function issueLinkToken(tx: DbTx, userId: string, purpose: AuthTokenPurpose, email: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await tx.authToken.create({
    data: {
      id: newId("atk"),
      userId,
      purpose,
      email,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_TTL_MINUTES[purpose] * 60_000),
    },
  });
  return token;
}

export type LinkProblem = "invalid" | "expired" | "used";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The token's row when it can still be used, or why not; reads only. */
export async function inspectLinkToken(tx: DbTx, purpose: AuthTokenPurpose, token: string) {
  if (!TOKEN_SHAPE.test(token)) return { problem: "invalid" as const };
  const row = await tx.authToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.purpose !== purpose) return { problem: "invalid" as const };
  if (row.usedAt) return { problem: "used" as const, row };
  if (row.expiresAt.getTime() <= Date.now()) return { problem: "expired" as const, row };
  return { problem: null, row };
}

/** Marks the token used (once: a second, concurrent use finds it taken) and returns its row, or throws INVALID_LINK. */
export async function consumeLinkToken(tx: DbTx, purpose: AuthTokenPurpose, token: string) {
  const found = await inspectLinkToken(tx, purpose, token);
  if (found.problem) throw invalidLink(found.problem);
  const taken = await tx.authToken.updateMany({
    where: { id: found.row.id, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (taken.count !== 1) throw invalidLink("used");
  return found.row;
}

const PROBLEM_MESSAGES: Record<LinkProblem, string> = {
  invalid: "This link is not valid. Check that you copied all of it, or ask for a new one.",
  expired: "This link has expired. Ask for a new one.",
  used: "This link was already used. Ask for a new one.",
};

export function invalidLink(problem: LinkProblem): AppError {
  return new AppError("INVALID_LINK", PROBLEM_MESSAGES[problem], { reason: problem });
}

export const linkProblemMessage = (problem: LinkProblem) => PROBLEM_MESSAGES[problem];

/** Earlier unused links of this purpose stop working when a newer one is sent or the action is done. */
export async function retireLinkTokens(tx: DbTx, userId: string, purpose: AuthTokenPurpose): Promise<void> {
  await tx.authToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: new Date() } });
}

/**
 * Counts and records one request for a mailed link against its hourly limits per address and per IP (the address
 * is counted by hash, so unknown addresses are limited too without being stored). Over a limit: RATE_LIMIT_EXCEEDED.
 */
export async function countLinkRequest(
  tx: DbTx,
  purpose: AuthTokenPurpose,
  email: string,
  ip: string,
  perHour: { perAddress: number; perIp: number },
): Promise<void> {
  const since = new Date(Date.now() - 3_600_000);
  const emailHash = sha256(email.toLowerCase());
  const [byAddress, byIp] = await Promise.all([
    tx.authRequest.count({ where: { purpose, emailHash, createdAt: { gt: since } } }),
    tx.authRequest.count({ where: { purpose, ip, createdAt: { gt: since } } }),
  ]);
  if (byAddress >= perHour.perAddress || byIp >= perHour.perIp) {
    throw new AppError("RATE_LIMIT_EXCEEDED", "Too many requests for this address; try again in an hour", { retryAfterSeconds: 3600 });
  }
  await tx.authRequest.create({ data: { id: newId("arq"), purpose, emailHash, ip } });
}

/** A link mailed on request to whoever owns an address: the token's purpose, its mail and the page it opens. */
export type RequestedLink =
  | { purpose: "PASSWORD_RESET"; mail: "password-reset"; page: "/reset-password" }
  | { purpose: "MAGIC_LINK"; mail: "magic-link"; page: "/magic-link" };

/** Mails the user a new link (earlier unused ones of its purpose stop working), inside the caller's transaction. */
export async function queueLinkMail(tx: DbTx, link: RequestedLink, user: { id: string; name: string; email: string }): Promise<void> {
  await retireLinkTokens(tx, user.id, link.purpose);
  const token = await issueLinkToken(tx, user.id, link.purpose, user.email);
  const props = { name: user.name, link: linkTo(link.page, token), minutes: LINK_TTL_MINUTES[link.purpose] };
  await queueMail(tx, { kind: link.mail, to: user.email, userId: user.id, props });
}

/**
 * "Email me a link" (forgot password, sign-in link): counts the request against its limits, then mails a link if an
 * account has this address. The mail is rendered either way, so an unknown address costs the same time as a known
 * one and the caller answers the same: nothing tells which accounts exist. True when a mail was queued.
 */
export async function queueLinkMailIfAccount(
  tx: DbTx,
  link: RequestedLink,
  email: string,
  ip: string,
  perHour: { perAddress: number; perIp: number },
): Promise<boolean> {
  await countLinkRequest(tx, link.purpose, email, ip, perHour);
  const user = await tx.user.findUnique({ where: { email }, select: { id: true, name: true, email: true, deletedAt: true } });
  if (!user || user.deletedAt) {
    await renderMail(link.mail, { name: "", link: linkTo(link.page, "x"), minutes: LINK_TTL_MINUTES[link.purpose] });
    return false;
  }
  await queueLinkMail(tx, link, user);
  return true;
}

/** For a link's page: whether the link in hand can still be used (looking does not use it up). */
export async function checkLink(
  tx: DbTx,
  purpose: AuthTokenPurpose,
  token: string,
): Promise<{ ok: true; email: string } | { ok: false; problem: LinkProblem }> {
  const found = await inspectLinkToken(tx, purpose, token);
  return found.problem ? { ok: false, problem: found.problem } : { ok: true, email: found.row.email };
}
