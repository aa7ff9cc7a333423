import { db, type DbTx } from "@/lib/db/client";
import { verifyCredentials } from "@/lib/accounts/users";
import { mailSignInLocked } from "@/lib/accounts/sign-in-mail";
import { checkSecondFactor, hasTwoFactor } from "@/lib/accounts/two-factor";
import { consumeLinkToken, inspectLinkToken } from "@/lib/accounts/account-links";
import { accountKey, clearSignInAttempt, countSignInAttempt, SignInThrottledError } from "@/lib/auth/sign-in-throttle";

/** next-auth passes a thrown error's message to the form; these name what the form must do next (lib/auth/sign-in-message.ts). */
export class SignInStepError extends Error {}
export const TWO_FACTOR_REQUIRED = "TwoFactorRequired";
export const TWO_FACTOR_INVALID = "TwoFactorInvalid";
export const TWO_FACTOR_LOCKED = "TwoFactorLocked";
export const MAGIC_LINK_PROBLEM = "MagicLink";

/** The second step, for an account with two-factor on: no code asks for one; a wrong one is counted (5 lock it). */
async function secondFactor(userId: string, code: string | undefined): Promise<void> {
  if (!(await hasTwoFactor(userId))) return;
  if (!code) throw new SignInStepError(TWO_FACTOR_REQUIRED);
  const checked = await checkSecondFactor(userId, code);
  if (checked.ok) return;
  throw new SignInStepError(checked.lockedForSeconds ? `${TWO_FACTOR_LOCKED}:${checked.lockedForSeconds}` : TWO_FACTOR_INVALID);
}

/**
 * The credentials sign-in (docs/decisions/036-sign-in-throttling.md): the attempt is counted per address and per IP
 * first; a refused one throws SignInThrottledError without looking the account up or checking the password, so a
 * refusal costs the same for an unknown address and a wrong password. With two-factor on, the right password
 * without a code answers TwoFactorRequired and the form asks for one (ADR 042). The right password clears the address's count.
 */
export async function signInWithPassword(email: string, password: string, ip: string, code?: string) {
  const attempt = await countSignInAttempt(email, ip);
  if (attempt.lockedNow.includes(accountKey(email))) void mailSignInLocked(email).catch(() => {});
  if (!attempt.allowed) throw new SignInThrottledError(attempt.retryAfterSeconds);
  const user = await verifyCredentials(email, password);
  if (!user) return null;
  // The right password clears the password count; wrong codes have their own count and lock (checkSecondFactor).
  await clearSignInAttempt(email, ip);
  await secondFactor(user.id, code);
  return user;
}

/**
 * Magic-link sign-in: the mailed token (single use, 15 minutes, only its hash stored) signs its account in. Counted
 * like a password sign-in; looking is free, only the sign-in uses the link, so a mail scanner that opens the page
 * spends nothing. With two-factor on, the link is kept until the code is right. Following it confirms the address.
 */
export async function signInWithMagicLink(token: string, ip: string, code?: string) {
  const client = await db();
  const found = await inspectLinkToken(client, "MAGIC_LINK", token);
  const attempt = await countSignInAttempt(found.problem === "invalid" ? "" : found.row.email, ip);
  if (!attempt.allowed) throw new SignInThrottledError(attempt.retryAfterSeconds);
  if (found.problem) throw new SignInStepError(`${MAGIC_LINK_PROBLEM}:${found.problem}`);
  await secondFactor(found.row.userId, code);
  const user = await client.$transaction(async (tx: DbTx) => {
    const row = await consumeLinkToken(tx, "MAGIC_LINK", token).catch(() => null);
    if (!row) return null;
    const account = await tx.user.findUnique({ where: { id: row.userId } });
    if (!account || account.deletedAt || account.email !== row.email) return null;
    if (!account.emailVerifiedAt) await tx.user.update({ where: { id: account.id }, data: { emailVerifiedAt: new Date() } });
    return { id: account.id, email: account.email, name: account.name, sessionVersion: account.sessionVersion };
  });
  if (!user) throw new SignInStepError(`${MAGIC_LINK_PROBLEM}:used`);
  await clearSignInAttempt(user.email, ip);
  return user;
}
