import { buyerOrderOrThrow } from "@/lib/purchases/read-purchases";
import { toAmount } from "@/lib/money";
import { formatMoney } from "@/lib/purchases/format";
import { isTestMode, TEST_MODE_NOTICE } from "@/lib/payments/mode";
import { licenseStatus, openLicenseKey } from "@/lib/licenses/issue";

export { TEST_MODE_NOTICE };

export type Receipt = {
  orderId: string;
  date: string;
  status: "completed" | "refunded";
  buyer: { name: string; email: string };
  seller: { name: string };
  product: { title: string; type: string };
  currency: string;
  price: number;
  /** The discount code used and what it took off the price. */
  discount: { code: string; amount: number } | null;
  /** A bundle: its products, granted or already held (and credited), and the credit (docs/commerce.md#bundles). */
  bundle?: { credit: number; items: { title: string; granted: boolean; credit: number }[] } | null;
  platformFee: number;
  total: number;
  paymentMethod: string;
  /** Each refund, full or partial, oldest first. */
  refunds: { amount: number; date: string }[];
  refundedTotal: number;
  /** Pay what you want: `price` is the amount the buyer named. */
  namedPrice: boolean;
  /** Issued by a test-mode install: no real money moved. */
  testMode: boolean;
  /** The order's license key and its state, when the product issues keys; `key` is null on a mailed copy. */
  license?: { key: string | null; status: "active" | "expired" | "revoked" } | null;
};

export async function loadReceipt(buyerId: string, orderId: string): Promise<Receipt> {
  return receiptOf(await buyerOrderOrThrow(buyerId, orderId));
}

/** The receipt of an order read with purchaseInclude (lib/purchases/views.ts), e.g. inside the purchase's transaction. */
export function receiptOf(o: Awaited<ReturnType<typeof buyerOrderOrThrow>>): Receipt {
  return {
    orderId: o.id,
    date: o.createdAt.toISOString(),
    status: o.status === "COMPLETED" ? "completed" : "refunded",
    buyer: { name: o.buyer.name, email: o.buyer.email },
    seller: { name: o.seller.name },
    product: { title: o.product.title, type: o.product.type },
    currency: o.currency,
    price: toAmount(o.listPriceCents),
    namedPrice: o.priceMode === "PAY_WHAT_YOU_WANT",
    discount: o.discountCode ? { code: o.discountCode, amount: toAmount(o.discountCents) } : null,
    bundle: o.bundleItems.length
      ? {
          credit: toAmount(o.bundleCreditCents),
          items: o.bundleItems.map((i) => ({ title: i.title, granted: i.granted, credit: toAmount(i.creditCents) })),
        }
      : null,
    platformFee: toAmount(o.feeCents),
    total: toAmount(o.amountCents),
    paymentMethod: o.charge ? `${o.charge.cardBrand} •••• ${o.charge.cardLast4}` : "—",
    refunds: o.refunds.map((f) => ({ amount: toAmount(f.amountCents), date: f.createdAt.toISOString() })),
    refundedTotal: toAmount(o.refundedCents),
    testMode: isTestMode(),
    license: o.license ? { key: openLicenseKey(o.license), status: licenseStatus(o.license) } : null,
  };
}

/** The receipt as mailed: a license key never travels in mail, which is copied to servers we do not control. */
export const mailedReceipt = (r: Receipt): Receipt => (r.license ? { ...r, license: { ...r.license, key: null } } : r);

/** The receipt's state in words: paid, partly refunded or refunded. */
export const receiptStatus = (r: Receipt) => (r.status === "refunded" ? "Refunded" : r.refunds.length ? "Partly refunded" : "Paid");

/** The receipt's lines, shared by the HTML and the PDF so both always say the same. */
export function receiptLines(r: Receipt): [string, string][] {
  const lines: [string, string][] = [
    ["Order", r.orderId],
    ["Date", `${r.date.slice(0, 10)} ${r.date.slice(11, 19)} UTC`],
    ["Seller", r.seller.name],
    ["Buyer", `${r.buyer.name} <${r.buyer.email}>`],
    ["Product", `${r.product.title} (${r.product.type})`],
    ...(r.bundle?.items ?? []).map((i): [string, string] => [
      "Includes",
      i.granted ? i.title : `${i.title} (already yours: ${formatMoney(i.credit, r.currency)} credited)`,
    ]),
    [r.namedPrice ? "Price (you named it)" : "Price", formatMoney(r.price, r.currency)],
    ...(r.bundle && r.bundle.credit > 0
      ? [["Credit for products you already had", `-${formatMoney(r.bundle.credit, r.currency)}`] as [string, string]]
      : []),
    ...(r.discount ? [[`Discount (${r.discount.code})`, `-${formatMoney(r.discount.amount, r.currency)}`] as [string, string]] : []),
    ["Platform fee (included)", formatMoney(r.platformFee, r.currency)],
    ["Total charged", formatMoney(r.total, r.currency)],
    ["Paid with", r.paymentMethod],
  ];
  if (r.license) {
    const key = r.license.key ?? "Shown on your order page";
    lines.push(["License key", r.license.status === "active" ? key : `${key} (${r.license.status})`]);
  }
  for (const f of r.refunds) lines.push(["Refunded", `${formatMoney(f.amount, r.currency)} on ${f.date.slice(0, 10)}`]);
  if (r.refunds.length > 1) lines.push(["Total refunded", formatMoney(r.refundedTotal, r.currency)]);
  if (r.testMode) lines.push(["Mode", TEST_MODE_NOTICE]);
  return lines;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export function renderReceiptHtml(r: Receipt, pdfUrl: string): string {
  const rows = receiptLines(r)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Receipt ${escapeHtml(r.orderId)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:40px auto;color:#0f172a}
h1{font-size:1.5rem}table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #e2e8f0}
th{color:#475569;font-weight:500;width:40%}.status{display:inline-block;padding:2px 8px;border-radius:4px;background:#f1f5f9}
.test-mode{margin:0 0 16px;padding:6px 12px;border-radius:4px;background:#fef3c7;color:#78350f;font-weight:500}</style>
</head><body data-test-mode="${r.testMode}">${r.testMode ? `<p class="test-mode">${TEST_MODE_NOTICE}</p>` : ""}<h1>Promptly receipt</h1><p class="status">${receiptStatus(r)}</p>
<table>${rows}</table><p><a href="${escapeHtml(pdfUrl)}">Download PDF</a></p></body></html>`;
}
