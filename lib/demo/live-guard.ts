import { randomBytes } from "node:crypto";
import { db } from "@/lib/db/client";
import { hashPassword, verifyPassword } from "@/lib/auth/passwords";
import { DEMO_DOMAIN, DEMO_PASSWORD } from "@/lib/demo/accounts";

// "@demo.test" and subdomains such as "@customers.demo.test".
const demoWhere = { OR: [{ email: { endsWith: `@${DEMO_DOMAIN}` } }, { email: { endsWith: `.${DEMO_DOMAIN}` } }] };

/**
 * The demo data set's accounts (emails in demo.test) that still sign in with the published demo password.
 * Demo customers share one hash, so each distinct hash costs one check, not one per account.
 */
export async function accountsWithDemoPassword(): Promise<string[]> {
  const rows = await (
    await db()
  ).user.findMany({ where: demoWhere, select: { email: true, passwordHash: true }, orderBy: { email: "asc" } });
  const byHash = new Map<string, string[]>();
  for (const r of rows) byHash.set(r.passwordHash, [...(byHash.get(r.passwordHash) ?? []), r.email]);
  const found: string[] = [];
  for (const [hash, emails] of byHash) if (await verifyPassword(DEMO_PASSWORD, hash)) found.push(...emails);
  return found.sort();
}

/** Gives every demo account a random password nobody knows: they can no longer sign in (npm run admin -- demo:lock). */
export async function lockDemoAccounts(): Promise<number> {
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const { count } = await (await db()).user.updateMany({ where: demoWhere, data: { passwordHash } });
  return count;
}

/** The one line start-up prints before refusing to run live with demo accounts. */
export function demoPasswordRefusal(emails: string[]): string {
  const named = emails.slice(0, 3).join(", ") + (emails.length > 3 ? ` and ${emails.length - 3} more` : "");
  return (
    `Refusing to start a live deployment (APP_ENV=production or a real payment provider): ${emails.length} demo account(s) ` +
    `still use the published demo password (${named}). Run \`npm run admin -- demo:lock\` to lock them, or start on an empty database.`
  );
}
