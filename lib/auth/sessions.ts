import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { newId } from "@/lib/ids";
import { describeUserAgent } from "@/lib/auth/user-agent";
import { createHash } from "node:crypto";
import { formatDateTime } from "@/lib/format/dates";
import { kickJobs } from "@/lib/jobs/background";
import { queueMail } from "@/lib/mail/outbox";
import { linkTo } from "@/lib/accounts/account-links";

/** How long a session lasts without being used: the JWT's maxAge, and the age at which an idle row is dropped. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

export type SessionClient = { userAgent: string; ip: string };

const idle = () => new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000);

const KNOWN_DEVICES_KEPT = 20;

/**
 * A sign-in: a new session row, whose id the JWT carries (lib/auth/next-auth.ts). Idle rows of the account go.
 * A browser the account has not signed in with before (by its plain-words name, "Chrome on macOS", kept hashed in
 * `User.knownDevices`, the last 20) gets a notice mailed in the same transaction; the account's first sign-in after
 * this release only records its browser.
 */
export async function startSession(userId: string, from: SessionClient): Promise<string> {
  const client = await db();
  const id = newId("ses");
  const device = describeUserAgent(from.userAgent).label;
  const deviceKey = createHash("sha256").update(device).digest("hex").slice(0, 16);
  const mailed = await client.$transaction(async (tx: DbTx) => {
    await tx.userSession.deleteMany({ where: { userId, lastSeenAt: { lt: idle() } } });
    await tx.userSession.create({ data: { id, userId, userAgent: from.userAgent.slice(0, 512), ip: from.ip.slice(0, 64) } });
    const user = await tx.user.findUnique({ where: { id: userId }, select: { name: true, email: true, knownDevices: true } });
    if (!user || user.knownDevices.includes(deviceKey)) return false;
    await tx.user.update({ where: { id: userId }, data: { knownDevices: [...user.knownDevices, deviceKey].slice(-KNOWN_DEVICES_KEPT) } });
    if (user.knownDevices.length === 0) return false;
    const queued = await queueMail(tx, {
      kind: "new-device",
      to: user.email,
      userId,
      props: {
        name: user.name,
        device,
        ip: !from.ip || from.ip === "unknown" ? "an unknown address" : from.ip,
        at: formatDateTime(new Date()),
        sessionsLink: linkTo("/dashboard/settings"),
        resetLink: linkTo("/forgot-password"),
      },
    });
    return queued !== null;
  });
  if (mailed) kickJobs();
  return id;
}

/** Sign-out from the browser itself (next-auth's signOut event): the row goes, so a copied cookie is dead too. */
export async function endSessionById(sessionId: string): Promise<void> {
  await (await db()).userSession.deleteMany({ where: { id: sessionId } });
}

/**
 * The signed-in account of a session cookie's claims, or null when the session was ended (its row is gone) or the
 * account deleted: one indexed read (the user by id, with an EXISTS on the session's primary key).
 */
export async function sessionAccount(userId: string, sessionId: string | undefined) {
  if (!sessionId) return null;
  return (await db()).user.findFirst({ where: { id: userId, deletedAt: null, sessions: { some: { id: sessionId } } } });
}

const timestamp = z.iso.datetime();

export const sessionView = z.strictObject({
  id: z.string(),
  device: z.string().meta({ description: 'Browser and system from the User-Agent, e.g. "Chrome on macOS"' }),
  ip: z.string().meta({ description: "The address it signed in from" }),
  createdAt: timestamp.meta({ description: "When it signed in" }),
  lastSeenAt: timestamp.meta({ description: "Its last request (to the minute)" }),
  current: z.boolean().meta({ description: "The session making this request" }),
});
export type SessionView = z.infer<typeof sessionView>;

export const sessionIdParams = z.strictObject({ sessionId: z.string().min(1).max(64) });
export const endedSessions = z.strictObject({ ended: z.number().int().meta({ description: "How many sessions were signed out" }) });

/** The account's signed-in browsers, the current one first, then by last use. */
export async function listSessions(userId: string, currentSessionId: string | null): Promise<SessionView[]> {
  const rows = await (
    await db()
  ).userSession.findMany({ where: { userId, lastSeenAt: { gte: idle() } }, orderBy: [{ lastSeenAt: "desc" }, { id: "asc" }], take: 200 });
  return rows
    .map((r) => ({
      id: r.id,
      device: describeUserAgent(r.userAgent).label,
      ip: !r.ip || r.ip === "unknown" ? "Unknown address" : r.ip,
      createdAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      current: r.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** "Sign out" on one row of the list: another account's session, or one already ended, is not found. */
export async function endSession(userId: string, sessionId: string): Promise<{ ended: number }> {
  const gone = await (await db()).userSession.deleteMany({ where: { id: sessionId, userId } });
  if (gone.count === 0) throw notFound("Session");
  return { ended: gone.count };
}

/** Ends every session of the account but `keep` (null: all of them), inside the caller's transaction. */
export async function endSessionsTx(tx: DbTx, userId: string, keep: string | null): Promise<number> {
  const gone = await tx.userSession.deleteMany({ where: { userId, ...(keep ? { id: { not: keep } } : {}) } });
  return gone.count;
}

/** "Sign out everywhere else". */
export async function endOtherSessions(userId: string, keep: string | null): Promise<{ ended: number }> {
  return { ended: await endSessionsTx(await db(), userId, keep) };
}
