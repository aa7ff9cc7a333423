import type { AppError, ErrorCode } from "@/lib/errors";
import { API_CONTENT_SECURITY_POLICY } from "@/lib/security/headers";

export type ListMeta = {
  page: number;
  limit: number;
  total: number;
  search?: { query: string; correctedQuery: string | null; totalExact: boolean };
};

/** What a /v1 handler may return besides plain data: a status other than 200, list meta, extra headers. */
export class ApiResult<T = unknown> {
  constructor(
    readonly data: T,
    readonly init: { status?: number; meta?: ListMeta; headers?: Record<string, string> } = {},
  ) {}
}

export const created = <T>(data: T) => new ApiResult(data, { status: 201 });
export const accepted = <T>(data: T) => new ApiResult(data, { status: 202 });
export const list = <T>(data: T[] | SerializedJson, meta: ListMeta) => new ApiResult(data, { meta });

/** Data serialised once and sent many times (a cached catalog page): spliced into the envelope as is. */
export class SerializedJson {
  constructor(readonly text: string) {}
}

export function successBody(data: unknown, meta?: ListMeta): string {
  if (data instanceof SerializedJson) {
    return `{"success":true,"data":${data.text}${meta ? `,"meta":${JSON.stringify(meta)}` : ""}}`;
  }
  return JSON.stringify(meta ? { success: true, data, meta } : { success: true, data });
}

export function errorBody(code: ErrorCode, message: string, details: Record<string, unknown>): string {
  return JSON.stringify({ success: false, error: { code, message, details } });
}

/** JSON may load nothing and be framed by nothing (the pages' policy is proxy.ts's). */
export function jsonResponse(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "content-security-policy": API_CONTENT_SECURITY_POLICY, ...headers },
  });
}

/** Error envelope for an AppError; requestId always lands in details. */
export function errorResponse(err: AppError, requestId: string, headers: Record<string, string> = {}): Response {
  // A 503 or 429 that knows when to come back says so (a payment provider outage, the license endpoints' limit).
  if ((err.status === 503 || err.status === 429) && typeof err.details.retryAfterSeconds === "number") {
    headers = { ...headers, "Retry-After": String(err.details.retryAfterSeconds) };
  }
  return jsonResponse(errorBody(err.code, err.message, { ...err.details, requestId }), err.status, headers);
}

/** A 302 to where the bytes are (a presigned object-storage URL); never cached, as the URL expires. */
export function redirectTo(url: string): Response {
  return new Response(null, {
    status: 302,
    headers: { location: url, "cache-control": "private, no-store", "referrer-policy": "no-referrer" },
  });
}
