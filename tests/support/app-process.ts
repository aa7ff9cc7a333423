import { execFile, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
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
  /** Every line it wrote to stdout and stderr (with `keepLogs`). */
  logLines(): string[];
  /** How it exited: its code, or the signal that ended it (null while it runs). */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** Ends the process (SIGTERM, or SIGKILL for a crash) and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * One more app server as a real process: `next start` on the production build (as in production and the browser
 * journeys) against the test run's PostgreSQL database, with its own data folder and the shared keys; or, with
 * `embeddedIn`, on its own embedded database in that folder.
 */
export async function startAppProcess(
  env: Record<string, string> = {},
  opts: { embeddedIn?: string; keepLogs?: boolean } = {},
): Promise<AppProcess> {
  if (!opts.embeddedIn && !process.env.DATABASE_URL) throw new Error("startAppProcess needs the PostgreSQL pass (TEST_DATABASE_URL)");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  // An embedded instance runs on its own PGlite in `embeddedIn` (kept across restarts), whatever the test pass.
  if (opts.embeddedIn) {
    delete inherited.DATABASE_URL;
    delete inherited.PGLITE_DIR;
  }
  const child = spawn(process.execPath, [nextBin, "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: root,
    env: {
      ...inherited,
      ...sharedSecrets,
      DATA_DIR: opts.embeddedIn ?? fs.mkdtempSync(path.join(os.tmpdir(), "app-process-")),
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
  const lines: string[] = [];
  const partial = { stdout: "", stderr: "" };
  const onChunk = (from: "stdout" | "stderr") => (chunk: Buffer) => {
    const text = partial[from] + chunk.toString("utf8");
    output = (output + chunk.toString("utf8")).slice(-20_000);
    const complete = text.split("\n");
    partial[from] = complete.pop()!;
    for (const line of complete) {
      if (opts.keepLogs) lines.push(line);
      if (line.includes('"msg":"jobs claimed"')) claimed += Number(line.match(/"runs":(\d+)/)?.[1] ?? 0);
    }
  };
  child.stdout!.on("data", onChunk("stdout"));
  child.stderr!.on("data", onChunk("stderr"));
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
    logLines: () => lines,
    exit: () => (child.exitCode !== null || child.signalCode !== null ? { code: child.exitCode, signal: child.signalCode } : null),
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      // Graceful shutdown is proven in tests/ops/shutdown.postgresql.test.ts; here an instance that outlives its
      // grace period by far is killed, and what it printed is shown, rather than holding the suite for minutes.
      const overdue = setTimeout(() => {
        process.stderr.write(
          `app process ${child.pid} still running 90 s after ${signal}: killing it. Its last output:\n${output.slice(-4000)}\n`,
        );
        child.kill("SIGKILL");
      }, 90_000);
      await exited;
      clearTimeout(overdue);
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

/**
 * Runs one phase of tests/ai/embedded-app-child.ts on the embedded database in `dir`, in a process of its own (PGlite
 * admits one opener at a time, so never while an app process holds it), and returns what it printed after RESULT.
 */
export async function embeddedPhase(dir: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...sharedSecrets, DATA_DIR: dir, AUTO_SEED: "false", LOG_LEVEL: "error" };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)("npx", ["tsx", "tests/ai/embedded-app-child.ts", ...args], { env, cwd: root });
  const line = stdout.split("\n").find((l) => l.startsWith("RESULT "));
  if (!line) throw new Error(`embedded-app-child printed no result:\n${stdout}`);
  return JSON.parse(line.slice(7));
}
