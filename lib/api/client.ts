"use client";

/** The dashboard calls the same /api/v1 routes as integrators, authenticated by its session cookie. */
export class ApiClientError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }

  /** Field messages keyed by path, for forms. */
  get fieldErrors(): Record<string, string> {
    const fields = (this.details.fields as { path: string; message: string }[] | undefined) ?? [];
    return Object.fromEntries(fields.map((f) => [f.path, f.message]));
  }
}

export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ data: T; meta?: { page: number; limit: number; total: number } }> {
  const { json, ...rest } = init;
  const res = await fetch(`/api/v1${path}`, {
    ...rest,
    headers: { ...(json !== undefined ? { "content-type": "application/json" } : {}), ...rest.headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body = await res.json().catch(() => null);
  if (!res.ok || !body?.success) {
    const e = body?.error ?? { code: "INTERNAL_ERROR", message: `Request failed (${res.status})`, details: {} };
    throw new ApiClientError(e.code, e.message, res.status, e.details);
  }
  return { data: body.data as T, meta: body.meta };
}
