import { APICallError } from "@ai-sdk/provider";
import { AppError } from "@/lib/errors";
import type { Provider } from "@/lib/ai/providers";
import { ProviderAnswerTooLargeError, ProviderFirstByteTimeoutError } from "@/lib/ai/provider-fetch";

const KEY_LIKE = /\b(sk|pk|rk|key|sess)-[A-Za-z0-9_*-]{6,}|\bAIza[0-9A-Za-z_-]{10,}/g;

/** The provider's message without the key (providers echo parts of it) or anything key-shaped, at most 500 chars. */
export function sanitizeProviderMessage(message: string, secret: string): string {
  let out = message;
  if (secret) out = out.split(secret).join("[redacted]");
  for (let n = 8; n <= Math.min(secret.length - 1, 64) && secret.length > 8; n += 4) {
    // Partial echoes such as "sk-abc***wxyz" start or end with a piece of the key.
    out = out.split(secret.slice(0, n)).join("[redacted]").split(secret.slice(-n)).join("[redacted]");
  }
  return out.replace(KEY_LIKE, "[redacted]").slice(0, 500);
}

/** A failed provider call: the error for the caller, and whether a later attempt may succeed. */
export class ProviderFailure extends Error {
  constructor(
    readonly error: AppError,
    readonly transient: boolean,
  ) {
    super(error.message);
    this.name = "ProviderFailure";
  }
}

/**
 * Maps what the AI SDK throws to our codes: key rejected → PROVIDER_AUTH_FAILED, rate limit →
 * PROVIDER_RATE_LIMITED, anything else (4xx/5xx, network, timeout) → PROVIDER_ERROR. `transient` says
 * whether a later attempt may succeed (workflow steps retry those; a 4xx other than 408/429 never).
 */
export function mapProviderError(err: unknown, provider: Provider, secret: string): ProviderFailure {
  const clean = (m: string) => sanitizeProviderMessage(m, secret);
  // Our own limits (lib/ai/provider-fetch.ts) arrive as they are or as the cause of the SDK's APICallError.
  const limit = limitError(err);
  if (limit instanceof ProviderAnswerTooLargeError) {
    // Not transient: the same request is likely to get the same answer, and each attempt reads the cap again.
    const details = { provider, providerStatus: null, providerMessage: limit.message, maxBytes: limit.maxBytes };
    return new ProviderFailure(new AppError("PROVIDER_ERROR", limit.message, details), false);
  }
  if (limit instanceof ProviderFirstByteTimeoutError) {
    const details = { provider, providerStatus: null, providerMessage: limit.message };
    return new ProviderFailure(new AppError("PROVIDER_ERROR", `${provider} did not answer in time`, details), true);
  }
  if (APICallError.isInstance(err)) {
    const status = err.statusCode;
    const details = { provider, providerStatus: status ?? null, providerMessage: clean(err.message) };
    if (status === 401 || status === 403) {
      return new ProviderFailure(new AppError("PROVIDER_AUTH_FAILED", `${provider} rejected the API key`, details), false);
    }
    if (status === 429) {
      return new ProviderFailure(new AppError("PROVIDER_RATE_LIMITED", `${provider} rate-limited the request`, details), true);
    }
    const transient = status === undefined || status >= 500 || status === 408;
    return new ProviderFailure(new AppError("PROVIDER_ERROR", `${provider} returned an error`, details), transient);
  }
  const e = err as { name?: string; message?: string } | undefined;
  const timedOut = e?.name === "TimeoutError" || e?.name === "AbortError" || /aborted|timed? ?out/i.test(e?.message ?? "");
  const message = timedOut ? `${provider} did not answer in time` : `${provider} could not be reached`;
  const details = { provider, providerStatus: null, providerMessage: clean(e?.message ?? String(err)) };
  return new ProviderFailure(new AppError("PROVIDER_ERROR", message, details), true);
}

/** One of provider-fetch's limit errors, found along the `cause` chain. */
function limitError(err: unknown): Error | undefined {
  let current = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof ProviderAnswerTooLargeError || current instanceof ProviderFirstByteTimeoutError) return current;
    current = current.cause;
  }
  return undefined;
}
