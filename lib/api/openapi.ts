import { z } from "zod";
import { createDocument, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from "zod-openapi";
import { ERROR_CODES, type ErrorCode } from "@/lib/errors";
import { registeredOperations, type OperationDoc } from "@/lib/api/openapi-registry";
import { EVENT_ENVELOPES } from "@/lib/events/event-schemas";
import { EVENT_TYPES } from "@/lib/events/types";

const errorEnvelope = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
      message: z.string().meta({ description: "Plain-words explanation" }),
      details: z.looseObject({
        requestId: z.string(),
        fields: z
          .array(z.object({ path: z.string(), message: z.string() }))
          .optional()
          .meta({ description: "VALIDATION_ERROR: one entry per failing field" }),
      }),
    }),
  })
  .meta({ id: "ErrorEnvelope" });

export const listMeta = z
  .object({
    page: z.number().int().min(1),
    limit: z.number().int().min(0).max(1000),
    total: z.number().int().min(0),
    search: z
      .object({
        query: z.string(),
        correctedQuery: z
          .string()
          .nullable()
          .meta({ description: "The query with misspelt words corrected, when some word matched nothing exactly" }),
        totalExact: z.boolean().meta({
          description: "False when a search sorted by relevance has more than 1,000 matches: total is then 1,000, the matches ranked",
        }),
      })
      .optional()
      .meta({ description: "Present when the list was searched" }),
  })
  .meta({ id: "ListMeta", description: "Lists that are never paginated answer page 1 with limit = total" });

const digits = (description: string) => z.string().regex(/^\d+$/).optional().meta({ description });
const requestIdHeader = {
  "X-Request-Id": z.string().meta({ description: "The request's id (yours when you sent a valid X-Request-Id); quote it to support" }),
};
const rateLimitHeaders = {
  RateLimit: z.string().optional().meta({ description: 'IETF RateLimit field for the tighter window, e.g. "minute";r=99;t=42' }),
  "RateLimit-Policy": z.string().optional().meta({ description: 'Both windows, e.g. "minute";q=100;w=60, "day";q=10000;w=86400' }),
  "X-RateLimit-Limit": digits("Requests allowed in the tighter window"),
  "X-RateLimit-Remaining": digits("Requests left in that window"),
  "X-RateLimit-Reset": digits("Unix time (seconds) when that window resets"),
};

/** Response headers: every answer has X-Request-Id; an authenticated one the rate-limit fields; a 429 Retry-After. */
function headersOf(o: OperationDoc, status: number) {
  return z.object({
    ...requestIdHeader,
    ...(o.auth !== "none" ? rateLimitHeaders : {}),
    ...(status === 429 || status === 503 ? { "Retry-After": digits("Seconds to wait before retrying") } : {}),
  });
}

/** The codes every operation of this kind can return; an operation adds its own domain codes with `errors`. */
function errorCodesOf(o: OperationDoc): ErrorCode[] {
  // SERVICE_UNAVAILABLE: any operation answers it while the database cannot be reached (docs/operations.md#postgresql-restarts).
  const codes = new Set<ErrorCode>(["VALIDATION_ERROR", "INTERNAL_ERROR", "SERVICE_UNAVAILABLE", ...o.errors]);
  if (o.auth !== "none") for (const c of ["INVALID_API_KEY", "UNAUTHORIZED", "RATE_LIMIT_EXCEEDED"] as const) codes.add(c);
  if (o.method === "POST" && o.auth !== "none" && o.idempotent) codes.add("IDEMPOTENCY_CONFLICT");
  for (const [, name] of o.path.matchAll(/\{(\w+)\}/g)) codes.add(name === "productId" ? "PRODUCT_NOT_FOUND" : "NOT_FOUND");
  return [...codes];
}

/** Error responses generated from the one error table (lib/errors.ts), 413 for a body over its limit. */
function errorResponsesFor(o: OperationDoc): Record<string, ZodOpenApiResponseObject> {
  const byStatus = new Map<number, string[]>();
  const add = (status: number, what: string) => byStatus.set(status, [...(byStatus.get(status) ?? []), what]);
  for (const c of errorCodesOf(o)) add(ERROR_CODES[c].status, c);
  if (o.method !== "GET" && o.method !== "DELETE") add(413, "VALIDATION_ERROR (body too large)");
  return Object.fromEntries(
    [...byStatus].map(([status, what]) => [
      String(status),
      {
        description: what.join(" or "),
        headers: headersOf(o, status),
        content: { "application/json": { schema: errorEnvelope } },
      },
    ]),
  );
}

function successResponse(o: OperationDoc): ZodOpenApiResponseObject {
  const headers = headersOf(o, o.successStatus);
  if (o.produces) {
    return { description: "The file", headers, content: Object.fromEntries(o.produces.map((type) => [type, { schema: o.response }])) };
  }
  const envelope = o.list
    ? z.object({ success: z.literal(true), data: z.array(o.response), meta: listMeta })
    : z.object({ success: z.literal(true), data: o.response });
  return {
    description: o.list ? "A page of the list, with meta" : "Success",
    headers,
    content: { "application/json": { schema: envelope }, ...(o.eventStream ? { "text/event-stream": { schema: o.eventStream } } : {}) },
  };
}

const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/)
  .meta({
    param: { name: "Idempotency-Key", in: "header" },
    description: "Retry safely: the first response under this key is replayed for 24 h (header Idempotent-Replayed: true)",
    example: "order-2026-11-24-0001",
  });

