import type { NextRequest } from "next/server";
import { z } from "zod";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, type ErrorCode } from "@/lib/errors";
import { ApiResult, errorResponse, jsonResponse, successBody } from "@/lib/api/envelope";
import { authenticate, type AuthMode, type Principal } from "@/lib/api/authenticate";
import { rateLimitHeaders } from "@/lib/api/rate-limit";
import { beginIdempotent, finishIdempotent, requestFingerprint } from "@/lib/api/idempotency";
import { parseOrThrow } from "@/lib/api/validation";
import { toAppError } from "@/lib/api/to-app-error";
import { registerOperation, type HttpMethod } from "@/lib/api/openapi-registry";
import { assertScope } from "@/lib/auth/api-keys";
import type { Scope } from "@/lib/auth/scopes";
import { requestIdOf } from "@/lib/api/request-id";
import { log } from "@/lib/log";

export const MAX_BODY_BYTES = 1024 * 1024;

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export type HandlerContext<P extends Schema, Q extends Schema, B extends Schema, Pr> = {
  req: NextRequest;
  requestId: string;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** The multipart form of an `upload` operation, read by the wrapper (undefined otherwise). */
  form: FormData | undefined;
  principal: Pr;
  /** The value of the operation's `readWithAuth` (null without it or without authentication). */
  readWithAuth: string | null;
};

export type Operation<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema, Pr = Principal | null> = {
  /** Unique and stable: generated clients name their methods after it (`listProducts`, `createPurchase`). */
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  /** Who may call: "any" (API key or dashboard session, the default), "api_key", "session", or "none". */
  auth?: AuthMode | "none";
  scope?: Scope;
  /** A scalar SQL expression read in the same round trip as authentication; the handler gets it as `readWithAuth`. */
  readWithAuth?: Prisma.Sql;
  params?: P;
  query?: Q;
  body?: B;
  /** multipart/form-data uploads: the wrapper checks type and declared size and reads the form; the handler gets `form`. */
  upload?: { maxBytes: number };
  /** The success `data` (the item schema when `list`): required, so the document never shows untyped data. */
  response: z.ZodType;
  /** Error codes the operation's own logic can return, beyond the ones every operation of its kind can (see lib/api/openapi.ts). */
  errors?: ErrorCode[];
  successStatus?: number;
  produces?: string[];
  /** The data is an array and the envelope carries meta: return `list(items, meta)`, or a bare array for one whole page. */
  /** Documents a text/event-stream answer the handler may return (as a Response) instead of JSON. */
  eventStream?: z.ZodType;
  list?: boolean;
  /** false for operations whose response holds a secret shown once: Idempotency-Key is not honoured, so it is never stored. */
  idempotent?: boolean;
  handler: (ctx: HandlerContext<P, Q, B, Pr>) => Promise<unknown>;
};

/** Operations of different schema types side by side (a route's methods): each is typed where it is written. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOperation = Operation<any, any, any, any>;

/** An authenticated operation (API key and/or session); lets TypeScript infer the schema types. */
export function op<P extends Schema, Q extends Schema, B extends Schema>(
  o: Operation<P, Q, B, Principal> & { auth?: AuthMode },
): Operation<P, Q, B, Principal> {
  return o;
}

