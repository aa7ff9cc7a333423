import "../route-index";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { requestIdOf } from "@/lib/api/request-id";
import { env } from "@/lib/env";

// A relative server URL resolves against wherever the document was fetched from, behind any proxy.
export function GET(req: Request) {
  const appUrl = env().APP_URL;
  const document = buildOpenApiDocument(appUrl ? `${appUrl.replace(/\/$/, "")}/api/v1` : "/api/v1");
  // Like every /api/v1 answer, it carries the request's id.
  return Response.json(document, { headers: { "X-Request-Id": requestIdOf(req) } });
}
