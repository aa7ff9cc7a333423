import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");

// What every instance of one test shares, as operators would set it: the database and the keys.
export const sharedSecrets = {
  MASTER_KEYS: `1:${randomBytes(32).toString("base64url")}`,
  NEXTAUTH_SECRET: randomBytes(32).toString("base64url"),
};

export type AppProcess = {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Runs this instance's job runner claimed, read from its debug log. */
  claimedRuns(): number;
  /** Ends the process (SIGTERM, or SIGKILL for a crash) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * One more app server as a real process: `next start` on the production build (as in production and the browser
 * journeys) against the test run's PostgreSQL database, with its own data folder and the shared keys.
 */
export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  if (!process.env.DATABASE_URL) throw new Error("startAppProcess needs the PostgreSQL pass (TEST_DATABASE_URL)");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [nextBin, "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: root,
    env: {
      ...process.env,
      ...sharedSecrets,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "app-process-")),
      NEXTAUTH_URL: url,
      APP_URL: url,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "debug",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let claimed = 0;
  let output = "";
  const onLine = (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output = (output + text).slice(-20_000);
    for (const m of text.matchAll(/"msg":"jobs claimed"[^\n]*"runs":(\d+)/g)) claimed += Number(m[1]);
  };
  child.stdout!.on("data", onLine);
  child.stderr!.on("data", onLine);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app process exited with ${child.exitCode}:\n${output}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the app process did not answer /api/health within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    child,
    claimedRuns: () => claimed,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Calls /api/v1 of one instance over HTTP. */
export async function callInstance(
  instance: { url: string },
  pathname: string,
  opts: { method?: string; key: string; json?: unknown; headers?: Record<string, string> },
) {
  const res = await fetch(`${instance.url}/api/v1${pathname}`, {
    method: opts.method ?? (opts.json !== undefined ? "POST" : "GET"),
    headers: {
      authorization: `Bearer ${opts.key}`,
      ...(opts.json !== undefined ? { "content-type": "application/json" } : {}),
      ...opts.headers,
    },
    body: opts.json !== undefined ? JSON.stringify(opts.json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}
