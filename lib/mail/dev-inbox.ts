import { env, type Env } from "@/lib/env";

/**
 * Whether /dev/mail answers (ADR 030): MAIL_DEV_INBOX decides when set; unset, it is never on in a live deployment
 * (APP_ENV=production: it shows reset links), and otherwise on outside production and on the zero-config default (no
 * SMTP_URL and no DATABASE_URL, which `npm start` runs in production mode), where the inbox is the only place mail goes.
 */
export function devInboxEnabled(e: Env = env()): boolean {
  if (e.MAIL_DEV_INBOX !== undefined) return e.MAIL_DEV_INBOX;
  if (e.APP_ENV === "production") return false;
  return e.NODE_ENV !== "production" || (!e.SMTP_URL && !e.DATABASE_URL);
}
