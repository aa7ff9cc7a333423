import { db } from "@/lib/db/client";
import { databaseKind } from "@/lib/db/adapter";

export async function checkHealth() {
  const started = Date.now();
  let database: { status: "ok" | "down"; kind: string; latencyMs?: number } = { status: "down", kind: databaseKind() };
  try {
    await (
      await db()
    ).$queryRaw`SELECT 1`;
    database = { status: "ok", kind: databaseKind(), latencyMs: Date.now() - started };
  } catch {
    // reported as down; details stay in the server log
  }
  return {
    status: database.status === "ok" ? "ok" : "degraded",
    uptimeSeconds: Math.round(process.uptime()),
    memoryMb: Math.round(process.memoryUsage().rss / 1048576),
    database,
  };
}
