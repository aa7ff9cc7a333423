import type { NextRequest } from "next/server";
import { codeResponse } from "@/lib/api/envelope";
import { newId } from "@/lib/ids";

// Any path under /api/v1 that no route claims: 404 in the envelope, whatever the method.
function notFound(req: NextRequest) {
  const requestId = req.headers.get("x-request-id") ?? newId("req", 20);
  const res = codeResponse("NOT_FOUND", requestId, `No route ${req.method} ${req.nextUrl.pathname}`);
  res.headers.set("X-Request-Id", requestId);
  return Promise.resolve(res);
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
