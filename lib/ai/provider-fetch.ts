import { type Agent, fetch as undiciFetch } from "undici";
import { allowPrivateTargets } from "@/lib/net/address-policy";
import { guardedAgent } from "@/lib/net/guarded-agent";

// A key's baseUrl is chosen by its owner, so calls to it must not reach our private network (SSRF). Same address
// policy as webhook delivery (WEBHOOK_ALLOW_PRIVATE), but no answer limit: a model may take AI_TIMEOUT_MS.
let agent: Agent | undefined;

/** The fetch the AI SDK uses for a user-chosen base URL; undefined (plain fetch) when private targets are allowed. */
export function providerFetch(allowPrivate = allowPrivateTargets()): typeof fetch | undefined {
  if (allowPrivate) return undefined;
  agent ??= guardedAgent({ allowPrivate: false, connectTimeoutMs: 10_000, responseTimeoutMs: 0 });
  const dispatcher = agent;
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher })) as unknown as typeof fetch;
}
