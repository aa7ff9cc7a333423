import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES, type MailKind } from "@/lib/mail/catalog";
import { renderMail } from "@/lib/mail/render-mail";

// One sample per template: adding a template without a sample fails the type check of this object.
const SAMPLES: { [K in MailKind]: Parameters<(typeof MAIL_TEMPLATES)[K]["element"]>[0] } = {
  "password-reset": { name: "Ada", link: "https://promptly.test/reset-password?token=abc", minutes: 30 },
  "password-changed": {
    name: "Ada",
    at: "Nov 25, 2026, 4:10 PM UTC",
    signInLink: "https://promptly.test/signin",
    resetLink: "https://promptly.test/forgot-password",
  },
  "verify-email": { name: "Ada", link: "https://promptly.test/verify-email?token=abc", hours: 24 },
  "email-change-confirm": {
    name: "Ada",
    newEmail: "ada@new.example",
    link: "https://promptly.test/confirm-email?token=abc",
    hours: 24,
  },
  "email-change-notice": {
    name: "Ada",
    newEmail: "ada@new.example",
    at: "Nov 25, 2026, 4:10 PM UTC",
    resetLink: "https://promptly.test/forgot-password",
  },
  "account-deleted": { name: "Ada", at: "Nov 25, 2026, 4:10 PM UTC" },
  "sign-in-locked": { name: "Ada", minutes: 15, resetLink: "https://promptly.test/forgot-password" },
  "sign-up-existing": { name: "Ada", signInLink: "https://promptly.test/signin", resetLink: "https://promptly.test/forgot-password" },
  "magic-link": { name: "Ada", link: "https://promptly.test/magic-link?token=abc", minutes: 15 },
  "two-factor-changed": {
    name: "Ada",
    enabled: true,
    at: "Nov 25, 2026, 4:10 PM UTC",
    settingsLink: "https://promptly.test/dashboard/settings",
    resetLink: "https://promptly.test/forgot-password",
  },
  "two-factor-locked": { name: "Ada", minutes: 15, resetLink: "https://promptly.test/forgot-password" },
  "endpoint-disabled": {
    name: "Ada",
    url: "https://hooks.example.com/promptly",
    reason: "The endpoint answered 410 Gone",
    lastError: "HTTP 410",
    at: "Nov 25, 2026, 4:10 PM UTC",
    link: "https://promptly.test/dashboard/webhooks",
  },
  "budget-alert": {
    name: "Ada",
    keyLabel: "Team key",
    percent: 80,
    spent: "$8.00 USD",
    budget: "$10.00 USD",
    resetsAt: "Dec 1, 2026, 12:00 AM UTC",
    link: "https://promptly.test/dashboard/provider-keys",
  },
  "plan-payment-failed": { name: "Ada", plan: "Business", ended: true, link: "https://promptly.test/dashboard/billing" },
  "new-device": {
    name: "Ada",
    device: "Firefox on Linux",
    ip: "198.51.100.20",
    at: "Nov 25, 2026, 4:10 PM UTC",
    sessionsLink: "https://promptly.test/dashboard/settings",
    resetLink: "https://promptly.test/forgot-password",
  },
  "purchase-receipt": {
    name: "Ada",
    productTitle: "Cold email writer",
    amount: "$19.00 USD",
    orderId: "ord_1",
    at: "Nov 25, 2026, 4:10 PM UTC",
    card: "Visa ending in 4242",
    purchaseLink: "https://promptly.test/dashboard/purchases",
    downloadLink: "https://promptly.test/api/v1/purchases/ord_1/download",
    runLink: "https://promptly.test/dashboard/run/prod_1",
    receiptLink: "https://promptly.test/api/v1/purchases/ord_1/receipt/pdf",
  },
  "refund-confirmation": {
    name: "Ada",
    productTitle: "Cold email writer",
    amount: "$19.00 USD",
    orderId: "ord_1",
    at: "Nov 25, 2026, 4:10 PM UTC",
    purchaseLink: "https://promptly.test/dashboard/purchases/ord_1",
  },
  "payout-sent": {
    name: "Sam",
    amount: "$152.00 USD",
    periodStart: "2026-11-16",
    periodEnd: "2026-11-22",
    salesLink: "https://promptly.test/dashboard/sales",
    settingsLink: "https://promptly.test/dashboard/settings",
  },
  "dispute-opened": {
    name: "Sam",
    productTitle: "Cold email writer",
    orderId: "ord_1",
    amount: "$20.00 USD",
    held: "$16.00 USD",
    reason: "The cardholder says they did not make this payment",
    at: "Nov 25, 2026, 4:10 PM UTC",
    orderLink: "https://promptly.test/dashboard/purchases/ord_1",
    settingsLink: "https://promptly.test/dashboard/settings",
  },
  "dispute-closed": {
    name: "Sam",
    productTitle: "Cold email writer",
    orderId: "ord_1",
    outcome: "lost",
    held: "$16.00 USD",
    at: "Nov 26, 2026, 9:00 AM UTC",
    orderLink: "https://promptly.test/dashboard/purchases/ord_1",
    settingsLink: "https://promptly.test/dashboard/settings",
  },
  "sale-notice": {
    name: "Sam",
    productTitle: "Cold email writer",
    amount: "$19.00 USD",
    earnings: "$15.20 USD",
    at: "Nov 25, 2026, 4:10 PM UTC",
    salesLink: "https://promptly.test/dashboard/sales",
  },
  "product-update": {
    name: "Bo",
    productTitle: "Cold email writer",
    sellerName: "Sam",
    version: "1.3.0",
    changelog: "Shorter openers.\nA follow-up template.",
    runLink: "https://promptly.test/dashboard/run/prod_1",
    purchaseLink: "https://promptly.test/dashboard/purchases/ord_1",
    unsubscribeLink: "https://promptly.test/unsubscribe/abc.def",
    settingsLink: "https://promptly.test/dashboard/settings",
  },
  "sale-digest": {
    name: "Sam",
    day: "Nov 25, 2026",
    sales: [
      { at: "4:10 PM", productTitle: "Cold email writer", amount: "$19.00 USD", orderId: "ord_1" },
      { at: "6:02 PM", productTitle: "Cold email writer", amount: "€9.00 EUR", orderId: "ord_2" },
    ],
    totals: ["$19.00 USD", "€9.00 EUR"],
    salesLink: "https://promptly.test/dashboard/sales",
    settingsLink: "https://promptly.test/dashboard/settings",
  },
};

