import { validationError } from "@/lib/errors";
import { providerFetch } from "@/lib/ai/provider-fetch";
import { PROVIDER_INFO, type Provider } from "@/lib/ai/providers";

// Listing models is free at every provider we support, so it is the check: it proves the key is accepted
// without spending anything. The base URLs are the AI SDK providers' defaults (lib/ai/language-model.ts).
const DEFAULT_BASE: Record<Provider, string | null> = {
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com/v1",
  google: "https://generativelanguage.googleapis.com/v1beta",
  mistral: "https://api.mistral.ai/v1",
  "openai-compatible": null,
};
const CHECK_TIMEOUT_MS = 5_000;

function authHeaders(provider: Provider, key: string): Record<string, string> {
  if (provider === "anthropic") return { "x-api-key": key, "anthropic-version": "2023-06-01" };
  if (provider === "google") return { "x-goog-api-key": key };
  return { authorization: `Bearer ${key}` };
}

/** The provider's own words, short, and never the key even if the provider echoes it. */
async function providerMessage(res: Response, key: string): Promise<string> {
  const text = await res.text().catch(() => "");
  let message = text;
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const m = typeof body.error === "string" ? body.error : (body.error?.message ?? body.message);
    if (typeof m === "string") message = m;
  } catch {
    // Not JSON (an HTML error page, say): only a status is worth showing.
    message = "";
  }
  return message.replaceAll(key, "[key]").replace(/\s+/g, " ").trim().slice(0, 200);
}

export type KeyCheck = { verified: boolean; note: string | null };

/**
 * Asks the provider whether it accepts the key. A refusal (401/403, or Google's 400 for a malformed key) is a
 * validation error on `key`; anything else that stops the check (no answer, another status) saves the key as
 * not verified, with the reason, since the provider may simply be unreachable from here right now.
 */
export async function checkProviderKey(provider: Provider, key: string, baseUrl: string | null): Promise<KeyCheck> {
  const base = baseUrl ?? DEFAULT_BASE[provider];
  if (!base) return { verified: false, note: "No base URL to check against" };
  const name = provider === "openai-compatible" ? `The server at ${new URL(base).host}` : PROVIDER_INFO[provider].label;
  let res: Response;
  try {
    res = await providerFetch()(`${base}/models`, {
      headers: authHeaders(provider, key),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      redirect: "manual",
    });
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
    return { verified: false, note: timedOut ? `${name} did not answer within 5 seconds` : `Could not reach ${new URL(base).host}` };
  }
  if (res.ok) {
    await res.body?.cancel();
    return { verified: true, note: null };
  }
  const message = await providerMessage(res, key);
  const refused = res.status === 401 || res.status === 403 || (provider === "google" && res.status === 400);
  if (refused) {
    throw validationError([
      { path: "key", message: `${name} did not accept this key (HTTP ${res.status}${message ? `: ${message}` : ""})` },
    ]);
  }
  return { verified: false, note: `${name} answered HTTP ${res.status} to the check${message ? `: ${message}` : ""}` };
}
