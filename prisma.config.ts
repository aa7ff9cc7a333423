import { defineConfig } from "prisma/config";

// Migrations run through the wasm schema engine (scripts/db/migrate.ts); this file serves `prisma generate`.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