function requestBodyOf(o: OperationDoc) {
  if (o.upload) {
    const form = z.object({ file: z.string().meta({ format: "binary", description: "The file's bytes; its type is checked by content" }) });
    return { required: true, content: { "multipart/form-data": { schema: form } } };
  }
  if (!o.body) return undefined;
  // A body whose fields are all optional may be omitted (an empty body reads as {}).
  const required = o.body.safeParse({}).success === false;
  return { required, content: { "application/json": { schema: o.body } } };
}

const deliveryHeaders = z.object({
  "X-Service-Event-ID": z.string().meta({ description: "The event id: de-duplicate on it" }),
  "X-Service-Timestamp": z.string().regex(/^\d+$/).meta({ description: "Unix time in seconds; reject if more than 300 s old" }),
  "X-Service-Signature": z
    .string()
    .regex(/^sha256=[0-9a-f]{64}$/)
    .meta({ description: "sha256=<hex HMAC-SHA256 of `<timestamp>.<raw body>` with the endpoint's secret>; compare in constant time" }),
  "X-Service-Attempt": z
    .string()
    .regex(/^[1-8]$/)
    .meta({ description: "Delivery attempt, 1 to 8" }),
  "webhook-id": z.string().meta({ description: "Standard Webhooks: the event id, the same on every attempt" }),
  "webhook-timestamp": z.string().regex(/^\d+$/).meta({ description: "Standard Webhooks: Unix time in seconds" }),
  "webhook-signature": z.string().meta({
    description:
      "Standard Webhooks: v1,<base64 HMAC-SHA256 of `<webhook-id>.<timestamp>.<raw body>`>, keyed by the secret's bytes after whsec_",
  }),
});

/** Top-level `webhooks` (OpenAPI 3.1): what Promptly POSTs to your endpoint for each event type of docs/webhooks.md#event-types. */
function webhooks() {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: `on_${type.replace(/\./g, "_")}`,
          // Promptly calls you: the receiver authenticates the request by its signature headers, not a scheme.
          security: [],
          summary: `The ${type} event`,
          tags: ["Webhooks"],
          requestParams: { header: deliveryHeaders },
          requestBody: { required: true, content: { "application/json": { schema: EVENT_ENVELOPES[type] } } },
          responses: {
            "200": { description: "Any 2xx acknowledges; anything else or no answer in time is retried (8 attempts over about 45 hours)" },
          },
        },
      },
    ]),
  );
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApiDocument(serverUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  // Sorted, so the document (and the client generated from it) does not depend on which routes loaded first.
  const METHOD_ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE"];
  const sorted = [...registeredOperations()].sort(
    (a, b) => a.path.localeCompare(b.path) || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
  for (const o of sorted) {
    const idempotent = o.method === "POST" && o.auth !== "none" && o.idempotent;
    paths[o.path] ??= {};
    paths[o.path][o.method.toLowerCase() as "get"] = {
      operationId: o.operationId,
      summary: o.summary,
      description:
        [
          o.description,
          o.scope ? `Scope: \`${o.scope}\`.` : "",
          o.auth === "session" ? "Dashboard session only." : "",
          o.auth === "optional" ? "Authentication optional: without it, the answer is a signed-out visitor's." : "",
        ]
          .filter(Boolean)
          .join("\n\n") || o.summary,
      tags: o.tags,
      // "optional": a key (or the dashboard session) when the caller has one, nothing otherwise ({} in OpenAPI's terms).
      security: o.auth === "none" || o.auth === "session" ? [] : o.auth === "optional" ? [{ bearer: [] }, {}] : [{ bearer: [] }],
      ...(o.auth === "session" && { "x-dashboard-only": true }),
      // zod-openapi reads every key it is given: pass only the parameter kinds the operation has.
      requestParams: {
        ...(o.params && { path: o.params }),
        ...(o.query && { query: o.query }),
        ...(idempotent && { header: z.object({ "Idempotency-Key": idempotencyKey.optional() }) }),
      },
      requestBody: requestBodyOf(o),
      responses: {
        [String(o.successStatus)]: successResponse(o),
        ...(o.redirects && {
          "302": {
            description: o.redirects,
            headers: headersOf(o, 302).extend({ Location: z.string().meta({ description: "Where to fetch the bytes; valid 5 minutes" }) }),
          },
        }),
        ...errorResponsesFor(o),
      },
    };
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Promptly API",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
      version: "1.0.0",
      description:
        "Promptly, the marketplace for AI prompts and workflows. Every JSON response uses the envelope { success, data | error, meta }; lists carry meta { page, limit, total }. A method a path does not support answers 405 METHOD_NOT_ALLOWED with an Allow header; an unknown path 404 NOT_FOUND.",
    },
    servers: [{ url: serverUrl }],
    tags: [
      { name: "Account", description: "Sign-up, the caller, plans and API keys" },
      { name: "Products", description: "The catalog: listing, detail, your products, images, files and reviews" },
      { name: "Reviews", description: "Buyers' ratings and comments on products" },
      { name: "Payments", description: "Payment methods" },
      { name: "Purchases", description: "Buying, purchase history, downloads, receipts and refunds" },
      { name: "Sales", description: "The seller's orders, balance and payouts" },
      {
        name: "Licenses",
        description: "License keys: validate, activate and deactivate from your software; your products' keys and customers' entitlements",
      },
      { name: "Analytics", description: "Revenue, customers and products over a date range" },
      { name: "AI", description: "Running purchased prompts and workflows with your own provider keys" },
      { name: "Webhooks", description: "Endpoints, deliveries and the event log" },
    ],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "API key: mk_live_…" } } },
    paths,
    webhooks: webhooks(),
  });
}
