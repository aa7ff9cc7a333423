import { type Agent, fetch as undiciFetch } from "undici";
import { env } from "@/lib/env";
import { allowPrivateProviders } from "@/lib/net/address-policy";
import { guardedAgent } from "@/lib/net/guarded-agent";

// A key's baseUrl is chosen by its owner, so calls to it must not reach our private network (SSRF). Same address
// policy as webhook delivery (WEBHOOK_ALLOW_PRIVATE).
// Every provider call goes through this fetch, never the global one: Next.js wraps the global fetch with its
// caching and tracing, which cost a plain run several milliseconds (docs/benchmarks.md, AI gateway).
const agents = new Map<boolean, Agent>();

/** A provider answer cut off at AI_MAX_RESPONSE_BYTES (lib/ai/provider-errors.ts turns it into the run's cause). */
export class ProviderAnswerTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the provider's answer was larger than ${formatBytes(maxBytes)}`);
    this.name = "ProviderAnswerTooLargeError";
  }
}

/** No byte of the answer within AI_FIRST_BYTE_TIMEOUT_MS. */
export class ProviderFirstByteTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer began within ${timeoutMs} ms`);
    this.name = "ProviderFirstByteTimeoutError";
  }
}

/** 2097152 → "2 MiB", 1536 → "1.5 KiB": the cap as the run's cause states it. */
export function formatBytes(n: number): string {
  const units = ["bytes", "KiB", "MiB", "GiB"];
  let value = n;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

/**
 * The fetch the AI SDK and the key check use: undici with its own connection pool, private targets refused unless
 * allowed, and the answer bounded. A model answer is read whole (a plain answer) or kept as it streams (a streamed
 * run's output), so an unbounded one is unbounded memory: one 400 MB answer once grew the server by 1.2 GB. The
 * body is counted as it arrives and the call aborted past AI_MAX_RESPONSE_BYTES; an answer whose first byte has not
 * arrived within AI_FIRST_BYTE_TIMEOUT_MS is aborted too. The whole call's limit (AI_TIMEOUT_MS) is the caller's
 * abort signal (lib/ai/complete.ts).
 */
export function providerFetch(allowPrivate = allowPrivateProviders()): typeof fetch {
  let agent = agents.get(allowPrivate);
  if (!agent) {
    agent = guardedAgent({ allowPrivate, connectTimeoutMs: 10_000, responseTimeoutMs: 0 });
    agents.set(allowPrivate, agent);
  }
  const dispatcher = agent;
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const { AI_MAX_RESPONSE_BYTES: maxBytes, AI_FIRST_BYTE_TIMEOUT_MS: firstByteMs } = env();
    const bound = new AbortController();
    const signal = init?.signal ? AbortSignal.any([init.signal, bound.signal]) : bound.signal;
    const timer = setTimeout(() => bound.abort(new ProviderFirstByteTimeoutError(firstByteMs)), firstByteMs);
    timer.unref();
    try {
      const res = await undiciFetch(input as never, { ...(init as object), signal, dispatcher });
      return boundedResponse(res as unknown as Response, maxBytes, bound, timer);
    } catch (thrown) {
      clearTimeout(timer);
      throw thrown;
    }
  }) as unknown as typeof fetch;
}

/** The same response with a body that stops the first-byte timer and errors (aborting the call) past `maxBytes`. */
function boundedResponse(res: Response, maxBytes: number, bound: AbortController, timer: NodeJS.Timeout): Response {
  const tooLarge = () => {
    const error = new ProviderAnswerTooLargeError(maxBytes);
    clearTimeout(timer);
    bound.abort(error);
    return error;
  };
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) throw tooLarge();
  if (!res.body) {
    clearTimeout(timer);
    return res;
  }
  const reader = res.body.getReader();
  let received = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (thrown) {
        clearTimeout(timer);
        // The abort's reason (a timeout, the cap) says more than undici's generic "terminated".
        throw bound.signal.aborted ? bound.signal.reason : thrown;
      }
      clearTimeout(timer);
      if (chunk.done) return controller.close();
      received += chunk.value.byteLength;
      if (received > maxBytes) {
        const error = tooLarge();
        void reader.cancel(error).catch(() => {});
        return controller.error(error);
      }
      controller.enqueue(chunk.value);
    },
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
  // eslint-disable-next-line no-restricted-syntax -- the provider SDK's fetch answers a Response; nothing goes to our caller
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}
