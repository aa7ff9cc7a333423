import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { databaseKind, dumpPglite, openPglite, pgliteDir } from "@/lib/db/adapter";
import { dumpEmbeddedDatabase } from "@/lib/db/client";
import { embeddedDatabaseHolder, lockEmbeddedDatabase, unlockEmbeddedDatabase } from "@/lib/db/embedded-lock";
import { log } from "@/lib/log";

/**
 * Backups of the embedded (PGlite) database, consistent while the server runs (docs/operations.md#backups;
 * docs/decisions/046-embedded-backup-through-the-server.md). PGlite admits one process per data folder, so a backup
 * taken while a server holds it is taken by that server: `npm run admin -- db:backup` drops a request file beside
 * the folder and sends the holder SIGUSR2; the server writes the copy and a result file. With no server running the
 * command opens the folder itself. Nothing listens on the network for this.
 */

/** How long the command waits for the server's copy. */
const SERVER_BACKUP_TIMEOUT_MS = 300_000;

const listenerFile = (dir: string) => `${dir}.backup-listener`;
const requestPrefix = (dir: string) => `${path.basename(dir)}.backup-request-`;
const resultFile = (dir: string, id: string) => `${dir}.backup-result-${id}.json`;

export type BackupResult = { file: string; bytes: number; via: "server" | "direct"; pid: number };

/** Writes `dump` to `target` through a temporary name, so a half-written backup never carries the final name. */
async function writeAtomically(target: string, dump: Blob): Promise<number> {
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = `${target}.partial-${process.pid}`;
  try {
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, target);
  } catch (err) {
    await fs.promises.rm(partial, { force: true }).catch(() => {});
    throw err;
  }
  return bytes.length;
}

let listening = false;
let queue: Promise<void> = Promise.resolve();

/** The server's side (lib/startup.ts, embedded database only): answers backup requests sent with SIGUSR2. */
export function installBackupListener(): void {
  if (listening || databaseKind() !== "pglite") return;
  listening = true;
  const dir = pgliteDir();
  const parent = path.dirname(dir);
  fs.writeFileSync(listenerFile(dir), JSON.stringify({ pid: process.pid }));
  process.once("exit", () => {
    try {
      const owner = JSON.parse(fs.readFileSync(listenerFile(dir), "utf8")) as { pid: number };
      if (owner.pid === process.pid) fs.rmSync(listenerFile(dir), { force: true });
    } catch {
      // already gone
    }
  });
  process.on("SIGUSR2", () => {
    // One copy at a time, in the order asked.
    queue = queue.then(async () => {
      const names = fs.readdirSync(parent).filter((n) => n.startsWith(requestPrefix(dir)) && n.endsWith(".json"));
      for (const name of names) {
        const id = name.slice(requestPrefix(dir).length, -".json".length);
        let result: Record<string, unknown>;
        try {
          const request = JSON.parse(fs.readFileSync(path.join(parent, name), "utf8")) as { target: string };
          fs.rmSync(path.join(parent, name), { force: true });
          const started = Date.now();
          const bytes = await writeAtomically(request.target, await dumpEmbeddedDatabase());
          log.info("embedded database backed up", { file: request.target, bytes, ms: Date.now() - started });
          result = { ok: true, bytes, pid: process.pid };
        } catch (err) {
          fs.rmSync(path.join(parent, name), { force: true });
          log.error("embedded database backup failed", { error: String(err) });
          result = { ok: false, error: err instanceof Error ? err.message : String(err), pid: process.pid };
        }
        fs.writeFileSync(resultFile(dir, id), JSON.stringify(result));
      }
    });
  });
}

/**
 * `npm run admin -- db:backup --to <file>`: a consistent gzipped copy of the embedded database, from the running
 * server when one holds the folder, else by opening the folder here.
 */
export async function backupEmbeddedDatabase(to: string, opts: { timeoutMs?: number } = {}): Promise<BackupResult> {
  if (databaseKind() !== "pglite")
    throw new Error("DATABASE_URL is set: back PostgreSQL up with pg_dump or PITR (docs/operations.md#backups)");
  const target = path.resolve(to);
  if (!fs.existsSync(path.dirname(target))) throw new Error(`The folder of ${target} does not exist`);
  const dir = pgliteDir();
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw new Error(`No embedded database in ${dir}`);
  const holder = embeddedDatabaseHolder(dir);
  if (!holder) {
    // No server: open the folder here (taking its lock, so a server starting meanwhile waits for nothing broken).
    lockEmbeddedDatabase(dir);
    try {
      const pglite = await openPglite(dir);
      try {
        return { file: target, bytes: await writeAtomically(target, await dumpPglite(pglite)), via: "direct", pid: process.pid };
      } finally {
        await pglite.close();
      }
    } finally {
      unlockEmbeddedDatabase(dir);
    }
  }
  let listener: { pid: number } | null = null;
  try {
    listener = JSON.parse(fs.readFileSync(listenerFile(dir), "utf8")) as { pid: number };
  } catch {
    listener = null;
  }
  if (listener?.pid !== holder.pid) {
    throw new Error(
      `The embedded database in ${dir} is open in pid ${holder.pid} (${holder.command}), which takes no backup requests. ` +
        "Run db:backup while the server runs (it makes the copy) or after that process ends.",
    );
  }
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
  const result = resultFile(dir, id);
  fs.writeFileSync(path.join(path.dirname(dir), `${requestPrefix(dir)}${id}.json`), JSON.stringify({ target }));
  process.kill(holder.pid, "SIGUSR2");
  const deadline = Date.now() + (opts.timeoutMs ?? SERVER_BACKUP_TIMEOUT_MS);
  while (!fs.existsSync(result)) {
    if (Date.now() > deadline)
      throw new Error(
        `The server (pid ${holder.pid}) wrote no backup within ${Math.round((opts.timeoutMs ?? SERVER_BACKUP_TIMEOUT_MS) / 1000)} s`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
  const outcome = JSON.parse(fs.readFileSync(result, "utf8")) as { ok: boolean; bytes?: number; error?: string; pid: number };
  fs.rmSync(result, { force: true });
  if (!outcome.ok) throw new Error(`The server (pid ${outcome.pid}) could not write the backup: ${outcome.error}`);
  return { file: target, bytes: outcome.bytes!, via: "server", pid: outcome.pid };
}

/**
 * `npm run admin -- db:restore --from <file>`: fills an empty (or absent) embedded data folder from a backup. It
 * refuses a folder that holds a database or is open in a process: move the old folder aside first.
 */
export async function restoreEmbeddedDatabase(from: string): Promise<{ dir: string; bytes: number }> {
  if (databaseKind() !== "pglite") throw new Error("DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md#backups)");
  const dir = pgliteDir();
  const holder = embeddedDatabaseHolder(dir);
  if (holder) throw new Error(`The embedded database in ${dir} is open in pid ${holder.pid} (${holder.command}); stop it first`);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new Error(`${dir} is not empty: move it aside (keep it until the restored database is checked), then run db:restore again`);
  }
  const bytes = fs.readFileSync(path.resolve(from));
  fs.mkdirSync(dir, { recursive: true });
  lockEmbeddedDatabase(dir);
  try {
    const pglite = await openPglite(dir, new Blob([bytes]));
    try {
      await pglite.query("SELECT 1");
    } finally {
      await pglite.close();
    }
  } catch (err) {
    // A file that is no backup leaves the folder as it found it: empty.
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  } finally {
    unlockEmbeddedDatabase(dir);
  }
  return { dir, bytes: bytes.length };
}
