import { db } from "@/lib/db/client";
import { databaseKind } from "@/lib/db/adapter";
import { isTestMode } from "@/lib/payments/mode";

export async function checkHealth() {
  const started = Date.now();
  let database: { status: "ok" | "down"; kind: string; latencyMs?: number } = { status: "down", kind: databaseKind() };
  try {
    const client = await db();
    await client.$queryRaw`SELECT 1`;
    database = { status: "ok", kind: databaseKind(), latencyMs: Date.now() - started };
  } catch {
    // reported as down; details stay in the server log
  }
  return {
    status: database.status === "ok" ? "ok" : "degraded",
    uptimeSeconds: Math.round(process.uptime()),
    database,
    /** No real payments on this install (lib/payments/mode.ts). */
    testMode: isTestMode(),
  };
}
