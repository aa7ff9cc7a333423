import fs from "node:fs";
import { createDatabase, dropDatabase, testDatabase } from "./database";

/** Creates the run's PostgreSQL database (dropped afterwards) or nothing for PGlite (a temp folder). */
export async function setup() {
  if (!fs.existsSync(".next/BUILD_ID")) {
    throw new Error("No production build: run `npm run build` first (npm test does it for you).");
  }
  if (testDatabase.kind !== "postgresql") return;
  // Migrated once as a template; the run's database and every test's own database are copies of it.
  await createDatabase(`${testDatabase.name}_tpl`);
  process.env.DATABASE_URL = await createDatabase(testDatabase.name);
}

export async function teardown() {
  fs.rmSync(testDatabase.env.DATA_DIR, { recursive: true, force: true });
  if (testDatabase.kind === "postgresql") {
    await dropDatabase(testDatabase.name);
    await dropDatabase(`${testDatabase.name}_tpl`);
  }
}
