import { checkReadiness } from "@/lib/ops/readiness";

export const dynamic = "force-dynamic";

/** Readiness for load balancers and orchestrators (docs/operations.md#health-and-readiness): 503 names the failing check. */
export async function GET() {
  const ready = await checkReadiness();
  return Response.json(ready, { status: ready.status === "ready" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
