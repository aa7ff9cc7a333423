import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import pg from "pg";

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
  AI_FIRST_BYTE_TIMEOUT_MS: "1500",
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

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates a migrated PostgreSQL database named `name` on the test server and returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  if (!serverUrl) throw new Error("createDatabase needs the PostgreSQL pass (TEST_DATABASE_URL)");
  const url = withDatabase(serverUrl, name);
  // A copy of the run's migrated template (made by global-setup.ts) takes a second; migrating anew took minutes
  // beside the other test files.
  const template = `${testDatabase.name}_tpl`;
  if (name !== template && (await adminQuery(`SELECT 1 FROM pg_database WHERE datname = '${template}'`)).rowCount) {
    await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    return url;
  }
  await adminQuery(`CREATE DATABASE "${name}"`);
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { applyMigrations } = await import("../../lib/db/migrations");
  await applyMigrations(new PrismaPg({ connectionString: url }) as never);
  if (name === template) {
    // No one may be connected to a template while it is copied: end the migration's own connections.
    await adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${template}' AND pid <> pg_backend_pid()`);
  }
  return url;
}

export async function dropDatabase(name: string): Promise<void> {
  if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
