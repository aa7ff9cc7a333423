import type { Metadata } from "next";
import { ProviderKeysManager } from "@/components/ai/provider-keys-manager";
import { PageHeader } from "@/components/ui/page-header";
import { allowPrivateProviders } from "@/lib/net/address-policy";

export const metadata: Metadata = { title: "Provider keys" };

export const dynamic = "force-dynamic";

export default function ProviderKeysPage() {
  return (
    <div>
      <PageHeader
        title="Provider keys"
        description="Your own OpenAI, Anthropic, Google, Mistral or OpenAI-compatible (Ollama, vLLM…) keys, used to run the prompts and workflows you buy. They are encrypted at rest and never shown again: only their last 4 characters. Give a key a monthly budget to cap what runs through it may spend."
      />
      <ProviderKeysManager privateBaseUrls={allowPrivateProviders()} />
    </div>
  );
}
