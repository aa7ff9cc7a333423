import { ProviderKeysManager } from "@/components/ai/provider-keys-manager";

export default function ProviderKeysPage() {
  return (
    <div>
      <h1 className="text-2xl font-semibold mb-1">Provider keys</h1>
      <p className="text-slate-600 mb-6 max-w-2xl">
        Your own OpenAI, Anthropic, Google, Mistral or OpenAI-compatible (Ollama, vLLM…) keys, used to run the prompts and workflows you
        buy. They are encrypted at rest and never shown again: only their last 4 characters.
      </p>
      <ProviderKeysManager />
    </div>
  );
}
