import { z } from "zod";
import { db, type DbTx } from "@/lib/db/client";
import { kickJobs } from "@/lib/jobs/background";
import { checkLink, queueLinkMailIfAccount, type RequestedLink } from "@/lib/accounts/account-links";

export const MAGIC_LINK_LIMITS = { perAddress: 5, perIp: 5 } as const;
const MAGIC_LINK: RequestedLink = { purpose: "MAGIC_LINK", mail: "magic-link", page: "/magic-link" };

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
  const sent = await client.$transaction((tx: DbTx) => queueLinkMailIfAccount(tx, MAGIC_LINK, email, ip, MAGIC_LINK_LIMITS));
  if (sent) kickJobs();
  return { message: SAME_ANSWER };
}

/** For the /magic-link page: whether the link can still be used (looking does not use it). */
export async function checkMagicLink(token: string) {
  return checkLink(await db(), "MAGIC_LINK", token);
}
