import fs from "node:fs";

/**
 * PGlite admits one process per data folder: a second opener works on its own copy and one of them loses its
 * writes. Whoever opens the folder first (the server, the admin CLI, a migration) holds this lock until it
 * exits; anyone else is refused at once with the holder's pid. A lock left by a process that died is taken over.
 * docs/decisions/006-embedded-database-single-opener.md has the reasoning.
 */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${holder.pid}: ${holder.command}). ` +
        "PGlite allows one process per data folder, so this one refuses rather than work on a private copy. " +
        "Stop that process first, or run the service on PostgreSQL (DATABASE_URL), where any number of servers and the CLI share the data.",
    );
    this.name = "EmbeddedDatabaseBusyError";
  }
}

export type LockHolder = { pid: number; command: string; since: string };

const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockHolder;
    return Number.isInteger(parsed.pid) ? parsed : null;
  } catch {
    return null;
  }
}

function release(lockPath: string): void {
  if (readHolder(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
  held.delete(lockPath);
}

/** The live process holding the PGlite folder `dir` (another than this one), or null when none does. */
export function embeddedDatabaseHolder(dir: string): LockHolder | null {
  const holder = readHolder(`${dir}.lock`);
  return holder && holder.pid !== process.pid && isAlive(holder.pid) ? holder : null;
}

/** Gives the folder up before exit (the database was closed); exiting releases it anyway. */
export function unlockEmbeddedDatabase(dir: string): void {
  release(`${dir}.lock`);
}

/** Takes the lock of the PGlite folder `dir` for this process, or throws EmbeddedDatabaseBusyError. */
export function lockEmbeddedDatabase(dir: string): void {
  const lockPath = `${dir}.lock`;
  if (held.has(lockPath)) return;
  const me: LockHolder = { pid: process.pid, command: process.argv.slice(1, 3).join(" "), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: "wx" });
      held.add(lockPath);
      process.once("exit", () => release(lockPath));
      return;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readHolder(lockPath);
    if (holder?.pid === process.pid) {
      held.add(lockPath);
      return;
    }
    if (holder && isAlive(holder.pid)) throw new EmbeddedDatabaseBusyError(dir, holder);
    // The holder died without releasing (killed, crashed) or the file is torn: take it over.
    fs.rmSync(lockPath, { force: true });
  }
  throw new EmbeddedDatabaseBusyError(dir, readHolder(lockPath) ?? { pid: 0, command: "unknown", since: "" });
}
