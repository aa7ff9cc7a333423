import fs from "node:fs";
import pg from "pg";
import { testDatabase } from "./database";

/** Creates the run's PostgreSQL database (dropped afterwards) or nothing for PGlite (a temp folder). */
export async function setup() {
  if (!fs.existsSync(".next/BUILD_ID")) {
    throw new Error("No production build: run `npm run build` first (npm test does it for you).");
  }
  if (testDatabase.kind !== "postgresql") return;
  const admin = new pg.Client({ connectionString: testDatabase.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${testDatabase.name}"`);
  await admin.end();
  process.env.DATABASE_URL = testDatabase.env.DATABASE_URL;
  const { PrismaPg } = await import("@prisma/adapter-pg");
  const { applyMigrations } = await import("../../lib/db/migrations");
  await applyMigrations(new PrismaPg({ connectionString: testDatabase.env.DATABASE_URL }) as never);
}

export async function teardown() {
  fs.rmSync(testDatabase.env.DATA_DIR, { recursive: true, force: true });
  if (testDatabase.kind !== "postgresql") return;
  const admin = new pg.Client({ connectionString: testDatabase.adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${testDatabase.name}" WITH (FORCE)`);
  await admin.end();
}
