import { type Agent, fetch as undiciFetch } from "undici";
import { allowPrivateTargets } from "@/lib/net/address-policy";
import { guardedAgent } from "@/lib/net/guarded-agent";

// A key's baseUrl is chosen by its owner, so calls to it must not reach our private network (SSRF). Same address
// policy as webhook delivery (WEBHOOK_ALLOW_PRIVATE), but no answer limit: a model may take AI_TIMEOUT_MS.
// Every provider call goes through this fetch, never the global one: Next.js wraps the global fetch with its
// caching and tracing, which cost a plain run several milliseconds (docs/benchmarks.md, AI gateway).
const agents = new Map<boolean, Agent>();

/** The fetch the AI SDK and the key check use: undici with its own connection pool, private targets refused unless allowed. */
export function providerFetch(allowPrivate = allowPrivateTargets()): typeof fetch {
  let agent = agents.get(allowPrivate);
  if (!agent) {
    agent = guardedAgent({ allowPrivate, connectTimeoutMs: 10_000, responseTimeoutMs: 0 });
    agents.set(allowPrivate, agent);
  }
  const dispatcher = agent;
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher })) as unknown as typeof fetch;
}
