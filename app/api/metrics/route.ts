import { metricsAccess, scrapeMetrics } from "@/lib/ops/scrape";

export const dynamic = "force-dynamic";

/** Prometheus scrape (docs/operations.md#metrics): 404 without METRICS_TOKEN set, 401 without the right bearer token. */
export async function GET(req: Request) {
  const access = metricsAccess(req.headers.get("authorization"));
  if (access === "disabled") return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  if (access === "denied") {
    return new Response("Unauthorized\n", {
      status: 401,
      headers: { "Content-Type": "text/plain", "WWW-Authenticate": 'Bearer realm="metrics"' },
    });
  }
  const { contentType, body } = await scrapeMetrics();
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}
