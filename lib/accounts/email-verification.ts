import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/errors";
import { kickJobs } from "@/lib/jobs/background";
import { queueMail } from "@/lib/mail/outbox";
import {
  consumeLinkToken,
  countLinkRequest,
  inspectLinkToken,
  issueLinkToken,
  LINK_TTL_MINUTES,
  linkTo,
  retireLinkTokens,
  type LinkProblem,
} from "@/lib/accounts/account-links";

export const VERIFY_RESEND_LIMITS = { perAddress: 3, perIp: 10 } as const;

export const verificationResponse = z.object({
  verified: z.boolean(),
  message: z.string(),
});

/** Mails a link that confirms the account's current address; inside the caller's transaction (sign-up, resend). */
export async function queueVerificationMail(tx: DbTx, user: { id: string; name: string; email: string }): Promise<void> {
  await retireLinkTokens(tx, user.id, "VERIFY_EMAIL");
  const token = await issueLinkToken(tx, user.id, "VERIFY_EMAIL", user.email);
  await queueMail(tx, {
    kind: "verify-email",
    to: user.email,
    userId: user.id,
    props: { name: user.name, link: linkTo("/verify-email", token), hours: LINK_TTL_MINUTES.VERIFY_EMAIL / 60 },
  });
}

/** The banner's "resend": a new link (earlier ones stop working), 3 an hour per address. */
export async function resendVerification(userId: string, ip: string): Promise<z.infer<typeof verificationResponse>> {
  const client = await db();
  const result = await client.$transaction(async (tx: DbTx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, name: true, email: true, emailVerifiedAt: true } });
    if (!user) throw notFound("User");
    if (user.emailVerifiedAt) return { verified: true, message: "Your address is already confirmed." };
    await countLinkRequest(tx, "VERIFY_EMAIL", user.email, ip, VERIFY_RESEND_LIMITS);
    await queueVerificationMail(tx, user);
    return { verified: false, message: `We sent a new link to ${user.email}.` };
  });
  if (!result.verified) kickJobs();
  return result;
}

export type VerifyOutcome = { ok: true; email: string } | { ok: false; problem: LinkProblem; alreadyVerified: boolean };

/** Follows a verify link: confirms the address the link was sent to, if it is still the account's address. */
export async function verifyEmail(token: string): Promise<VerifyOutcome> {
  const client = await db();
  try {
    return await client.$transaction(async (tx: DbTx) => {
      const row = await consumeLinkToken(tx, "VERIFY_EMAIL", token);
      const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId }, select: { email: true, emailVerifiedAt: true } });
      if (user.email !== row.email)
        throw new AppError("INVALID_LINK", "This link is for an address the account no longer uses.", { reason: "invalid" });
      if (!user.emailVerifiedAt) await tx.user.update({ where: { id: row.userId }, data: { emailVerifiedAt: new Date() } });
      return { ok: true as const, email: user.email };
    });
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "INVALID_LINK") throw err;
    const problem = (err.details.reason as LinkProblem | undefined) ?? "invalid";
    // A used link of an account that is now confirmed is good news, not an error (a second click, a mail scanner).
    const found = await inspectLinkToken(client, "VERIFY_EMAIL", token);
    const owner = found.problem !== "invalid" && found.row ? await client.user.findUnique({ where: { id: found.row.userId } }) : null;
    return { ok: false, problem, alreadyVerified: !!owner?.emailVerifiedAt };
  }
}

/** Publishing needs a confirmed address (lib/catalog/products.ts). */
export async function assertEmailVerified(tx: DbTx, userId: string): Promise<void> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  if (user && !user.emailVerifiedAt) {
    throw new AppError(
      "EMAIL_NOT_VERIFIED",
      "Confirm your email address before publishing: follow the link we mailed you, or send a new one from the dashboard.",
    );
  }
}
