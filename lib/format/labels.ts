/**
 * Plain-word labels for every enum value and slug the dashboard shows. Unknown values fall back to a
 * humanised form ("customer-support" → "Customer support") so a new value never shows raw.
 */

export function humanize(value: string): string {
  const words = value.replace(/[-_]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labeller(table: Record<string, string>) {
  return (value: string | null | undefined): string => (value ? (table[value] ?? table[value.toUpperCase()] ?? humanize(value)) : "—");
}

export const productTypeLabel = labeller({ PROMPT: "Prompt", WORKFLOW: "Workflow", BUNDLE: "Bundle" });

export const licenseStatusLabel = labeller({ ACTIVE: "Active", EXPIRED: "Expired", REVOKED: "Revoked" });

export const productStatusLabel = labeller({ DRAFT: "Draft", PUBLISHED: "Published", UNPUBLISHED: "Unpublished", DELETED: "Deleted" });

const orderStatusWord = labeller({ COMPLETED: "Paid", REFUNDED: "Refunded", DISPUTED: "Disputed" });
/** An order's state in words; a paid order with partial refunds reads "Partly refunded". */
/** `asBuyer`: a lost dispute is the seller's loss; the buyer's bank returned their payment. */
export const orderStatusLabel = (
  status: string | null | undefined,
  refundedAmount = 0,
  disputeStatus?: string | null,
  asBuyer = false,
): string =>
  status?.toUpperCase() === "DISPUTED" && disputeStatus === "lost"
    ? asBuyer
      ? "Returned by your bank"
      : "Dispute lost"
    : refundedAmount > 0 && status?.toUpperCase() === "COMPLETED"
      ? "Partly refunded"
      : orderStatusWord(status);

export const executionStatusLabel = labeller({
  QUEUED: "Queued",
  RUNNING: "Running",
  SUCCEEDED: "Succeeded",
  FAILED: "Failed",
  CANCELLED: "Cancelled",
});

export const deliveryStatusLabel = labeller({ PENDING: "Pending", SUCCEEDED: "Delivered", FAILED: "Failed" });

export const planLabel = labeller({ FREE: "Free", PRO: "Pro", BUSINESS: "Business", ENTERPRISE: "Enterprise" });

export const providerLabel = labeller({
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google Gemini",
  mistral: "Mistral",
  "openai-compatible": "OpenAI-compatible server",
  meta: "Meta Llama",
  cohere: "Cohere",
  xai: "xAI",
  deepseek: "DeepSeek",
  ollama: "Ollama",
});

export const eventTypeLabel = labeller({
  "*": "All events",
  test: "Test event",
  "product.published": "Product published",
  "product.updated": "Product updated",
  "product.unpublished": "Product unpublished",
  "purchase.completed": "Purchase completed",
  "purchase.refunded": "Purchase refunded",
  "refund.requested": "Refund requested",
  "refund.declined": "Refund declined",
  "dispute.created": "Payment disputed",
  "dispute.closed": "Dispute closed",
  "license.created": "License key issued",
  "license.revoked": "License key revoked",
  "license.activated": "License key activated",
  "payout.completed": "Payout sent",
  "review.created": "Review posted",
  "user.subscription.updated": "Plan changed",
});

export const refundPolicyLabel = labeller({
  before_access: "Refunds only before the content is used",
  seller_review: "Refunds after use reviewed by the seller",
  always: "Refunds at any time within 14 days",
});

export const refundRequestStatusLabel = labeller({
  pending: "Waiting for the seller",
  approved: "Approved",
  declined: "Declined",
});

export const refundReasonLabel = labeller({
  not_as_described: "Not as described",
  duplicate: "Bought twice by mistake",
  accidental: "Bought by accident",
  other: "Other reason",
});

/** Category slugs as seeded (lib/catalog/seed-data.ts); pages that list categories use the names from the API. */
export const categoryLabel = labeller({
  "customer-support": "Customer support",
  seo: "SEO",
  hr: "HR",
});

/** Which badge colour a status reads as, shared by every status badge. */
export type StatusTone = "success" | "warning" | "destructive" | "secondary" | "default";

export function statusTone(status: string): StatusTone {
  switch (status.toUpperCase()) {
    case "COMPLETED":
    case "SUCCEEDED":
    case "SENT":
    case "PUBLISHED":
    case "ACTIVE":
      return "success";
    case "PENDING":
    case "QUEUED":
    case "RUNNING":
    case "DRAFT":
      return "warning";
    case "FAILED":
    case "REFUNDED":
    case "DISPUTED":
    case "DELETED":
    case "REVOKED":
      return "destructive";
    default:
      return "secondary";
  }
}

/** Providers named in words and joined as a sentence reads: "OpenAI or Anthropic", "OpenAI, Mistral and Cohere". */
export function providerList(providers: readonly string[], joiner: "and" | "or"): string {
  const type = joiner === "or" ? "disjunction" : "conjunction";
  return new Intl.ListFormat("en", { style: "long", type }).format(providers.map(providerLabel));
}
