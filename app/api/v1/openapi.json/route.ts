import "../route-index";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { env } from "@/lib/env";

// A relative server URL resolves against wherever the document was fetched from, behind any proxy.
export function GET() {
  const appUrl = env().APP_URL;
  return Response.json(buildOpenApiDocument(appUrl ? `${appUrl.replace(/\/$/, "")}/api/v1` : "/api/v1"));
}
