import { NextRequest } from "next/server";
import { errorResponse } from "@/lib/api/envelope";
import { cappedBody } from "@/lib/api/handler";
import { requestIdOf } from "@/lib/api/request-id";
import { AppError } from "@/lib/errors";

/** Sign-in, sign-out and csrf forms are a few hundred bytes; 64 KiB leaves room and nothing more. */
export const AUTH_MAX_BODY_BYTES = 64 * 1024;
/** Inngest sends a run's whole state (event, step results), which its own documentation caps at 32 MB. */
export const INNGEST_MAX_BODY_BYTES = 32 * 1024 * 1024;

type Handler<C> = (req: NextRequest, ctx: C) => Promise<Response> | Response;

/**
 * Route handlers we do not write ourselves (next-auth, Inngest's serve) read the body whole. This reads it first
 * through the same counted stream as /v1 (lib/api/handler.ts): past `maxBytes`, declared or streamed, the answer
 * is 413 with the error envelope and the rest is never buffered; otherwise the handler gets the same request.
 */
export function withBodyCap<C>(maxBytes: number, handler: Handler<C>): (req: NextRequest, ctx: C) => Promise<Response> {
  return async (req, ctx) => {
    if (req.method === "GET" || req.method === "HEAD") return handler(req, ctx);
    let bytes: Buffer;
    try {
      const body = cappedBody(req, maxBytes);
      const chunks: Uint8Array[] = [];
      if (body) for await (const chunk of body.stream) chunks.push(chunk);
      bytes = Buffer.concat(chunks);
    } catch (err) {
      if (err instanceof AppError) return errorResponse(err, requestIdOf(req));
      throw err;
    }
    const again = new NextRequest(req.url, {
      method: req.method,
      headers: req.headers,
      body: bytes.byteLength ? new Uint8Array(bytes) : undefined,
    });
    return handler(again, ctx);
  };
}
