import { z } from "zod";
import { createDocument, type ZodOpenApiPathsObject } from "zod-openapi";
import { ERROR_CODES, type ErrorCode } from "@/lib/errors";
import { registeredOperations, type OperationDoc } from "@/lib/api/openapi-registry";

const errorEnvelope = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
      message: z.string(),
      details: z.record(z.string(), z.unknown()),
    }),
  })
  .meta({ id: "ErrorEnvelope" });

const listMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  search: z
    .object({
      query: z.string(),
      correctedQuery: z
        .string()
        .nullable()
        .meta({ description: "The query with misspelt words corrected, when some word matched nothing exactly" }),
    })
    .optional()
    .meta({ description: "Present when the list was searched" }),
});

function errorResponsesFor(o: OperationDoc) {
  const codes: ErrorCode[] = ["VALIDATION_ERROR", "INTERNAL_ERROR"];
  if (o.auth !== "none") codes.push("INVALID_API_KEY", "UNAUTHORIZED", "RATE_LIMIT_EXCEEDED");
  if (o.method === "POST") codes.push("IDEMPOTENCY_CONFLICT");
  if (o.params) codes.push(o.path.includes("{productId}") ? "PRODUCT_NOT_FOUND" : "NOT_FOUND");
  const byStatus = new Map<number, ErrorCode[]>();
  for (const c of codes) byStatus.set(ERROR_CODES[c].status, [...(byStatus.get(ERROR_CODES[c].status) ?? []), c]);
  return Object.fromEntries(
    [...byStatus].map(([status, cs]) => [
      String(status),
      { description: cs.join(" or "), content: { "application/json": { schema: errorEnvelope } } },
    ]),
  );
}

function successResponse(o: OperationDoc) {
  if (o.produces) return { description: "File", content: { [o.produces]: { schema: z.string() } } };
  const data = o.response ?? z.unknown();
  const envelope = o.list
    ? z.object({ success: z.literal(true), data: z.array(data), meta: listMeta })
    : z.object({ success: z.literal(true), data });
  return { description: "Success", content: { "application/json": { schema: envelope } } };
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the routes validate with. */
export function buildOpenApiDocument(serverUrl: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const o of registeredOperations()) {
    paths[o.path] ??= {};
    paths[o.path][o.method.toLowerCase() as "get"] = {
      summary: o.summary,
      description:
        [o.description, o.scope ? `Scope: \`${o.scope}\`.` : "", o.auth === "session" ? "Dashboard session only." : ""]
          .filter(Boolean)
          .join("\n\n") || undefined,
      tags: o.tags,
      security: o.auth === "none" || o.auth === "session" ? [] : [{ bearer: [] }],
      // zod-openapi reads every key it is given: pass only the parameter kinds the operation has.
      requestParams: { ...(o.params && { path: o.params }), ...(o.query && { query: o.query }) },
      requestBody: o.body ? { content: { "application/json": { schema: o.body } } } : undefined,
      responses: { [String(o.successStatus)]: successResponse(o), ...errorResponsesFor(o) },
    };
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "AI Marketplace API",
      version: "1.0.0",
      description: "Prompts and workflows marketplace. Every response uses the envelope { success, data | error, meta }.",
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "API key: mk_live_…" } } },
    paths,
  });
}
