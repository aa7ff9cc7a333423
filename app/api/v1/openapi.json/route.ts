import type { NextRequest } from "next/server";
import "../route-index";
import { buildOpenApiDocument } from "@/lib/api/openapi";

export function GET(req: NextRequest) {
  return Response.json(buildOpenApiDocument(`${req.nextUrl.origin}/api/v1`));
}
