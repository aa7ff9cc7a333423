import type { z } from "zod";
import type { AuthMode } from "@/lib/api/authenticate";
import type { Scope } from "@/lib/auth/scopes";
import type { ErrorCode } from "@/lib/errors";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type OperationDoc = {
  path: string;
  method: HttpMethod;
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  auth: AuthMode | "none" | "optional";
  scope?: Scope;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  successStatus: number;
  /** A streamed alternative to the JSON success body (text/event-stream), described by this schema. */
  eventStream?: z.ZodType;
  /** Non-JSON success bodies (downloads, PDFs): their media types. */
  produces?: string[];
  /** When the operation may answer 302 to a URL elsewhere (a presigned object-storage URL): what the redirect is. */
  redirects?: string;
  list?: boolean;
  errors: ErrorCode[];
  upload: boolean;
  idempotent: boolean;
};

// Filled as route modules load; app/api/v1/route-index.ts imports them all for the document.
const operations: OperationDoc[] = ((globalThis as Record<string, unknown>).__apiOperations ??= []) as OperationDoc[];

export function registerOperation(op: OperationDoc): void {
  const i = operations.findIndex((o) => o.path === op.path && o.method === op.method);
  if (i >= 0) operations[i] = op;
  else operations.push(op);
}

export function registeredOperations(): readonly OperationDoc[] {
  return operations;
}
