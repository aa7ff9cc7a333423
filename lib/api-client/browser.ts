import createClient, { type Middleware } from "openapi-fetch";
import type { paths } from "@/lib/api-client/schema";

/**
 * An /api/v1 call that did not succeed: the API's error envelope (`code`, `message`, `details`) and the HTTP status
 * (0 when the request never reached the server). `showApiError` (components/ui/form.tsx) places `details.fields`
 * on form fields; React Query retries only a status of 500 or more (app/providers.tsx).
 */
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

type ErrorEnvelope = { code: string; message: string; details?: Record<string, unknown> };

/** The error an answer carries, or a generic one when its body is not the API's envelope (a proxy's HTML page). */
export function errorFromBody(body: unknown, status: number): ApiClientError {
  const e = (body as { error?: ErrorEnvelope } | null)?.error ?? {
    code: "INTERNAL_ERROR",
    message: `Request failed (${status})`,
    details: {},
  };
  return new ApiClientError(e.code, e.message, status, e.details);
}

/**
 * Every answer that is not `{ success: true }` becomes an ApiClientError, thrown from the call, so TanStack Query's
 * `onError` and `showApiError` see one error type. A stream (`text/event-stream`) passes through to its reader.
 */
const envelope: Middleware = {
  async onResponse({ response }) {
    if (response.ok && response.headers.get("content-type")?.startsWith("text/event-stream")) return undefined;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (!response.ok || !(body as { success?: unknown } | null)?.success) throw errorFromBody(body, response.status);
    return undefined;
  },
};

/**
 * The dashboard's and the storefront's client for /api/v1: same origin, authenticated by the session cookie, typed
 * by the OpenAPI document (lib/api-client/schema.d.ts, `npm run api:client`), so a wrong path, parameter or body is
 * a type error. Use it through `call`: `const { data } = await call(api.GET("/purchases/{orderId}", { params: { path: { orderId } } }))`.
 * Programs with an API key use `createPromptlyClient` (./client.ts) instead.
 */
export const api = createClient<paths>({ baseUrl: "/api/v1", credentials: "same-origin" });
api.use(envelope);

/**
 * The success envelope of an `api` call (`data`, and `meta` for a paged list). A failure has already been thrown as
 * an ApiClientError by the client, so what remains is the typed body.
 */
export async function call<T>(request: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await request;
  if (data === undefined) throw errorFromBody(null, response.status);
  return data;
}

/**
 * A multipart body for an upload operation (`{ file }`): the document types the binary field as a string, the
 * browser sends the File itself. Spread into the call's options: `api.POST(path, { params, ...fileBody(file) })`.
 */
export function fileBody(file: File) {
  return {
    body: { file: file as unknown as string },
    bodySerializer: (body: { file: string }) => {
      const form = new FormData();
      form.append("file", body.file as unknown as File);
      return form;
    },
  };
}
