import { baseUrl } from "./server";

export type ApiCall = {
  status: number;
  headers: Headers;
  text: string;
  body: any;
};

/** Calls /api/v1 over HTTP. `key` → Bearer auth; `json` → JSON body. */
export async function api(
  path: string,
  opts: { method?: string; key?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<ApiCall> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  if (opts.json !== undefined) headers["content-type"] ??= "application/json";
  const res = await fetch(`${await baseUrl()}/api/v1${path}`, {
    method: opts.method ?? (opts.json !== undefined ? "POST" : "GET"),
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
  return { status: res.status, headers: res.headers, text, body };
}

export async function rawFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${await baseUrl()}${path}`, { redirect: "manual", ...init });
}
