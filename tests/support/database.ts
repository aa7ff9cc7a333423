import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";

// Decided once when the config loads, so the main process and the worker agree.
const runId = (process.env.TEST_RUN_ID ??= `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`);
const serverUrl = process.env.TEST_DATABASE_URL;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const dataDir = path.join(os.tmpdir(), `marketplace-test-${runId}`);
// Settings every run shares; the PostgreSQL run adds its fresh database's URL.
const common: Record<string, string> = {
  DATA_DIR: dataDir,
  AUTO_SEED: "false",
  LOG_LEVEL: "warn",
  WEBHOOK_ALLOW_PRIVATE: "true",
  WEBHOOK_CA_FILE: path.join(dataDir, "webhook-tls", "cert.pem"),
  AI_TIMEOUT_MS: "2000",
  // Absent unless a test writes it (tests/ai/models.test.ts): the built-in price table applies.
  AI_MODEL_CATALOG_FILE: path.join(dataDir, "ai-models.json"),
  NEXTAUTH_URL: "http://127.0.0.1",
};

export const testDatabase = serverUrl
  ? {
      kind: "postgresql" as const,
      name: `marketplace_test_${runId}`,
      adminUrl: serverUrl,
      env: { ...common, DATABASE_URL: withDatabase(serverUrl, `marketplace_test_${runId}`) } as Record<string, string>,
    }
  : { kind: "pglite" as const, name: runId, adminUrl: undefined, env: common };