/** An operation anyone may call, with no principal. */
export function publicOp<P extends Schema, Q extends Schema, B extends Schema>(
  o: Omit<Operation<P, Q, B, null>, "auth">,
): Operation<P, Q, B, null> {
  return { ...o, auth: "none" };
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type RouteHandler = (req: NextRequest, ctx: RouteContext) => Promise<Response>;
const METHODS: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

const tooLarge = () => new AppError("VALIDATION_ERROR", `Request body exceeds ${MAX_BODY_BYTES} bytes`, { maxBytes: MAX_BODY_BYTES }, 413);

/** Reads the body as a stream and stops past the limit, so a lying or absent Content-Length cannot exhaust memory. */
async function readCapped(req: NextRequest): Promise<string> {
  if (Number(req.headers.get("content-length") ?? "0") > MAX_BODY_BYTES) throw tooLarge();
  if (!req.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

async function readJsonBody(req: NextRequest): Promise<{ raw: string; value: unknown }> {
  const raw = await readCapped(req);
  if (!raw.trim()) return { raw, value: {} };
  const type = req.headers.get("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new AppError("VALIDATION_ERROR", "Content-Type must be application/json", {
      fields: [{ path: "Content-Type", message: `Expected application/json, got "${type || "nothing"}"` }],
    });
  }
  try {
    return { raw, value: JSON.parse(raw) };
  } catch {
    throw new AppError("VALIDATION_ERROR", "Malformed JSON body", { fields: [{ path: "(body)", message: "Not valid JSON" }] });
  }
}

async function readUpload(req: NextRequest, maxBytes: number): Promise<FormData> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw new AppError("VALIDATION_ERROR", "Content-Type must be multipart/form-data", {
      fields: [{ path: "Content-Type", message: `Expected multipart/form-data, got "${type || "nothing"}"` }],
    });
  }
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) {
    throw new AppError("VALIDATION_ERROR", `Request body exceeds ${maxBytes} bytes`, { maxBytes }, 413);
  }
  try {
    return await req.formData();
  } catch {
    throw new AppError("VALIDATION_ERROR", "Malformed multipart body", {
      fields: [{ path: "(body)", message: "Not a valid multipart/form-data body" }],
    });
  }
}

function withHeaders(res: Response, headers: Record<string, string>): Response {
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}

function toResponse(result: unknown, successStatus: number, isList: boolean): { response: Response; cacheable: boolean } {
  if (result instanceof Response) return { response: result, cacheable: false };
  // A list that is never paginated is one page holding everything: its meta says so (spec 2.1: every list has meta).
  const whole = isList && Array.isArray(result) ? { page: 1, limit: result.length, total: result.length } : undefined;
  const r = result instanceof ApiResult ? result : new ApiResult(result, { meta: whole });
  const response = jsonResponse(successBody(r.data ?? null, r.init.meta), r.init.status ?? successStatus, r.init.headers);
  return { response, cacheable: true };
}

/**
 * The one wrapper every /v1 operation runs through, in order: request id, authentication, rate limit,
 * validation, idempotency, the handler, the envelope, error mapping.
 */
export function wrapOperation(path: string, method: HttpMethod, o: AnyOperation): RouteHandler {
  const auth = o.auth ?? "any";
  const successStatus = o.successStatus ?? 200;
  const bodySchema = o.body instanceof z.ZodObject ? o.body.strict() : o.body;
  return async (req, ctx) => {
    const requestId = requestIdOf(req);
    const headers: Record<string, string> = { "X-Request-Id": requestId };
    let idem: { userId: string; key: string } | null = null;
    try {
      const caller = auth === "none" ? null : await authenticate(req, auth, o.readWithAuth);
      const principal = caller?.principal ?? null;
      if (caller) {
        const state = caller.rate;
        Object.assign(headers, rateLimitHeaders(state));
        if (!state.allowed) {
          const window = state.refusedBy ?? "minute";
          throw new AppError("RATE_LIMIT_EXCEEDED", `Rate limit of ${state[window].limit} requests per ${window} exceeded`, {
            window,
            limit: state[window].limit,
            retryAfterSeconds: Number(headers["Retry-After"]),
          });
        }
        assertScope(caller.principal.scopes, o.scope);
      }
      const params = o.params ? parseOrThrow(o.params, await ctx.params) : undefined;
      const query = o.query ? parseOrThrow(o.query, Object.fromEntries(req.nextUrl.searchParams)) : undefined;
      let body: unknown;
      let form: FormData | undefined;
      let raw = "";
      if (o.upload) {
        form = await readUpload(req, o.upload.maxBytes);
      } else if (method !== "GET" && method !== "DELETE") {
        const read = await readJsonBody(req);
        raw = read.raw;
        body = bodySchema ? parseOrThrow(bodySchema, read.value) : undefined;
      }
      const idemKey = req.headers.get("idempotency-key");
      if (method === "POST" && idemKey !== null && principal && o.idempotent !== false) {
        const replay = await beginIdempotent(principal.user.id, idemKey, requestFingerprint(method, req.nextUrl.pathname, raw));
        if (replay) {
          return jsonResponse(replay.body, replay.status, { ...headers, "Idempotent-Replayed": "true" });
        }
        idem = { userId: principal.user.id, key: idemKey };
      }
      const readWithAuth = caller?.readWithAuth ?? null;
      const result = await o.handler({ req, requestId, params, query, body, form, principal, readWithAuth } as never);
      const { response, cacheable } = toResponse(result, successStatus, o.list === true);
      if (idem) {
        const stored = cacheable ? { status: response.status, body: await response.clone().text() } : null;
        await finishIdempotent(idem.userId, idem.key, stored);
      }
      return withHeaders(response, headers);
    } catch (thrown) {
      const { error, unexpected } = toAppError(thrown);
      if (unexpected) {
        log.error("unhandled error", { requestId, method, path, error: thrown instanceof Error ? thrown.stack : String(thrown) });
      }
      const response = errorResponse(error, requestId, headers);
      if (idem) {
        // Only responses a retry must see again are kept; validation failures and server errors are not.
        const keep = error.code !== "VALIDATION_ERROR" && error.status < 500;
        await finishIdempotent(idem.userId, idem.key, keep ? { status: response.status, body: await response.clone().text() } : null).catch(
          () => {},
        );
      }
      return response;
    }
  };
}

