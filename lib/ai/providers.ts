import { z } from "zod";
import { providerLabel } from "@/lib/format/labels";

// Safe for the browser: the model catalog with prices is server-side (lib/ai/model-catalog.ts).

export const PROVIDERS = ["openai", "anthropic", "google", "mistral", "openai-compatible"] as const;
export type Provider = (typeof PROVIDERS)[number];
export const providerSchema = z.enum(PROVIDERS);

type ProviderInfo = {
  label: string;
  /** The model a run uses when it names none. */
  defaultModel: string;
  baseUrl: "optional" | "required";
};

export const PROVIDER_INFO: Record<Provider, ProviderInfo> = {
  openai: { label: "OpenAI", defaultModel: "gpt-4o-mini", baseUrl: "optional" },
  anthropic: { label: "Anthropic", defaultModel: "claude-3-5-haiku-latest", baseUrl: "optional" },
  google: { label: "Google Gemini", defaultModel: "gemini-2.0-flash", baseUrl: "optional" },
  mistral: { label: "Mistral", defaultModel: "mistral-small-latest", baseUrl: "optional" },
  "openai-compatible": { label: "OpenAI-compatible (Ollama, vLLM, ...)", defaultModel: "llama3.1", baseUrl: "required" },
};

/**
 * What an OpenAI-compatible server (Ollama, vLLM, LM Studio) runs: products listed for Ollama or any OpenAI-compatible
 * server, and those listed for a model family whose weights are published, which such a server can load.
 */
export const SELF_HOSTABLE = ["openai-compatible", "ollama", "meta", "mistral", "deepseek"] as const;

const orList = new Intl.ListFormat("en", { type: "disjunction" });

/** Why a key cannot run a product, in words: "This product runs with OpenAI or Anthropic; a Mistral key cannot run it". */
export function incompatibleKeyMessage(compatibility: string[], provider: Provider): string {
  const names = compatibility.map((c) => providerLabel(c.trim().toLowerCase()));
  const label = PROVIDER_INFO[provider].label;
  return names.length
    ? `This product runs with ${orList.format(names)}; ${/^[aeiou]/i.test(label) ? "an" : "a"} ${label} key cannot run it`
    : "This product names no provider it runs with";
}

/** Can a key of `provider` run a product that lists `compatibility`? Names compare case-insensitively. */
export function isCompatible(compatibility: string[], provider: Provider): boolean {
  const listed = compatibility.map((c) => c.trim().toLowerCase());
  if (provider === "openai-compatible") return listed.some((c) => (SELF_HOSTABLE as readonly string[]).includes(c));
  return listed.includes(provider);
}
