import type { Provider } from "@/lib/ai/providers";
import { findModel } from "@/lib/ai/model-catalog";

export type Cost = { costMicros: number; priceKnown: boolean };

/**
 * Cost in whole micro-dollars, rounded up; prices are per million tokens, so tokens × USD/MTok is micro-dollars.
 * A model the catalog does not price (self-hosted, just released) costs 0 with priceKnown false ("unpriced").
 */
export function estimateCost(provider: Provider, models: string[], promptTokens: number, completionTokens: number): Cost {
  const entry = findModel(provider, models);
  if (!entry) return { costMicros: 0, priceKnown: false };
  // Prices carry at most a few decimals; scaling to integers first keeps the product exact.
  const scale = 1_000_000;
  const input = Math.round(entry.inputUsdPerMTok * scale);
  const output = Math.round(entry.outputUsdPerMTok * scale);
  return { costMicros: Math.ceil((promptTokens * input + completionTokens * output) / scale), priceKnown: true };
}

/** USD with 6 decimals: single executions usually cost fractions of a cent. */
export function microsToUsd(micros: number): number {
  return Number((micros / 1_000_000).toFixed(6));
}
