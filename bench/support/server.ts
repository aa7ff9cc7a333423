// The production build (`next start`) as a benchmark's server, on a free port, against the benchmark's database.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";

export type BenchServer = { base: string; pid: number; stop(): Promise<void> };

/** Throws unless there is a production build to start (checked before a long seed, not after it). */
export function requireProductionBuild() {
  if (!fs.existsSync(".next/BUILD_ID")) throw new Error("No production build: run `npm run build` first.");
}

/**
 * Starts the server and waits for /api/health. BENCH_SERVER_NODE_ARGS adds node flags (`--cpu-prof
 * --cpu-prof-dir=/tmp/prof` to see where a path's CPU goes; NODE_OPTIONS refuses those).
 */
export async function startBenchServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BenchServer> {
  requireProductionBuild();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "marketplace-bench-")),
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      MASTER_KEYS: process.env.MASTER_KEYS ?? `1:${randomBytes(32).toString("base64")}`,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  process.on("exit", () => child.kill()); // never leave a server behind, even when the run fails
  const stop = async () => {
    child.kill();
    await exited;
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, pid: child.pid!, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error("the server did not answer /api/health within 60 s");
}

/**
 * CPU the process tree under `rootPid` has used, in ms (Linux /proc; utime + stime of it and its descendants), so a
 * benchmark can report CPU per request: a figure the machine's load moves far less than latency.
 */
export function processTreeCpuMs(rootPid: number): number {
  const ticks = 100; // USER_HZ on Linux
  const stats = fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map((d) => {
      try {
        // Fields after the ")" that closes the command name: state, ppid, … utime (14th), stime (15th).
        const rest = fs.readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1].split(" ");
        return { pid: Number(d), ppid: Number(rest[1]), cpu: Number(rest[11]) + Number(rest[12]) };
      } catch {
        return null;
      }
    })
    .filter((s) => s !== null);
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats) {
      if (!tree.has(s.pid) && tree.has(s.ppid)) {
        tree.add(s.pid);
        grew = true;
      }
    }
  }
  return (stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.cpu, 0) * 1000) / ticks;
}
