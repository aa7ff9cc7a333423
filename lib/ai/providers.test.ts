import { describe, expect, it } from "vitest";
import { incompatibleKeyMessage, isCompatible } from "@/lib/ai/providers";

describe("which keys run which products (docs/ai.md#which-keys-run-which-products)", () => {
  it("runs a product on a key of a provider it lists, in any case, and on no other hosted provider", () => {
    expect(isCompatible(["OpenAI", "anthropic"], "openai")).toBe(true);
    expect(isCompatible([" Anthropic "], "anthropic")).toBe(true);
    expect(isCompatible(["openai"], "anthropic")).toBe(false);
    expect(isCompatible(["ollama", "meta"], "openai")).toBe(false);
  });

  it("runs Ollama, OpenAI-compatible and open-weight products on an OpenAI-compatible key, and nothing else", () => {
    for (const listed of ["ollama", "openai-compatible", "meta", "Mistral", "deepseek"]) {
      expect(isCompatible([listed], "openai-compatible"), listed).toBe(true);
    }
    for (const listed of ["openai", "anthropic", "google", "cohere", "xai"]) {
      expect(isCompatible([listed], "openai-compatible"), listed).toBe(false);
    }
    expect(isCompatible([], "openai-compatible")).toBe(false);
  });

  it("says why in words, with labels and the right article", () => {
    expect(incompatibleKeyMessage(["anthropic", "google"], "openai")).toBe(
      "This product runs with Anthropic or Google Gemini; an OpenAI key cannot run it",
    );
    expect(incompatibleKeyMessage(["openai"], "mistral")).toBe("This product runs with OpenAI; a Mistral key cannot run it");
    expect(incompatibleKeyMessage([], "google")).toBe("This product names no provider it runs with");
  });
});
