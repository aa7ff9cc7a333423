// npm run db:migrate — applies pending migrations to the configured database (DATABASE_URL, or the embedded PGlite).
import { createAdapterFactory, databaseKind } from "@/lib/db/adapter";
import { applyMigrations } from "@/lib/db/migrations";

const { factory, pool } = await createAdapterFactory();
const applied = await applyMigrations(factory as never);
await pool?.end();
console.log(
  applied.length
    ? `Applied ${applied.length} migration(s) to ${databaseKind()}: ${applied.join(", ")}`
    : `No pending migrations (${databaseKind()}).`,
);
process.exit(0);
