import { z } from "zod";

export const PROVIDERS = ["openai", "anthropic", "google", "mistral", "openai-compatible"] as const;
export type Provider = (typeof PROVIDERS)[number];
export const providerSchema = z.enum(PROVIDERS);

type ModelInfo = { maxOutputTokens: number };
type ProviderInfo = {
  label: string;
  defaultModel: string;
  /** Chat models this provider accepts; null = any name (self-hosted servers serve whatever they load). */
  models: Record<string, ModelInfo> | null;
  /** Output limit for a model the table does not name (only where `models` is null). */
  fallbackMaxOutputTokens: number;
  baseUrl: "optional" | "required";
};

export const PROVIDER_INFO: Record<Provider, ProviderInfo> = {
  openai: {
    label: "OpenAI",
    defaultModel: "gpt-4o-mini",
    models: {
      "gpt-4o-mini": { maxOutputTokens: 16_384 },
      "gpt-4o": { maxOutputTokens: 16_384 },
      "gpt-4.1": { maxOutputTokens: 32_768 },
      "gpt-4.1-mini": { maxOutputTokens: 32_768 },
      "gpt-4.1-nano": { maxOutputTokens: 32_768 },
      "o4-mini": { maxOutputTokens: 100_000 },
    },
    fallbackMaxOutputTokens: 4_096,
    baseUrl: "optional",
  },
  anthropic: {
    label: "Anthropic",
    defaultModel: "claude-3-5-haiku-latest",
    models: {
      "claude-3-5-haiku-latest": { maxOutputTokens: 8_192 },
      "claude-3-7-sonnet-latest": { maxOutputTokens: 64_000 },
      "claude-sonnet-4-0": { maxOutputTokens: 64_000 },
      "claude-opus-4-0": { maxOutputTokens: 32_000 },
    },
    fallbackMaxOutputTokens: 4_096,
    baseUrl: "optional",
  },
  google: {
    label: "Google Gemini",
    defaultModel: "gemini-2.0-flash",
    models: {
      "gemini-2.0-flash": { maxOutputTokens: 8_192 },
      "gemini-2.5-flash": { maxOutputTokens: 65_536 },
      "gemini-2.5-pro": { maxOutputTokens: 65_536 },
    },
    fallbackMaxOutputTokens: 4_096,
    baseUrl: "optional",
  },
  mistral: {
    label: "Mistral",
    defaultModel: "mistral-small-latest",
    models: {
      "mistral-small-latest": { maxOutputTokens: 32_000 },
      "mistral-medium-latest": { maxOutputTokens: 32_000 },
      "mistral-large-latest": { maxOutputTokens: 32_000 },
    },
    fallbackMaxOutputTokens: 4_096,
    baseUrl: "optional",
  },
  "openai-compatible": {
    label: "OpenAI-compatible (Ollama, vLLM, ...)",
    defaultModel: "llama3.1",
    models: null,
    fallbackMaxOutputTokens: 32_768,
    baseUrl: "required",
  },
};

export type ResolvedModel = { provider: Provider; model: string; maxOutputTokens: number };

/** The model to call, or an error message when the provider does not serve it. */
export function resolveModel(provider: Provider, requested: string | undefined): ResolvedModel | { error: string } {
  const info = PROVIDER_INFO[provider];
  const model = requested ?? info.defaultModel;
  if (info.models === null) return { provider, model, maxOutputTokens: info.fallbackMaxOutputTokens };
  const known = info.models[model];
  if (!known) return { error: `"${model}" is not a ${info.label} model; use one of: ${Object.keys(info.models).join(", ")}` };
  return { provider, model, maxOutputTokens: known.maxOutputTokens };
}

/** Product compatibility lists provider names; compared case-insensitively. */
export function isCompatible(compatibility: string[], provider: Provider): boolean {
  return compatibility.some((c) => c.trim().toLowerCase() === provider);
}
