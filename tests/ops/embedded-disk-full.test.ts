import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { callInstance, embeddedPhase, startAppProcess, type AppProcess } from "../support/app-process";

// The disk holding the embedded database fills (docs/operations.md#disk-full): a server runs on PGlite in a folder
// on a small tmpfs mounted by this test (it runs as root, as CI does); a filler file takes the rest of the space.
// Writes answer 503 SERVICE_UNAVAILABLE saying the database's disk is full, reads keep being served, and once
// space is freed writes work again, without a restart.
const run = promisify(execFile);
let mountedAt: string | undefined;
let app: AppProcess | undefined;

afterAll(async () => {
  await app?.stop("SIGKILL");
  if (mountedAt) await run("umount", [mountedAt]).catch(() => {});
});

const product = (i: number | string) => ({
  title: `Disk test ${i}`,
  description: "Written while the disk fills.",
  type: "PROMPT",
  category: "marketing",
  price: 0,
  content: "Say {{word}}.",
});

describe("the disk holding the embedded database is full", () => {
  it("writes answer 503 with the cause, reads go on, writes work again once space is freed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-full-"));
    await run("mount", ["-t", "tmpfs", "-o", "size=256m", "tmpfs", dir]).catch((err: Error) => {
      throw new Error(`this test mounts a tmpfs and must run as root: ${err.message}`);
    });
    mountedAt = dir;
    const seed = await embeddedPhase(dir, "create", "http://127.0.0.1:9/v1");
    app = await startAppProcess(
      { AUTO_SEED: "false", STORAGE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "pglite-full-files-")) },
      { embeddedIn: dir },
    );
    const before = await callInstance(app, "/products", { key: seed.apiKey, json: product("before") });
    expect(before.status).toBe(201);

    // Take every free byte but one page.
    const filler = path.join(dir, "filler");
    const st = fs.statfsSync(dir);
    fs.writeFileSync(filler, Buffer.alloc(Number(st.bavail) * Number(st.bsize) - 4096));
    const statuses: { status: number; code?: string; reason?: string; retryAfter: string | null }[] = [];
    // The first writes may still fit in pages already allocated; once the disk is needed, each write fails clearly.
    for (let i = 0; i < 400 && statuses.filter((s) => s.status !== 201).length < 3; i++) {
      const r = await callInstance(app, "/products", { key: seed.apiKey, json: { ...product(i), description: "x".repeat(1900) } });
      statuses.push({
        status: r.status,
        code: r.body?.error?.code,
        reason: r.body?.error?.details?.reason,
        retryAfter: r.headers.get("retry-after"),
      });
    }
    const written = statuses.filter((s) => s.status === 201).length;
    console.log(`embedded database disk full: ${written} writes fit, then ${JSON.stringify(statuses.filter((s) => s.status !== 201))}`);
    expect(statuses.filter((s) => s.status !== 201 && s.status !== 503)).toEqual([]);
    const refused = statuses.filter((s) => s.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const s of refused) expect(s).toMatchObject({ code: "SERVICE_UNAVAILABLE", reason: "database_disk_full", retryAfter: "60" });

    // Reads go on, and the process is alive and ready.
    expect((await callInstance(app, `/products/${before.body.data.id}`, { key: seed.apiKey })).status).toBe(200);
    expect((await callInstance(app, "/me", { key: seed.apiKey })).status).toBe(200);
    expect((await fetch(`${app.url}/api/ready`)).status).toBe(200);
    expect(app.exit()).toBeNull();

    // Space freed: writes work again, no restart.
    fs.rmSync(filler);
    const after = await callInstance(app, "/products", { key: seed.apiKey, json: product("after") });
    expect(after.status).toBe(201);
    expect((await callInstance(app, `/products/${after.body.data.id}`, { key: seed.apiKey })).status).toBe(200);
  }, 240_000);
});
