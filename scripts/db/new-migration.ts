// npm run db:migration -- --name <name> — writes prisma/migrations/<timestamp>_<name>/migration.sql from the schema diff.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { diffSchemaAgainstMigrations } from "@/lib/db/migrations";

const { values } = parseArgs({ options: { name: { type: "string" } } });
const name = values.name
  ?.trim()
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_");
if (!name) {
  console.error("Usage: npm run db:migration -- --name <name>");
  process.exit(2);
}
// The diff replays the existing migrations on a throw-away in-memory database. The adapter's own shadow
// database loads no extensions, so migrations that create pg_trgm would fail there: give it one that does.
const factory = new PrismaPGlite(new PGlite({ extensions: { pg_trgm } }));
factory.connectToShadowDb = () => new PrismaPGlite(new PGlite({ extensions: { pg_trgm } })).connect();
const sql = await diffSchemaAgainstMigrations(factory as never);
if (!sql.trim()) {
  console.log("The schema matches the migrations: nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = path.join("prisma/migrations", `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
const lock = path.join("prisma/migrations/migration_lock.toml");
if (!fs.existsSync(lock)) fs.writeFileSync(lock, 'provider = "postgresql"\n');
console.log(`Wrote ${dir}/migration.sql`);
process.exit(0);
