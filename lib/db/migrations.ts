import fs from "node:fs";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

// Prisma's own schema engine compiled to WebAssembly: the native one cannot be downloaded here
// (docs/decisions/002-wasm-schema-engine-migrations.md). Same engine as `prisma migrate deploy`, same folder layout.

const root = process.cwd();
const schemaPath = path.join(root, "prisma/schema.prisma");
const migrationsDir = path.join(root, "prisma/migrations");

type Engine = {
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  diff(input: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  free(): void;
};

/**
 * @prisma/adapter-pg runs a migration script by splitting it on every ";", which breaks the ";" inside
 * $$-quoted function bodies (trigger functions in hand-written migrations). A parameterless query goes over
 * PostgreSQL's simple protocol, which runs a whole multi-statement script as written, like psql does.
 */
function wholeScripts(factory: SqlMigrationAwareDriverAdapterFactory): SqlMigrationAwareDriverAdapterFactory {
  if (factory.adapterName !== "@prisma/adapter-pg") return factory;
  const whole = (adapter: SqlDriverAdapter) =>
    Object.assign(adapter, {
      executeScript: async (script: string) => {
        await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
      },
    });
  return Object.assign(Object.create(factory) as SqlMigrationAwareDriverAdapterFactory, {
    connect: async () => whole(await factory.connect()),
    connectToShadowDb: async () => whole(await factory.connectToShadowDb()),
  });
}

async function loadEngine(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<Engine> {
  const bg = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  // Built at run time so bundlers leave the .wasm file where npm put it.
  const wasmPath = path.join(root, "node_modules/@prisma/schema-engine-wasm/schema_engine_bg.wasm");
  const instance = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(wasmPath)), {
    "./schema_engine_bg.js": bg,
  });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  const datamodel = fs.readFileSync(schemaPath, "utf8");
  return bg.SchemaEngine.new(
    { datamodels: [["schema.prisma", datamodel]] },
    () => {},
    bindMigrationAwareSqlAdapterFactory(wholeScripts(adapter)),
  );
}

function migrationsList() {
  const folders = fs.existsSync(migrationsDir)
    ? fs
        .readdirSync(migrationsDir, { withFileTypes: true })
        .filter((d) => d.isDirectory() && fs.existsSync(path.join(migrationsDir, d.name, "migration.sql")))
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(migrationsDir, "migration_lock.toml");
  return {
    baseDir: migrationsDir,
    lockfile: {
      path: "migration_lock.toml",
      content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: folders.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: fs.readFileSync(path.join(migrationsDir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

/** The migrations this build ships (folder names, in order): readiness checks the database has them all. */
export function migrationNames(): string[] {
  return migrationsList().migrationDirectories.map((d) => d.path);
}

const filters = { externalTables: [], externalEnums: [] };

/** Applies pending migrations, recording them in _prisma_migrations as `prisma migrate deploy` does. */
export async function applyMigrations(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<string[]> {
  const engine = await loadEngine(adapter);
  try {
    const out = await engine.applyMigrations({ migrationsList: migrationsList(), filters });
    return out.appliedMigrationNames;
  } finally {
    engine.free();
  }
}

/** SQL that takes the migrations folder to the current schema.prisma ("" when nothing changed). */
export async function diffSchemaAgainstMigrations(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const engine = await loadEngine(adapter);
  try {
    const list = migrationsList();
    const from = list.migrationDirectories.length ? { tag: "migrations", ...list } : { tag: "empty" };
    const to = {
      tag: "schemaDatamodel",
      files: [{ path: "schema.prisma", content: fs.readFileSync(schemaPath, "utf8") }],
    };
    const out = await engine.diff({ from, to, script: true, exitCode: null, filters });
    const sql = out.stdout ?? "";
    return sql.includes("-- This is an empty migration.") ? "" : sql;
  } finally {
    engine.free();
  }
}
