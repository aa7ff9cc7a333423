import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { freePort } from "../support/free-port";

it("with Inngest configured but unreachable, enqueue returns at once, the row stays queued, and is handed off once Inngest answers", async () => {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "handoff-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    AUTO_SEED: "false",
    INNGEST_DEV: "1",
    INNGEST_BASE_URL: `http://127.0.0.1:${port}`,
  };
  delete env.DATABASE_URL;
  delete env.INNGEST_EVENT_KEY;
  const child = spawn("npx", ["tsx", "tests/jobs/support/inngest-handoff-child.ts"], { env, stdio: ["pipe", "pipe", "inherit"] });
  const results: any[] = [];
  let buffer = "";
  child.stdout.on("data", (c) => {
    const lines = (buffer + c).split("\n");
    buffer = lines.pop()!;
    for (const line of lines) if (line.startsWith("RESULT ")) results.push(JSON.parse(line.slice(7)));
  });
  const waitFor = async (n: number) => {
    const end = Date.now() + 60_000;
    while (results.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(results.length).toBeGreaterThanOrEqual(n);
  };
  const received: { path: string; body: any }[] = [];
  const fakeInngest = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const events = JSON.parse(body || "[]");
      received.push({ path: req.url ?? "", body: events });
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ ids: (Array.isArray(events) ? events : [events]).map(() => "01"), status: 200 }));
    });
  });
  try {
    await waitFor(1);
    expect(results[0]).toMatchObject({ phase: "enqueued", runner: "inngest" });
    expect(results[0].ms).toBeLessThan(1000);
    await waitFor(2);
    expect(results[1]).toEqual({ phase: "unreachable", status: "QUEUED" });

    await new Promise<void>((r) => fakeInngest.listen(port, "127.0.0.1", r));
    child.stdin.write("go\n");
    await waitFor(3);
    expect(results[2]).toEqual({ phase: "reachable", status: "HANDED_OFF" });
    const sent = received.flatMap((r) => (r.path.startsWith("/e/") ? r.body : []));
    expect(sent).toContainEqual(
      expect.objectContaining({ id: results[0].id, name: "marketplace/handoff-probe", data: { payload: { n: 7 }, concurrencyKey: "k7" } }),
    );
  } finally {
    child.kill();
    fakeInngest.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
