import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { lockEmbeddedDatabase, unlockEmbeddedDatabase } from "@/lib/db/embedded-lock";
import { uniqueEmail } from "../support/factories";
import { freePort } from "../support/free-port";

// A server on the embedded database and the admin CLI never work on two copies of one folder: while the server
// runs the CLI refuses at once; once it stops, the CLI writes to the same data the next server start reads.
const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-opener-"));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, AUTO_SEED: "false", LOG_LEVEL: "warn" };
delete env.DATABASE_URL;
delete env.PGLITE_DIR;

let server: ChildProcess | null = null;
afterAll(async () => {
  await stop("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** `next start` on the production build; resolves with its URL once healthy, or rejects with its exit and stderr. */
async function start(): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, "node_modules/.bin/next"), ["start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: root,
    env: { ...env, NEXTAUTH_URL: url, APP_URL: url },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(Object.assign(new Error(`server exited with ${code}`), { code, stderr: () => stderr }))),
  );
  exited.catch(() => {});
  server = child;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return url;
    await Promise.race([exited, new Promise((r) => setTimeout(r, 250))]);
  }
  throw new Error(`server did not become healthy: ${stderr}`);
}

async function stop(signal: NodeJS.Signals): Promise<void> {
  const child = server;
  server = null;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((r) => child.once("exit", r));
  child.kill(signal);
  await gone;
}

async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], {
      cwd: root,
      env,
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr, last: stdout.trimEnd().split("\n").at(-1) ?? "" };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr, last: "" };
  }
}

const json = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

describe("the embedded database has one opener at a time", { timeout: 300_000 }, () => {
  it("refuses the CLI while the server runs, and loses nothing across restarts", async () => {
    const viaServer = uniqueEmail("server");
    const viaCli = uniqueEmail("cli");
    let url = await start();
    const signUp = await json(`${url}/api/v1/accounts`, { email: viaServer, password: "server-pass-1", name: "Made by the server" });
    expect(signUp.status).toBe(202);

    const refused = await admin("user:create", "--email", viaCli, "--password", "cli-pass-123");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/in use by another process \(pid \d+/);
    expect(refused.stderr).toContain("PostgreSQL (DATABASE_URL)");
    const migrate = await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/db/migrate.ts"], { cwd: root, env }).catch((e) => e);
    expect(migrate.code).toBe(1);
    expect(String(migrate.stderr)).toMatch(/in use by another process/);

    await stop("SIGTERM");
    const createdByCli = await admin("user:create", "--email", viaCli, "--password", "cli-pass-123");
    expect(createdByCli.code).toBe(0);
    const key = await admin("key:create", "--email", viaCli, "--name", "after-restart");
    expect(key.code).toBe(0);
    expect(key.last).toMatch(/^mk_live_/);

    url = await start();
    const me = await fetch(`${url}/api/v1/me`, { headers: { authorization: `Bearer ${key.last}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).data.email).toBe(viaCli);
    // The account the server created before the CLI ran is still there: plan:set below finds it by its address.

    // A server that dies without releasing (SIGKILL) leaves a lock the next opener takes over.
    await stop("SIGKILL");
    const afterCrash = await admin("plan:set", "--email", viaServer, "--plan", "PRO");
    expect(afterCrash.code, afterCrash.stderr).toBe(0);
  });

  it("refuses to start the server while another process holds the folder", async () => {
    const dir = path.join(dataDir, "pglite");
    lockEmbeddedDatabase(dir);
    try {
      const failed = await start().then(
        () => null,
        (err: { code: number; stderr: () => string }) => err,
      );
      expect(failed).not.toBeNull();
      expect(failed!.code).toBe(1);
      expect(failed!.stderr()).toContain(`in use by another process (pid ${process.pid}`);
    } finally {
      unlockEmbeddedDatabase(dir);
    }
  });
});
