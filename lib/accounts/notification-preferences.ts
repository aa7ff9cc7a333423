import { db } from "@/lib/db/client";
import type { SaleNotices } from "@/lib/db/generated/enums";
import { notFound } from "@/lib/errors";
import { MAIL_CATEGORY_KEYS, type SaleNoticeChoice } from "@/lib/mail/categories";
import { notificationPreferences, type NotificationPreferences } from "@/lib/accounts/account-forms";

const saleNoticesIn = { each: "EACH", daily: "DAILY", off: "OFF" } as const satisfies Record<SaleNoticeChoice, SaleNotices>;
const saleNoticesOut = { EACH: "each", DAILY: "daily", OFF: "off" } as const satisfies Record<SaleNotices, SaleNoticeChoice>;

const asPreferences = (user: { mailOptOut: string[]; saleNotices: SaleNotices }): NotificationPreferences =>
  ({
    saleNotices: saleNoticesOut[user.saleNotices],
    ...Object.fromEntries(MAIL_CATEGORY_KEYS.map((k) => [k, !user.mailOptOut.includes(k)])),
  }) as NotificationPreferences;

const select = { mailOptOut: true, saleNotices: true } as const;

/** Which optional mail the account gets; security and transactional mail is not listed: it is always sent. */
export async function getNotificationPreferences(userId: string): Promise<NotificationPreferences> {
  const user = await (await db()).user.findUnique({ where: { id: userId }, select });
  if (!user) throw notFound("User");
  return asPreferences(user);
}

/** Saves every kind at once (the form sends them all); categories are stored as the list of kinds turned off. */
export async function setNotificationPreferences(userId: string, input: NotificationPreferences): Promise<NotificationPreferences> {
  const parsed = notificationPreferences.parse(input);
  const optOut = MAIL_CATEGORY_KEYS.filter((k) => !parsed[k]);
  const user = await (
    await db()
  ).user.update({
    where: { id: userId },
    data: { mailOptOut: optOut, saleNotices: saleNoticesIn[parsed.saleNotices] },
    select,
  });
  return asPreferences(user);
}
