import { assertMatchesContract } from "./contract";
import { baseUrl } from "./server";

export type ApiCall = {
  status: number;
  headers: Headers;
  text: string;
  body: any;
};

/** Calls /api/v1 over HTTP. `key` → Bearer auth; `json` → JSON body. Every response is checked against the API contract. */
export async function api(
  path: string,
  opts: { method?: string; key?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<ApiCall> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  if (opts.json !== undefined) headers["content-type"] ??= "application/json";
  const url = `${await baseUrl()}/api/v1${path}`;
  const method = opts.method ?? (opts.json !== undefined ? "POST" : "GET");
  const res = await fetch(url, {
    method,
    headers,
    body: opts.json !== undefined ? JSON.stringify(opts.json) : opts.body,
    redirect: "manual",
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  await assertMatchesContract(method, url, { status: res.status, headers: res.headers, text });
  return { status: res.status, headers: res.headers, text, body };
}

export async function rawFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${await baseUrl()}${path}`, { redirect: "manual", ...init });
}
