import type { NextRequest } from "next/server";
import { z } from "zod";
import type { Prisma } from "@/lib/db/generated/client";
import { AppError, type ErrorCode } from "@/lib/errors";
import { ApiResult, errorResponse, jsonResponse, successBody } from "@/lib/api/envelope";
import { authenticate, authenticateIfPresent, type AuthMode, type Principal } from "@/lib/api/authenticate";
import { rateLimitHeaders, rateLimitRefusal } from "@/lib/api/rate-limit";
import { beginIdempotent, requestFingerprint, settleIdempotent } from "@/lib/api/idempotency";
import { parseOrThrow } from "@/lib/api/validation";
import { toAppError } from "@/lib/api/to-app-error";
import { registerOperation, type HttpMethod } from "@/lib/api/openapi-registry";
import { assertScope } from "@/lib/auth/api-keys";
import type { Scope } from "@/lib/auth/scopes";
import { requestIdOf } from "@/lib/api/request-id";
import { markSpanFailed, tracingOn, withSpan } from "@/lib/tracing";
import { log, withRequestContext, type RequestContext } from "@/lib/log";
import { observeRequest } from "@/lib/ops/metrics";
import { API_CONTENT_SECURITY_POLICY, transportSecurityHeaders } from "@/lib/security/headers";

export const MAX_BODY_BYTES = 1024 * 1024;
/** Arrays and objects nested deeper than this are refused before parsing: no request body of ours comes close, and
 * code that walks a parsed value recursively (validation, hashing, JSON columns) would overflow its stack at 10,000. */
export const MAX_JSON_DEPTH = 64;

/** Whether JSON text nests arrays and objects deeper than `max` (brackets inside strings do not count). */
function nestsDeeperThan(raw: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

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
  /** The value, as text, of the operation's `selectWithCaller` (null without it or without authentication). */
  selectedWithCaller: string | null;
};

export type Operation<P extends Schema = Schema, Q extends Schema = Schema, B extends Schema = Schema, Pr = Principal | null> = {
  /** Unique and stable: generated clients name their methods after it (`listProducts`, `createPurchase`). */
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  /**
   * Who may call: "any" (API key or dashboard session, the default), "api_key", "session", "none", or "optional"
   * (anyone; the principal when a session or key comes with the request, else null).
   */
  auth?: AuthMode | "none" | "optional";
  scope?: Scope;
  /**
   * A scalar SQL expression selected in the query that authenticates the caller (lib/api/authenticate.ts), so the
   * handler gets a value it needs without a round trip of its own, as `selectedWithCaller`. GET /products uses it for
   * the catalog version its cache is checked against (CATALOG_VERSION, lib/catalog/catalog-cache.ts).
   */
  selectWithCaller?: Prisma.Sql;
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
  /** The handler may return `redirectTo(url)` (lib/api/envelope.ts) instead of the body: documented as a 302 with this description. */
  redirects?: string;
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

/**
 * An operation anyone may call that answers a signed-in caller (dashboard session or API key) more: `principal` is
 * null without one. A caller who brings one is rate-limited and scope-checked as usual; a bad key is still refused.
 */
export function optionalOp<P extends Schema, Q extends Schema, B extends Schema>(
  o: Omit<Operation<P, Q, B, Principal | null>, "auth">,
): Operation<P, Q, B, Principal | null> {
  return { ...o, auth: "optional" };
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };
type RouteHandler = (req: NextRequest, ctx: RouteContext) => Promise<Response>;
const METHODS: HttpMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

const bodyTooLarge = (maxBytes: number) => new AppError("VALIDATION_ERROR", `Request body exceeds ${maxBytes} bytes`, { maxBytes }, 413);

/**
 * The request's body counted as it streams: past `maxBytes` the stream errors and the client's upload is cancelled,
 * so a lying or absent Content-Length (a chunked upload) cannot make us buffer more than the limit. A chunked
 * 400 MB upload that was read whole once grew the server by 1.1 GB.
 */
export function cappedBody(req: NextRequest, maxBytes: number): { stream: ReadableStream<Uint8Array>; exceeded: () => boolean } | null {
  if (Number(req.headers.get("content-length") ?? "0") > maxBytes) throw bodyTooLarge(maxBytes);
  if (!req.body) return null;
  const reader = req.body.getReader();
  let size = 0;
  let over = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size > maxBytes) {
        over = true;
        // Left unread, not cancelled: cancelling destroys the socket, and a client still sending would get EPIPE
        // instead of the 413. The stalled connection is closed by the server's keep-alive timeout after the answer.
        reader.releaseLock();
        return controller.error(bodyTooLarge(maxBytes));
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream, exceeded: () => over };
}

