import { z } from "zod";

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

/** Product compatibility lists provider names; compared case-insensitively. */
export function isCompatible(compatibility: string[], provider: Provider): boolean {
  return compatibility.some((c) => c.trim().toLowerCase() === provider);
}
