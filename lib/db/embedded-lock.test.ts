import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EmbeddedDatabaseBusyError, lockEmbeddedDatabase, unlockEmbeddedDatabase } from "@/lib/db/embedded-lock";

const dirs: string[] = [];
function folder(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "pglite");
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) {
    unlockEmbeddedDatabase(dir);
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

const holderOf = (dir: string) => JSON.parse(fs.readFileSync(`${dir}.lock`, "utf8"));

describe("embedded database lock", () => {
  it("is taken by the first opener and taken again by the same process without error", () => {
    const dir = folder();
    lockEmbeddedDatabase(dir);
    lockEmbeddedDatabase(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    unlockEmbeddedDatabase(dir);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("refuses while a live process holds it, naming that process", () => {
    const dir = folder();
    // The parent of this test process is alive and is not us.
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: process.ppid, command: "next start", since: "2026-01-01T00:00:00Z" }));
    expect(() => lockEmbeddedDatabase(dir)).toThrow(EmbeddedDatabaseBusyError);
    expect(() => lockEmbeddedDatabase(dir)).toThrow(`pid ${process.ppid}: next start`);
    expect(holderOf(dir).pid).toBe(process.ppid);
    // Not ours to release.
    unlockEmbeddedDatabase(dir);
    expect(holderOf(dir).pid).toBe(process.ppid);
    fs.rmSync(`${dir}.lock`);
  });

  it("takes over a lock whose holder has died, or a torn lock file", () => {
    const dir = folder();
    // Above the kernel's pid_max (2^22), so no process can have it.
    fs.writeFileSync(`${dir}.lock`, JSON.stringify({ pid: 5_000_000, command: "killed", since: "" }));
    lockEmbeddedDatabase(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    unlockEmbeddedDatabase(dir);

    fs.writeFileSync(`${dir}.lock`, "{");
    lockEmbeddedDatabase(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
  });
});
