// Mail the owner may turn off, per kind (Settings → Notifications). Everything else is transactional or about the
// account's security (receipts, refunds, password, address, deletion) and is always sent. Sale notices have three
// choices (each sale, a daily digest, off) and their own column, User.saleNotices. No imports: the settings form
// bundles this.
export const MAIL_CATEGORIES = {
  payouts: { label: "Payouts", description: "A mail when a payout is sent to you." },
  disputes: {
    label: "Disputes",
    description: "A mail when a buyer's bank disputes a payment for one of your products, and when the dispute is settled.",
  },
  productUpdates: {
    label: "Product updates",
    description: "A mail when a product you bought gets a new version, with its changelog. You can also stop it for one product.",
  },
} as const;

export type MailCategory = keyof typeof MAIL_CATEGORIES;
export const MAIL_CATEGORY_KEYS = Object.keys(MAIL_CATEGORIES) as MailCategory[];

/** Sale notices (User.saleNotices), in the API's words. */
export const SALE_NOTICE_CHOICES = {
  each: { label: "A mail for each sale" },
  daily: { label: "One mail a day listing the day's sales" },
  off: { label: "No mail about sales" },
} as const;
export type SaleNoticeChoice = keyof typeof SALE_NOTICE_CHOICES;
export const SALE_NOTICE_KEYS = Object.keys(SALE_NOTICE_CHOICES) as SaleNoticeChoice[];
