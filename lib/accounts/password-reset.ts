import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/passwords";
import { endSessionsTx } from "@/lib/auth/sessions";
import { kickJobs } from "@/lib/jobs/background";
import { formatDateTime } from "@/lib/format/dates";
import { queueMail } from "@/lib/mail/outbox";
import { notFound } from "@/lib/errors";
import {
  checkLink,
  consumeLinkToken,
  issueLinkToken,
  LINK_TTL_MINUTES,
  linkTo,
  queueLinkMailIfAccount,
  retireLinkTokens,
  type RequestedLink,
} from "@/lib/accounts/account-links";
import { newPasswordField } from "@/lib/accounts/sign-up-input";

export const PASSWORD_RESET_LIMITS = { perAddress: 5, perIp: 5 } as const;
const RESET_LINK: RequestedLink = { purpose: "PASSWORD_RESET", mail: "password-reset", page: "/reset-password" };

export const passwordResetRequestInput = z.strictObject({ email: z.email().max(254) });
export const passwordResetInput = z.strictObject({ token: z.string().min(1).max(200), password: newPasswordField });

export const passwordResetRequested = z.object({
  message: z.string().meta({ description: "The same answer whether or not an account has this address" }),
});

const SAME_ANSWER = "If an account exists for this address, we sent a link to reset its password. It works for 30 minutes.";

/**
 * "Forgot password": mails a single-use link if an account has this address. The answer, and the work done, are the
 * same either way, so it reveals nothing about which accounts exist; 5 requests an hour per address and per IP.
 */
export async function requestPasswordReset(input: z.input<typeof passwordResetRequestInput>, ip: string) {
  const email = passwordResetRequestInput.parse(input).email.toLowerCase();
  const client = await db();
  const sent = await client.$transaction((tx: DbTx) => queueLinkMailIfAccount(tx, RESET_LINK, email, ip, PASSWORD_RESET_LIMITS));
  if (sent) kickJobs();
  return { message: SAME_ANSWER };
}

/** For the reset page: whether the link in hand can still be used (it is not used up by looking). */
export async function checkPasswordResetLink(token: string) {
  return checkLink(await db(), "PASSWORD_RESET", token);
}

/**
 * Sets a new password from a reset link: uses the link up, ends every session of the account (their rows go), and
 * mails a "your password was changed" notice, all in one transaction.
 */
export async function resetPassword(input: z.input<typeof passwordResetInput>) {
  const parsed = passwordResetInput.parse(input);
  const passwordHash = await hashPassword(parsed.password);
  const client = await db();
  const email = await client.$transaction(async (tx: DbTx) => {
    const token = await consumeLinkToken(tx, "PASSWORD_RESET", parsed.token);
    const before = await tx.user.findUniqueOrThrow({ where: { id: token.userId }, select: { email: true, emailVerifiedAt: true } });
    // Following the mailed link proves the address too.
    const verifies = !before.emailVerifiedAt && before.email === token.email;
    const user = await tx.user.update({
      where: { id: token.userId },
      data: { passwordHash, ...(verifies ? { emailVerifiedAt: new Date() } : {}) },
      select: { id: true, name: true, email: true },
    });
    await retireLinkTokens(tx, user.id, "PASSWORD_RESET");
    await endSessionsTx(tx, user.id, null);
    await queueMail(tx, {
      kind: "password-changed",
      to: user.email,
      userId: user.id,
      props: { name: user.name, at: formatDateTime(new Date()), signInLink: linkTo("/signin"), resetLink: linkTo("/forgot-password") },
    });
    return user.email;
  });
  kickJobs();
  return { email, message: "Your password was changed. Sign in with the new one." };
}

/** The operator's way in for a locked-out user (`npm run admin -- user:reset-password`): a link, not mailed. */
export async function createPasswordResetLink(email: string): Promise<{ link: string; userId: string; minutes: number }> {
  const client = await db();
  return client.$transaction(async (tx: DbTx) => {
    const user = await tx.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true, email: true } });
    if (!user) throw notFound("User");
    await retireLinkTokens(tx, user.id, "PASSWORD_RESET");
    const token = await issueLinkToken(tx, user.id, "PASSWORD_RESET", user.email);
    return { link: linkTo("/reset-password", token), userId: user.id, minutes: LINK_TTL_MINUTES.PASSWORD_RESET };
  });
}
