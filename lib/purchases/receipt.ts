import { buyerOrderOrThrow } from "@/lib/purchases/read-purchases";
import { centsToAmount } from "@/lib/purchases/money";
import { formatMoney } from "@/lib/purchases/format";

export type Receipt = {
  orderId: string;
  date: string;
  status: "completed" | "refunded";
  buyer: { name: string; email: string };
  seller: { name: string };
  product: { title: string; type: string };
  currency: string;
  price: number;
  platformFee: number;
  total: number;
  paymentMethod: string;
  refund: { amount: number; date: string } | null;
};

export async function loadReceipt(buyerId: string, orderId: string): Promise<Receipt> {
  const o = await buyerOrderOrThrow(buyerId, orderId);
  return {
    orderId: o.id,
    date: o.createdAt.toISOString(),
    status: o.status === "COMPLETED" ? "completed" : "refunded",
    buyer: { name: o.buyer.name, email: o.buyer.email },
    seller: { name: o.seller.name },
    product: { title: o.product.title, type: o.product.type },
    currency: o.currency,
    price: centsToAmount(o.amountCents),
    platformFee: centsToAmount(o.feeCents),
    total: centsToAmount(o.amountCents),
    paymentMethod: o.charge ? `${o.charge.cardBrand} •••• ${o.charge.cardLast4}` : "—",
    refund: o.refund ? { amount: centsToAmount(o.refund.amountCents), date: o.refund.createdAt.toISOString() } : null,
  };
}

/** The receipt's lines, shared by the HTML and the PDF so both always say the same. */
export function receiptLines(r: Receipt): [string, string][] {
  const lines: [string, string][] = [
    ["Order", r.orderId],
    ["Date", `${r.date.slice(0, 10)} ${r.date.slice(11, 19)} UTC`],
    ["Seller", r.seller.name],
    ["Buyer", `${r.buyer.name} <${r.buyer.email}>`],
    ["Product", `${r.product.title} (${r.product.type})`],
    ["Price", formatMoney(r.price, r.currency)],
    ["Platform fee (included)", formatMoney(r.platformFee, r.currency)],
    ["Total charged", formatMoney(r.total, r.currency)],
    ["Paid with", r.paymentMethod],
  ];
  if (r.refund) lines.push(["Refunded", `${formatMoney(r.refund.amount, r.currency)} on ${r.refund.date.slice(0, 10)}`]);
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
th{color:#475569;font-weight:500;width:40%}.status{display:inline-block;padding:2px 8px;border-radius:4px;background:#f1f5f9}</style>
</head><body><h1>Promptly receipt</h1><p class="status">${r.status === "completed" ? "Paid" : "Refunded"}</p>
<table>${rows}</table><p><a href="${escapeHtml(pdfUrl)}">Download PDF</a></p></body></html>`;
}
