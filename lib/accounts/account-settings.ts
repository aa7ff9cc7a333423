import { randomBytes } from "node:crypto";
import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { AppError, notFound, validationError } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { endSessionsTx } from "@/lib/auth/sessions";
import { emitEvent } from "@/lib/events/emit";
import { formatDateTime } from "@/lib/format/dates";
import { formatMinorUnits } from "@/lib/format/money";
import { kickJobs } from "@/lib/jobs/background";
import { queueMail } from "@/lib/mail/outbox";
import {
  consumeLinkToken,
  inspectLinkToken,
  issueLinkToken,
  LINK_TTL_MINUTES,
  linkTo,
  retireLinkTokens,
  type LinkProblem,
} from "@/lib/accounts/account-links";
import {
  changeEmailInput,
  changePasswordInput,
  deleteAccountInput,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from "@/lib/accounts/account-forms";

export const settingsMessage = z.strictObject({ message: z.string() });

const wrongPassword = () => validationError([{ path: "currentPassword", message: "This is not your current password" }]);

async function accountWithPassword(tx: DbTx, userId: string, password: string) {
  const user = await tx.user.findUnique({ where: { id: userId } });
  if (!user || user.deletedAt) throw notFound("User");
  if (!(await verifyPassword(password, user.passwordHash))) throw wrongPassword();
  return user;
}

/**
 * Settings → change password: needs the current one; signs out every other session (this one stays) and mails a
 * "your password was changed" notice, in one transaction.
 */
export async function changePassword(userId: string, sessionId: string | null, input: ChangePasswordInput) {
  const parsed = changePasswordInput.parse(input);
  const passwordHash = await hashPassword(parsed.newPassword);
  const client = await db();
  const ended = await client.$transaction(async (tx: DbTx) => {
    const user = await accountWithPassword(tx, userId, parsed.currentPassword);
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    // A reset link asked for before the change must not undo it.
    await retireLinkTokens(tx, userId, "PASSWORD_RESET");
    await retireLinkTokens(tx, userId, "EMAIL_CHANGE");
    const count = await endSessionsTx(tx, userId, sessionId);
    await queueMail(tx, {
      kind: "password-changed",
      to: user.email,
      userId,
      props: {
        name: user.name,
        at: formatDateTime(new Date()),
        signInLink: linkTo("/signin"),
        resetLink: linkTo("/forgot-password"),
        fromSettings: true,
      },
    });
    return count;
  });
  kickJobs();
  const others = ended === 1 ? "1 other session was" : `${ended} other sessions were`;
  return { message: `Your password was changed. ${others} signed out.` };
}

/**
 * Settings → change email: mails a link to the new address (the change takes effect when it is followed) and a
 * notice to the current one. The address must not belong to another account, now or when the link is followed.
 */
export async function requestEmailChange(userId: string, input: ChangeEmailInput) {
  const parsed = changeEmailInput.parse(input);
  const client = await db();
  await client.$transaction(async (tx: DbTx) => {
    const user = await accountWithPassword(tx, userId, parsed.currentPassword);
    if (parsed.email === user.email) throw validationError([{ path: "email", message: "This is already your address" }]);
    const taken = await tx.user.findUnique({ where: { email: parsed.email }, select: { id: true } });
    if (taken) throw validationError([{ path: "email", message: "Another account uses this address" }]);
    await retireLinkTokens(tx, userId, "EMAIL_CHANGE");
    const token = await issueLinkToken(tx, userId, "EMAIL_CHANGE", parsed.email);
    await queueMail(tx, {
      kind: "email-change-confirm",
      to: parsed.email,
      userId,
      props: { name: user.name, newEmail: parsed.email, link: linkTo("/confirm-email", token), hours: LINK_TTL_MINUTES.EMAIL_CHANGE / 60 },
    });
    await queueMail(tx, {
      kind: "email-change-notice",
      to: user.email,
      userId,
      props: { name: user.name, newEmail: parsed.email, at: formatDateTime(new Date()), resetLink: linkTo("/forgot-password") },
    });
  });
  kickJobs();
  return { message: `We sent a link to ${parsed.email}. Your address changes when you follow it.` };
}

export type EmailChangeOutcome = { ok: true; email: string } | { ok: false; problem: LinkProblem; message?: string };

/** Follows the link mailed to the new address: the account's address becomes it, confirmed. */
export async function confirmEmailChange(token: string): Promise<EmailChangeOutcome> {
  const client = await db();
  try {
    return await client.$transaction(async (tx: DbTx) => {
      const row = await consumeLinkToken(tx, "EMAIL_CHANGE", token);
      const owner = await tx.user.findUnique({ where: { id: row.userId }, select: { deletedAt: true } });
      if (!owner || owner.deletedAt) throw new AppError("INVALID_LINK", "This account no longer exists.", { reason: "invalid" });
      const taken = await tx.user.findUnique({ where: { email: row.email }, select: { id: true } });
      if (taken && taken.id !== row.userId) {
        throw new AppError("INVALID_LINK", "Another account started using this address in the meantime.", { reason: "invalid" });
      }
      await tx.user.update({ where: { id: row.userId }, data: { email: row.email, emailVerifiedAt: new Date() } });
      // Links sent to the old address (reset, verify) stop working with it.
      await retireLinkTokens(tx, row.userId, "VERIFY_EMAIL");
      await retireLinkTokens(tx, row.userId, "PASSWORD_RESET");
      return { ok: true as const, email: row.email };
    });
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "INVALID_LINK") throw err;
    const problem = (err.details.reason as LinkProblem | undefined) ?? "invalid";
    const found = await inspectLinkToken(client, "EMAIL_CHANGE", token);
    // A second click on a link that worked: the address is already the account's.
    if (found.problem === "used" && found.row) {
      const owner = await client.user.findUnique({ where: { id: found.row.userId }, select: { email: true } });
      if (owner?.email === found.row.email) return { ok: true, email: owner.email };
    }
    return { ok: false, problem, message: err.message };
  }
}

