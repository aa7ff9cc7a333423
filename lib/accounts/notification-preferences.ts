import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { MAIL_CATEGORY_KEYS } from "@/lib/mail/categories";
import { notificationPreferences, type NotificationPreferences } from "@/lib/accounts/account-forms";

const asPreferences = (optOut: string[]): NotificationPreferences =>
  Object.fromEntries(MAIL_CATEGORY_KEYS.map((k) => [k, !optOut.includes(k)])) as NotificationPreferences;

/** Which optional mail the account gets; security and transactional mail is not listed: it is always sent. */
export async function getNotificationPreferences(userId: string): Promise<NotificationPreferences> {
  const user = await (await db()).user.findUnique({ where: { id: userId }, select: { mailOptOut: true } });
  if (!user) throw notFound("User");
  return asPreferences(user.mailOptOut);
}

/** Saves every kind at once (the form sends them all); stored as the list of kinds turned off. */
export async function setNotificationPreferences(userId: string, input: NotificationPreferences): Promise<NotificationPreferences> {
  const parsed = notificationPreferences.parse(input);
  const optOut = MAIL_CATEGORY_KEYS.filter((k) => !parsed[k]);
  const user = await (await db()).user.update({ where: { id: userId }, data: { mailOptOut: optOut }, select: { mailOptOut: true } });
  return asPreferences(user.mailOptOut);
}
