import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { kickJobs } from "@/lib/jobs/background";
import { queueMail } from "@/lib/mail/outbox";
import { renderMail } from "@/lib/mail/render-mail";
import {
  countLinkRequest,
  inspectLinkToken,
  issueLinkToken,
  LINK_TTL_MINUTES,
  linkTo,
  retireLinkTokens,
  type LinkProblem,
} from "@/lib/accounts/account-links";

export const MAGIC_LINK_LIMITS = { perAddress: 5, perIp: 5 } as const;

export const magicLinkRequestInput = z.strictObject({ email: z.email().max(254) });
export const magicLinkRequested = z.object({
  message: z.string().meta({ description: "The same answer whether or not an account has this address" }),
});

const SAME_ANSWER = "If an account exists for this address, we sent a sign-in link. It works once, for 15 minutes.";

/**
 * "Email me a sign-in link": mails a single-use link (15 minutes) if an account has this address. The answer and the
 * work are the same either way; 5 requests an hour per address and per IP, as for password resets.
 */
export async function requestMagicLink(input: z.input<typeof magicLinkRequestInput>, ip: string) {
  const email = magicLinkRequestInput.parse(input).email.toLowerCase();
  const client = await db();
  const sent = await client.$transaction(async (tx: DbTx) => {
    await countLinkRequest(tx, "MAGIC_LINK", email, ip, MAGIC_LINK_LIMITS);
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, name: true, email: true, deletedAt: true } });
    if (!user || user.deletedAt) {
      // Rendered anyway, so an unknown address costs the same time as a known one.
      await renderMail("magic-link", { name: "", link: linkTo("/magic-link", "x"), minutes: LINK_TTL_MINUTES.MAGIC_LINK });
      return false;
    }
    await retireLinkTokens(tx, user.id, "MAGIC_LINK");
    const token = await issueLinkToken(tx, user.id, "MAGIC_LINK", user.email);
    await queueMail(tx, {
      kind: "magic-link",
      to: user.email,
      userId: user.id,
      props: { name: user.name, link: linkTo("/magic-link", token), minutes: LINK_TTL_MINUTES.MAGIC_LINK },
    });
    return true;
  });
  if (sent) kickJobs();
  return { message: SAME_ANSWER };
}

/** For the /magic-link page: whether the link can still be used (looking does not use it). */
export async function checkMagicLink(token: string): Promise<{ ok: true; email: string } | { ok: false; problem: LinkProblem }> {
  const found = await inspectLinkToken(await db(), "MAGIC_LINK", token);
  return found.problem ? { ok: false, problem: found.problem } : { ok: true, email: found.row.email };
}
