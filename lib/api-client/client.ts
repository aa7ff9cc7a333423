import createClient from "openapi-fetch";
import type { paths } from "@/lib/api-client/schema";

export type { paths, components, operations } from "@/lib/api-client/schema";

/**
 * A typed Promptly client (openapi-fetch over the generated types): every path, parameter, body and response is
 * checked at compile time. `baseUrl` ends in /api/v1, e.g. "https://promptly.example/api/v1".
 */
export function createPromptlyClient(opts: { baseUrl: string; apiKey: string; fetch?: typeof fetch }) {
  return createClient<paths>({ baseUrl: opts.baseUrl, headers: { authorization: `Bearer ${opts.apiKey}` }, fetch: opts.fetch });
}