export const DELETED_NAME = "Deleted user";

/**
 * Deletes the account (docs/accounts.md#deleting-an-account): refused while money is owed to it (a positive balance
 * is paid out on the next payout run). The row stays, anonymised, so orders, ledgers, payouts and reviews keep their
 * other side; everything that lets anyone act as the account goes; products leave the catalog (buyers keep access).
 */
export async function deleteAccount(userId: string, input: DeleteAccountInput) {
  const parsed = deleteAccountInput.parse(input);
  const client = await db();
  await client.$transaction(async (tx: DbTx) => {
    const user = await accountWithPassword(tx, userId, parsed.currentPassword);
    const balances = await tx.ledgerEntry.groupBy({ by: ["currency"], where: { userId }, _sum: { amountCents: true } });
    const owed = balances.filter((b) => (b._sum.amountCents ?? 0) > 0);
    if (owed.length) {
      const amounts = owed.map((b) => formatMinorUnits(b._sum.amountCents ?? 0, b.currency)).join(" and ");
      throw new AppError(
        "PAYOUT_PENDING",
        `Your balance of ${amounts} is paid out on the next payout run. Delete the account after it has been paid.`,
        { balances: owed.map((b) => ({ currency: b.currency, cents: b._sum.amountCents })) },
      );
    }
    const now = new Date();
    const products = await tx.product.findMany({ where: { authorId: userId, status: { not: "DELETED" } } });
    for (const p of products) {
      await tx.product.update({ where: { id: p.id }, data: { status: "DELETED", deletedAt: now } });
      if (p.status === "PUBLISHED") {
        await emitEvent(tx, {
          type: "product.unpublished",
          accountIds: [userId],
          data: { product: { id: p.id, title: p.title, reason: "deleted" } },
        });
      }
    }
    // The notice goes to the address the account had, before it is anonymised.
    await queueMail(tx, { kind: "account-deleted", to: user.email, userId, props: { name: user.name, at: formatDateTime(now) } });
    await endSessionsTx(tx, userId, null);
    await tx.apiKey.deleteMany({ where: { userId } });
    await tx.authToken.deleteMany({ where: { userId } });
    await tx.webhookEndpoint.deleteMany({ where: { userId } });
    await tx.providerKey.deleteMany({ where: { userId } });
    await tx.paymentMethod.deleteMany({ where: { userId } });
    // Run history stays counted for the sellers' analytics, without what the account typed or got back.
    await tx.execution.updateMany({ where: { userId }, data: { input: Prisma.DbNull, inputSealed: null, output: null } });
    await tx.user.update({
      where: { id: userId },
      data: {
        email: `deleted+${userId}@deleted.invalid`,
        name: DELETED_NAME,
        bio: "",
        passwordHash: `!deleted:${randomBytes(16).toString("hex")}`, // not a bcrypt hash: no password matches it
        emailVerifiedAt: null,
        verified: false,
        avatarHash: null, // its URL answers 404 from now on (the stored picture is left unreferenced)
        deletedAt: now,
      },
    });
  });
  kickJobs();
  return { message: "Your account was deleted." };
}
