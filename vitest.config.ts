import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { testDatabase } from "./tests/support/database.ts";

const root = path.resolve(import.meta.dirname);

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    reporters: ["default"],
    projects: [
      {
        // Unit tests sit beside the code and need no server, database or network: seconds. tests/rules/ checks the
        // written rules (AGENTS.md, docs/) against the code, the same way.
        extends: true,
        test: { name: "unit", include: ["lib/**/*.test.ts", "inngest/**/*.test.ts", "tests/rules/**/*.test.ts"], environment: "node" },
      },
      {
        // One process runs every file in turn against one in-process Next.js server (production build) and one
        // database: PGlite by default, PostgreSQL when TEST_DATABASE_URL names a server (a fresh database per run).
        extends: true,
        test: {
          name: "integration",
          include: ["tests/**/*.test.ts"],
          // Several app instances share a database only on PostgreSQL: these files run in the PostgreSQL pass.
          exclude: [
            ...configDefaults.exclude,
            "tests/rules/**",
            ...(testDatabase.kind === "postgresql" ? [] : ["tests/**/*.postgresql.test.ts"]),
          ],
          pool: "forks",
          maxWorkers: 1,
          isolate: false,
          fileParallelism: false,
          globalSetup: ["tests/support/global-setup.ts", "tests/webhooks/support/tls-setup.ts"],
          setupFiles: ["tests/support/smtp.ts", "tests/support/server.ts"],
          env: testDatabase.env,
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
