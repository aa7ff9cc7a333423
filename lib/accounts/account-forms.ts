import { z } from "zod";
import { MAIL_CATEGORIES, MAIL_CATEGORY_KEYS, SALE_NOTICE_KEYS, type MailCategory, type SaleNoticeChoice } from "@/lib/mail/categories";
import { newPasswordField } from "@/lib/accounts/sign-up-input";
import { handleField } from "@/lib/accounts/handle-rules";

// The account pages' form schemas, with no database import, so the browser bundles them.
export const forgotPasswordForm = z.strictObject({ email: z.email("Enter an email address").max(254) });

export const newPasswordForm = z
  .strictObject({ password: newPasswordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords differ" });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

// Settings (docs/accounts.md): the API's bodies, which the settings forms validate with too.
const currentPassword = z.string().min(1, "Enter your current password").max(200);

export const changePasswordInput = z.strictObject({ currentPassword, newPassword: newPasswordField });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const changeEmailInput = z.strictObject({
  email: z
    .email("Enter an email address")
    .max(254)
    .transform((e) => e.toLowerCase()),
  currentPassword,
});
export type ChangeEmailInput = z.input<typeof changeEmailInput>;

export const deleteAccountInput = z.strictObject({
  currentPassword,
  confirm: z.literal("DELETE", { error: "Type the word DELETE, in capitals" }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/**
 * Settings → Notifications: sale notices (each sale, a daily digest, or off) and on (true) or off per other kind of
 * optional mail (lib/mail/categories.ts).
 */
export const notificationPreferences = z.strictObject({
  saleNotices: z
    .enum(SALE_NOTICE_KEYS as [SaleNoticeChoice, ...SaleNoticeChoice[]])
    .meta({ description: "Sale notices: a mail for each sale, one mail a day listing the day's sales (UTC), or none" }),
  ...(Object.fromEntries(MAIL_CATEGORY_KEYS.map((k) => [k, z.boolean().meta({ description: MAIL_CATEGORIES[k].description })])) as Record<
    MailCategory,
    z.ZodBoolean
  >),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** Settings → Public profile (PATCH /account/profile): any of the three; a handle must be free (docs/catalog.md#seller-profiles). */
export const profileInput = z
  .strictObject({
    name: z.string().trim().min(1, "Enter the name buyers see").max(100),
    handle: handleField,
    bio: z.string().trim().max(500, "Keep the bio to 500 characters"),
  })
  .partial();
export type ProfileInput = z.input<typeof profileInput>;
