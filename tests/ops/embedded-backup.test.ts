import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { callInstance, embeddedPhase, sharedSecrets, startAppProcess, type AppProcess } from "../support/app-process";

// `npm run admin -- db:backup` on the embedded database while the server runs and takes writes
// (docs/operations.md#backups, ADR 046): the server makes the copy when asked by SIGUSR2; `db:restore` fills a fresh
// folder from it; a server started on that folder has the data written before the backup began.
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const started: AppProcess[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

afterAll(async () => {
  await Promise.all(started.map((p) => p.stop("SIGKILL")));
});

/** The admin CLI on the embedded database in `dir`, as an operator runs it. */
async function admin(dir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...sharedSecrets, DATA_DIR: dir, LOG_LEVEL: "error" };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  const { stdout } = await run("npm", ["run", "-s", "admin", "--", ...args], { env, cwd: root, timeout: 180_000 });
  return stdout.trim().split("\n");
}

describe("db:backup of the embedded database while the server runs", () => {
  it("copies a consistent database while writes go on; restored into a fresh folder, a server started on it has the data", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-live-"));
    const restored = fs.mkdtempSync(path.join(os.tmpdir(), "backup-restored-"));
    const target = path.join(os.tmpdir(), `promptly-backup-${Date.now()}.tar.gz`);
    const seed = await embeddedPhase(dir, "create", "http://127.0.0.1:9/v1");
    const app = await startAppProcess({ AUTO_SEED: "false" }, { embeddedIn: dir });
    started.push(app);

    // A writer creates products one after another for the whole test.
    const made: { id: string; answeredAt: number }[] = [];
    const failures: unknown[] = [];
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const r = await callInstance(app, "/products", {
          key: seed.apiKey,
          json: {
            title: `Backup test ${i}`,
            description: "Written while the backup runs.",
            type: "PROMPT",
            category: "marketing",
            price: 0,
            content: "Say {{word}}.",
          },
        });
        if (r.status === 201) made.push({ id: r.body.data.id, answeredAt: Date.now() });
        else failures.push({ status: r.status, body: r.body });
      }
    })();
    while (made.length < 5) await sleep(20);

    const backupStartedAt = Date.now();
    const lines = await admin(dir, "db:backup", "--to", target);
    const backupEndedAt = Date.now();
    expect(lines.at(-1)).toBe(target);
    // Go on until some writes were answered well after the backup ended: on a quiet machine several land within 50 ms.
    while (made.filter((m) => m.answeredAt > backupEndedAt + 50).length < 3) await sleep(20);
    writing = false;
    await writer;
    expect(failures).toEqual([]);
    expect(fs.statSync(target).size).toBeGreaterThan(0);
    // The server was never stopped for it: it made the copy itself.
    expect(app.exit()).toBeNull();
    await app.stop("SIGTERM");

    // Restore into a fresh folder and start a server on it.
    await admin(restored, "db:restore", "--from", target);
    const back = await startAppProcess({ AUTO_SEED: "false" }, { embeddedIn: restored });
    started.push(back);
    const status = async (id: string) => (await callInstance(back, `/products/${id}`, { key: seed.apiKey })).status;
    const before = made.filter((m) => m.answeredAt < backupStartedAt);
    const later = made.filter((m) => m.answeredAt > backupEndedAt + 50);
    console.log(
      `db:backup under writes: ${made.length} products written, ${before.length} before the backup began, ` +
        `${later.length} after it ended; the backup took ${backupEndedAt - backupStartedAt} ms (${fs.statSync(target).size} bytes)`,
    );
    expect(before.length).toBeGreaterThanOrEqual(5);
    for (const m of before) expect(await status(m.id)).toBe(200);
    // A copy of one moment: what was written after it ended is not in it.
    expect(later.length).toBeGreaterThan(0);
    for (const m of later) expect(await status(m.id)).toBe(404);
    // The restored database takes writes too.
    const more = await callInstance(back, "/products", {
      key: seed.apiKey,
      json: {
        title: "After restore",
        description: "Written on the restored copy.",
        type: "PROMPT",
        category: "marketing",
        price: 0,
        content: "Say {{word}}.",
      },
    });
    expect(more.status).toBe(201);
    fs.rmSync(target, { force: true });
  }, 300_000);
});