describe("mail templates", () => {
  it.each(Object.keys(MAIL_TEMPLATES) as MailKind[])(
    "%s renders a subject, an HTML part and a plain-text part with its links",
    async (kind) => {
      const mail = await renderMail(kind, SAMPLES[kind] as never);
      expect(mail.subject).toMatch(/^[A-Z][^\r\n]{5,}$/);
      expect(mail.subject).not.toMatch(/[_]|[A-Z]{4,}/); // plain words, no enum names
      expect(mail.html).toMatch(/^<!DOCTYPE html/);
      expect(mail.html).toContain('lang="en"');
      expect(mail.text.length).toBeGreaterThan(40);
      expect(mail.text).not.toMatch(/<[a-z]/i);
      for (const value of Object.values(SAMPLES[kind])) {
        if (typeof value === "string" && value.startsWith("https://")) {
          expect(mail.html).toContain(value.replaceAll("&", "&amp;"));
          expect(mail.text).toContain(value);
        }
      }
    },
  );

  it("shows money with its currency", async () => {
    const mail = await renderMail("purchase-receipt", SAMPLES["purchase-receipt"]);
    expect(mail.text).toContain("$19.00 USD");
    const sale = await renderMail("sale-notice", SAMPLES["sale-notice"]);
    expect(sale.text).toContain("$15.20 USD");
    const dispute = await renderMail("dispute-opened", SAMPLES["dispute-opened"]);
    expect(dispute.text).toContain("$20.00 USD");
    expect(dispute.text).toContain("$16.00 USD");
    const lost = await renderMail("dispute-closed", SAMPLES["dispute-closed"]);
    expect([lost.subject, lost.text.includes("$16.00 USD")]).toEqual(["Dispute lost: Cold email writer", true]);
  });

  it("keeps a subject on one line whatever a product title holds (no header injection)", async () => {
    const mail = await renderMail("sale-notice", { ...SAMPLES["sale-notice"], productTitle: "Evil\r\nBcc: victim@example.com" });
    expect(mail.subject).toBe("You made a sale: Evil Bcc: victim@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("escapes what users wrote in the HTML part", async () => {
    const mail = await renderMail("sale-notice", { ...SAMPLES["sale-notice"], productTitle: "<script>alert(1)</script>" });
    expect(mail.html).not.toContain("<script>alert(1)</script>");
    expect(mail.html).toContain("&lt;script&gt;");
  });
});
