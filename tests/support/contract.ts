import type { OperationDoc } from "@/lib/api/openapi-registry";
import { ERROR_CODES } from "@/lib/errors";
import { baseUrl } from "./server";

// The contract test: every response a test receives through api() is checked against the OpenAPI document
// (status declared for the operation) and against the operation's own zod response schema (the same object the
// document is generated from, read from the running server's registry in this process). View schemas are strict
// objects, so an undeclared field fails too. Drift between code and document fails the test that saw it.

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };
let doc: Promise<Doc> | undefined;

function documentOnce(): Promise<Doc> {
  doc ??= baseUrl().then(async (base) => (await fetch(`${base}/api/v1/openapi.json`)).json() as Promise<Doc>);
  return doc;
}

function operations(): readonly OperationDoc[] {
  return ((globalThis as Record<string, unknown>).__apiOperations ?? []) as OperationDoc[];
}

function matchOperation(method: string, pathname: string): OperationDoc | undefined {
  const path = pathname.replace(/^\/api\/v1/, "");
  return operations().find((o) => {
    if (o.method !== method) return false;
    const pattern = new RegExp(`^${o.path.replace(/\{\w+\}/g, "[^/]+")}$`);
    return pattern.test(path);
  });
}

function fail(where: string, problem: string, text: string): never {
  throw new Error(`Contract: ${where} ${problem}\n${text.slice(0, 500)}`);
}

/** Throws when the response breaks the document; returns quietly otherwise. */
export async function assertMatchesContract(
  method: string,
  url: string,
  res: { status: number; headers: Headers; text: string },
): Promise<void> {
  const document = await documentOnce();
  const { pathname } = new URL(url);
  const where = `${method} ${pathname} → ${res.status}`;
  const type = res.headers.get("content-type") ?? "";
  if (res.status === 308) return; // Next.js's trailing-slash redirect, before any route
  if (!res.headers.get("x-request-id")) fail(where, "has no X-Request-Id header", res.text);
  const o = matchOperation(method, pathname);
  if (res.status >= 400) {
    if (!type.startsWith("application/json")) fail(where, `is an error without the JSON envelope (${type})`, res.text);
    const body = JSON.parse(res.text);
    if (body.success !== false || !(body.error?.code in ERROR_CODES) || typeof body.error.message !== "string") {
      fail(where, "is not the error envelope", res.text);
    }
    if (!o) return; // 404 for an unknown path, 405 for an unsupported method: no operation to declare them
    const declared = document.paths[o.path][method.toLowerCase()].responses;
    if (!declared[String(res.status)]) fail(where, `answers ${res.status}, which ${o.operationId} does not declare`, res.text);
    return;
  }
  if (!o) fail(where, "succeeded on a path no operation declares", res.text);
  const declared = document.paths[o.path][method.toLowerCase()].responses[String(res.status)];
  if (!declared) fail(where, `answers ${res.status}, which ${o.operationId} does not declare`, res.text);
  if (res.status >= 300 && res.status < 400) {
    if (!res.headers.get("location")) fail(where, "is a redirect without Location", "");
    return;
  }
  if (o.produces) {
    if (!o.produces.some((t) => type.startsWith(t))) fail(where, `is ${type}, not one of ${o.produces.join(", ")}`, "");
    return;
  }
  const body = JSON.parse(res.text);
  const keys = Object.keys(body).sort().join(",");
  if (keys !== (o.list ? "data,meta,success" : "data,success") || body.success !== true) fail(where, `has envelope keys ${keys}`, res.text);
  const items: unknown[] = o.list ? body.data : [body.data];
  if (o.list && !Array.isArray(body.data)) fail(where, "is a list whose data is not an array", res.text);
  for (const item of items) {
    const parsed = o.response.safeParse(item);
    if (!parsed.success) {
      fail(where, `data does not match ${o.operationId}'s response schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`, res.text);
    }
  }
}
