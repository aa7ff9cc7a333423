import { db, type DbTx } from "@/lib/db/client";
import { kickJobs } from "@/lib/jobs/background";
import { queueMail } from "@/lib/mail/outbox";
import { linkTo } from "@/lib/accounts/account-links";
import { SIGN_IN_THROTTLE } from "@/lib/auth/sign-in-throttle";

/**
 * Tells an account's owner that repeated wrong passwords paused signing in (docs/security.md). Called off the
 * sign-in's path, so the answer takes the same time whether or not an account has the address.
 */
export async function mailSignInLocked(email: string): Promise<void> {
  const client = await db();
  const user = await client.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, name: true, email: true },
  });
  if (!user) return;
  await client.$transaction((tx: DbTx) =>
    queueMail(tx, {
      kind: "sign-in-locked",
      to: user.email,
      userId: user.id,
      props: { name: user.name, minutes: SIGN_IN_THROTTLE.windowMs / 60_000, resetLink: linkTo("/forgot-password") },
    }),
  );
  kickJobs();
}

/** A sign-up with an address that already has an account: its owner gets a mail, the caller the usual answer. */
export async function mailSignUpExisting(tx: DbTx, user: { id: string; name: string; email: string }): Promise<void> {
  await queueMail(tx, {
    kind: "sign-up-existing",
    to: user.email,
    userId: user.id,
    props: { name: user.name, signInLink: linkTo("/signin"), resetLink: linkTo("/forgot-password") },
  });
}
