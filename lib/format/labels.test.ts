import { describe, expect, it } from "vitest";
import { ExecutionStatus, OrderStatus, ProductStatus, ProductType } from "@/lib/db/generated/enums";
import { PROVIDERS } from "@/lib/ai/providers";
import { PROVIDERS as CATALOG_PROVIDERS } from "@/lib/catalog/schemas";
import { REFUND_POLICIES, REFUND_REASONS } from "@/lib/purchases/refund-input";
import {
  categoryLabel,
  executionStatusLabel,
  humanize,
  orderStatusLabel,
  productStatusLabel,
  productTypeLabel,
  providerLabel,
  providerList,
  refundPolicyLabel,
  refundReasonLabel,
  refundRequestStatusLabel,
  statusTone,
} from "./labels";

// Labels must never echo a raw value: every value of every enum gets a word that is not the value itself.
const raw = (value: string, label: string) => label === value || /[_]/.test(label) || label === value.toUpperCase();

describe("labels", () => {
  it.each([
    ["product types", Object.values(ProductType), productTypeLabel],
    ["product statuses", Object.values(ProductStatus), productStatusLabel],
    ["order statuses", Object.values(OrderStatus), orderStatusLabel],
    ["execution statuses", Object.values(ExecutionStatus), executionStatusLabel],
    ["providers", [...new Set([...PROVIDERS, ...CATALOG_PROVIDERS])], providerLabel],
    ["refund reasons", [...REFUND_REASONS], refundReasonLabel],
    ["refund policies", [...REFUND_POLICIES], refundPolicyLabel],
    ["refund request states", ["pending", "approved", "declined"], refundRequestStatusLabel],
  ] as const)("gives every one of the %s a plain label", (_name, values, label) => {
    for (const v of values) expect(raw(v, label(v)), `${v} → ${label(v)}`).toBe(false);
  });

  it("reads specific values in plain words", () => {
    expect(productTypeLabel("PROMPT")).toBe("Prompt");
    expect(providerLabel("openai")).toBe("OpenAI");
    expect(providerLabel("xai")).toBe("xAI");
    expect(refundReasonLabel("not_as_described")).toBe("Not as described");
    expect(orderStatusLabel("completed")).toBe("Paid");
    expect(orderStatusLabel("completed", 5)).toBe("Partly refunded");
    expect(orderStatusLabel("refunded", 19.99)).toBe("Refunded");
    expect(orderStatusLabel("disputed", 0, "open")).toBe("Disputed");
    expect(orderStatusLabel("disputed", 0, "lost")).toBe("Dispute lost");
    expect(orderStatusLabel("disputed", 0, "lost", true)).toBe("Returned by your bank");
    expect(categoryLabel("customer-support")).toBe("Customer support");
    expect(categoryLabel("seo")).toBe("SEO");
    expect(productTypeLabel(null)).toBe("—");
  });

  it("humanises values it has no entry for", () => {
    expect(humanize("some_new-value")).toBe("Some new value");
    expect(refundReasonLabel("changed_my_mind")).toBe("Changed my mind");
  });

  it("maps statuses onto badge tones", () => {
    expect(statusTone("SUCCEEDED")).toBe("success");
    expect(statusTone("refunded")).toBe("destructive");
    expect(statusTone("RUNNING")).toBe("warning");
    expect(statusTone("whatever")).toBe("secondary");
  });
});

describe("providerList", () => {
  it("names providers in words, joined with or / and", () => {
    expect(providerList(["openai"], "or")).toBe("OpenAI");
    expect(providerList(["openai", "anthropic"], "or")).toBe("OpenAI or Anthropic");
    expect(providerList(["openai", "mistral", "openai-compatible"], "and")).toBe("OpenAI, Mistral, and OpenAI-compatible server");
  });
});