/**
 * 404/405 answers under /api/v1. A caller who presents valid credentials is still counted and sees its
 * rate-limit headers; anyone else gets the bare error (there is no account to count against).
 */
export function errorRoute(code: "NOT_FOUND" | "METHOD_NOT_ALLOWED", allowed: string[] = []): RouteHandler {
  return async (req) => {
    const requestId = requestIdOf(req);
    const headers: Record<string, string> = { "X-Request-Id": requestId };
    if (code === "METHOD_NOT_ALLOWED") headers.Allow = allowed.join(", ");
    const caller = await authenticate(req, "any").catch(() => null);
    if (caller) Object.assign(headers, rateLimitHeaders(caller.rate));
    const error =
      caller && !caller.rate.allowed
        ? new AppError("RATE_LIMIT_EXCEEDED")
        : code === "NOT_FOUND"
          ? new AppError("NOT_FOUND", `No route ${req.method} ${req.nextUrl.pathname}`)
          : new AppError("METHOD_NOT_ALLOWED", `${req.method} is not allowed here`, { allowed });
    return errorResponse(error, requestId, headers);
  };
}

/**
 * A /v1 route: `path` in OpenAPI form ("/products/{productId}"). Methods not given answer 405 in the envelope.
 * Usage in a route file: `export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/x", { GET: op({...}) });`
 */
export function defineRoute(path: string, ops: Partial<Record<HttpMethod, AnyOperation>>) {
  const allowed = METHODS.filter((m) => ops[m]);
  const handlers = {} as Record<HttpMethod, RouteHandler>;
  for (const method of METHODS) {
    const o = ops[method];
    if (!o) {
      handlers[method] = errorRoute("METHOD_NOT_ALLOWED", allowed);
      continue;
    }
    registerOperation({
      path,
      method,
      operationId: o.operationId,
      errors: o.errors ?? [],
      upload: o.upload !== undefined,
      idempotent: o.idempotent !== false,
      summary: o.summary,
      description: o.description,
      tags: o.tags ?? [],
      auth: o.auth ?? "any",
      scope: o.scope,
      params: o.params as z.ZodObject | undefined,
      query: o.query as z.ZodObject | undefined,
      body: o.body,
      response: o.response,
      successStatus: o.successStatus ?? 200,
      produces: o.produces,
      eventStream: o.eventStream,
      list: o.list,
    });
    handlers[method] = wrapOperation(path, method, o);
  }
  return handlers;
}
