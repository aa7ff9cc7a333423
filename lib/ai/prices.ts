import type { Provider } from "@/lib/ai/providers";

// List prices in USD per million tokens, as published by each provider on PRICES_AS_OF.
// Stored as integer micro-dollars per million tokens so cost arithmetic stays in integers.
export const PRICES_AS_OF = "2026-11-01";

type Price = { inputMicrosPerMTok: number; outputMicrosPerMTok: number };
const usd = (input: number, output: number): Price => ({
  inputMicrosPerMTok: Math.round(input * 1_000_000),
  outputMicrosPerMTok: Math.round(output * 1_000_000),
});

const PRICES: Partial<Record<Provider, Record<string, Price>>> = {
  openai: {
    "gpt-4o-mini": usd(0.15, 0.6),
    "gpt-4o": usd(2.5, 10),
    "gpt-4.1": usd(2, 8),
    "gpt-4.1-mini": usd(0.4, 1.6),
    "gpt-4.1-nano": usd(0.1, 0.4),
    "o4-mini": usd(1.1, 4.4),
  },
  anthropic: {
    "claude-3-5-haiku-latest": usd(0.8, 4),
    "claude-3-7-sonnet-latest": usd(3, 15),
    "claude-sonnet-4-0": usd(3, 15),
    "claude-opus-4-0": usd(15, 75),
  },
  google: {
    "gemini-2.0-flash": usd(0.1, 0.4),
    "gemini-2.5-flash": usd(0.3, 2.5),
    "gemini-2.5-pro": usd(1.25, 10),
  },
  mistral: {
    "mistral-small-latest": usd(0.1, 0.3),
    "mistral-medium-latest": usd(0.4, 2),
    "mistral-large-latest": usd(2, 6),
  },
};

/** Providers report dated names ("gpt-4o-mini-2024-07-18"); those are priced as their alias. */
function priceOf(provider: Provider, models: string[]): Price | undefined {
  const table = PRICES[provider];
  if (!table) return undefined;
  for (const m of models) {
    const exact = table[m] ?? table[m.replace(/-\d{4}-\d{2}-\d{2}$/, "")];
    if (exact) return exact;
  }
  return undefined;
}

export type Cost = { costMicros: number; priceKnown: boolean };

/** Rounded up to a whole micro-dollar; an unpriced model (self-hosted, new) costs 0 with priceKnown false. */
export function estimateCost(provider: Provider, models: string[], promptTokens: number, completionTokens: number): Cost {
  const price = priceOf(provider, models);
  if (!price) return { costMicros: 0, priceKnown: false };
  const microsTimesMillion = promptTokens * price.inputMicrosPerMTok + completionTokens * price.outputMicrosPerMTok;
  return { costMicros: Math.ceil(microsTimesMillion / 1_000_000), priceKnown: true };
}

/** USD with 6 decimals: single executions usually cost fractions of a cent. */
export function microsToUsd(micros: number): number {
  return Number((micros / 1_000_000).toFixed(6));
}
