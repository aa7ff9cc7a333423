// Mail the owner may turn off, per kind (Settings → Notifications). Everything else is transactional or about the
// account's security (receipts, refunds, password, address, deletion) and is always sent. No imports: the settings
// form bundles this.
export const MAIL_CATEGORIES = {
  sales: { label: "Sale notices", description: "A mail each time someone buys one of your products." },
  payouts: { label: "Payouts", description: "A mail when a payout is sent to you." },
} as const;

export type MailCategory = keyof typeof MAIL_CATEGORIES;
export const MAIL_CATEGORY_KEYS = Object.keys(MAIL_CATEGORIES) as MailCategory[];
