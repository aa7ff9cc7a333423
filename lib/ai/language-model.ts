import type { LanguageModelV3 } from "@ai-sdk/provider";
import { createOpenAI } from "@ai-sdk/openai";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createMistral } from "@ai-sdk/mistral";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { UsableKey } from "@/lib/ai/provider-keys";
import { providerFetch } from "@/lib/ai/provider-fetch";

/** A Vercel AI SDK model for one stored key; a key's base URL overrides the provider's default endpoint. */
export function languageModelFor(key: UsableKey, model: string): LanguageModelV3 {
  const baseURL = key.baseUrl ?? undefined;
  const fetch = providerFetch();
  switch (key.provider) {
    case "openai":
      // Chat Completions rather than the Responses API: the one OpenAI endpoint self-hosted proxies also serve.
      return createOpenAI({ apiKey: key.secret, baseURL, fetch }).chat(model);
    case "anthropic":
      return createAnthropic({ apiKey: key.secret, baseURL, fetch }).languageModel(model);
    case "google":
      return createGoogleGenerativeAI({ apiKey: key.secret, baseURL, fetch }).languageModel(model);
    case "mistral":
      return createMistral({ apiKey: key.secret, baseURL, fetch }).languageModel(model);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        apiKey: key.secret,
        baseURL: baseURL!,
        includeUsage: true,
        fetch,
      }).chatModel(model);
  }
}