async function readCapped(req: NextRequest): Promise<string> {
  const body = cappedBody(req, MAX_BODY_BYTES);
  if (!body) return "";
  const chunks: Uint8Array[] = [];
  for await (const chunk of body.stream) chunks.push(chunk);
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
  if (nestsDeeperThan(raw, MAX_JSON_DEPTH)) {
    throw new AppError("VALIDATION_ERROR", "JSON body nested too deeply", {
      fields: [{ path: "(body)", message: `Arrays and objects may nest at most ${MAX_JSON_DEPTH} levels deep` }],
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
  const body = cappedBody(req, maxBytes);
  try {
    // Parsed from the counted stream, never from req.formData(), which reads the whole body first.
    return await new Response(body?.stream ?? null, { headers: { "content-type": type } }).formData();
  } catch {
    if (body?.exceeded()) throw bodyTooLarge(maxBytes);
    throw new AppError("VALIDATION_ERROR", "Malformed multipart body", {
      fields: [{ path: "(body)", message: "Not a valid multipart/form-data body" }],
    });
  }
}

function withHeaders(res: Response, headers: Record<string, string>): Response {
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  // A handler's own Response (receipt, download, stream) keeps its own policy when it has one.
  if (!res.headers.has("content-security-policy")) res.headers.set("Content-Security-Policy", API_CONTENT_SECURITY_POLICY);
  return res;
}

/** What every /v1 answer starts with: its request id and, over https, HSTS. */
function baseHeaders(requestId: string): Record<string, string> {
  return { "X-Request-Id": requestId, ...transportSecurityHeaders() };
}

function toResponse(result: unknown, successStatus: number, isList: boolean): { response: Response; cacheable: boolean } {
  if (result instanceof Response) return { response: result, cacheable: false };
  // A list that is never paginated is one page holding everything: its meta says so (docs/api.md#responses: every list has meta).
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
  const handle = handleOperation(path, method, o);
  // Around it: the request's log context (its id and account on every line), the duration histogram by route
  // template and status class, and one access-log line (docs/operations.md#logs). A streamed answer counts until
  // its headers are ready.
  return async (req, ctx) => {
    const started = performance.now();
    const context: RequestContext = { requestId: requestIdOf(req) };
    // Tracing on (lib/tracing.ts): one server span per request, continuing the caller's traceparent, with the
    // route template, status, request id and account; never the body, query or headers.
    const response = tracingOn()
      ? await withSpan(
          `${method} ${path}`,
          { "http.request.method": method, "http.route": path, "promptly.request_id": context.requestId },
          async (span) => {
            const answer = await withRequestContext(context, () => handle(req, ctx, context));
            span?.setAttribute("http.response.status_code", answer.status);
            if (context.accountId) span?.setAttribute("promptly.account_id", context.accountId);
            if (answer.status >= 500) markSpanFailed(span, `HTTP ${answer.status}`);
            return answer;
          },
          { kind: "server", parent: req.headers.get("traceparent") },
        )
      : await withRequestContext(context, () => handle(req, ctx, context));
    const ms = performance.now() - started;
    observeRequest(path, method, response.status, ms / 1000);
    log.info("request", { ...context, method, route: path, status: response.status, durationMs: Math.round(ms * 10) / 10 });
    return response;
  };
}

function handleOperation(path: string, method: HttpMethod, o: AnyOperation) {
  const auth = o.auth ?? "any";
  const successStatus = o.successStatus ?? 200;
  const bodySchema = o.body instanceof z.ZodObject ? o.body.strict() : o.body;
  return async (req: NextRequest, ctx: RouteContext, context: RequestContext): Promise<Response> => {
    const requestId = context.requestId;
    const headers = baseHeaders(requestId);
    let idem: { userId: string; key: string } | null = null;
    try {
      const caller =
        auth === "none"
          ? null
          : auth === "optional"
            ? await authenticateIfPresent(req, o.selectWithCaller)
            : await authenticate(req, auth, o.selectWithCaller);
      const principal = caller?.principal ?? null;
      if (principal) context.accountId = principal.user.id;
      if (caller) {
        const state = caller.rate;
        Object.assign(headers, rateLimitHeaders(state));
        const refused = rateLimitRefusal(state);
        if (refused) throw refused;
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
      const selectedWithCaller = caller?.selectedWithCaller ?? null;
      const result = await o.handler({ req, requestId, params, query, body, form, principal, selectedWithCaller } as never);
      const { response, cacheable } = toResponse(result, successStatus, o.list === true);
      if (idem) {
        const stored = cacheable ? { status: response.status, body: await response.clone().text() } : null;
        // The work is done: a database gone since then defers the record rather than turning this answer into a 503.
        await settleIdempotent(idem.userId, idem.key, stored);
      }
      return withHeaders(response, headers);
    } catch (thrown) {
      const { error, unexpected } = toAppError(thrown);
      if (unexpected) {
        log.error("unhandled error", { method, route: path, error: thrown instanceof Error ? thrown.stack : String(thrown) });
      }
      const response = errorResponse(error, requestId, headers);
      if (idem) {
        // Only responses a retry must see again are kept; validation failures and server errors are not.
        const keep = error.code !== "VALIDATION_ERROR" && error.status < 500;
        await settleIdempotent(idem.userId, idem.key, keep ? { status: response.status, body: await response.clone().text() } : null).catch(
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
    const started = performance.now();
    const requestId = requestIdOf(req);
    const headers = baseHeaders(requestId);
    if (code === "METHOD_NOT_ALLOWED") headers.Allow = allowed.join(", ");
    const caller = await authenticate(req, "any").catch(() => null);
    if (caller) Object.assign(headers, rateLimitHeaders(caller.rate));
    const error =
      caller && !caller.rate.allowed
        ? new AppError("RATE_LIMIT_EXCEEDED")
        : code === "NOT_FOUND"
          ? new AppError("NOT_FOUND", `No route ${req.method} ${req.nextUrl.pathname}`)
          : new AppError("METHOD_NOT_ALLOWED", `${req.method} is not allowed here`, { allowed });
    const response = errorResponse(error, requestId, headers);
    observeRequest("(unmatched)", req.method, response.status, (performance.now() - started) / 1000);
    return response;
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
      redirects: o.redirects,
      eventStream: o.eventStream,
      list: o.list,
    });
    handlers[method] = wrapOperation(path, method, o);
  }
  return handlers;
}
