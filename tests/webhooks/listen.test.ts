import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { changePlan } from "@/lib/accounts/users";
import { baseUrl } from "../support/server";
import { makeUser } from "../support/factories";
import { independentVerify, waitUntil } from "./support/receiver";

const root = path.resolve(import.meta.dirname, "../..");
const secret = "whsec_dGVzdC1saXN0ZW4tc2VjcmV0LTI0Ynl0ZXMh";

type Hit = { headers: Record<string, string>; rawBody: string };

async function plainReceiver() {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      hits.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        rawBody: Buffer.concat(chunks).toString(),
      });
      // The second event is refused, so the printed status shows what the receiver answered.
      res.writeHead(hits.length === 2 ? 500 : 200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { hits, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, close: () => server.close() };
}

const closers: (() => void)[] = [];
afterAll(() => closers.forEach((c) => c()));

describe("npm run webhooks:listen", () => {
  it("forwards the account's new events, signed with both header sets, prints each status, and stops cleanly on Ctrl-C", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const other = await makeUser({ plan: "BUSINESS" });
    await changePlan(u.id, { plan: "PRO" }); // before listening: not forwarded
    const receiver = await plainReceiver();
    closers.push(receiver.close);

    const child = spawn(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/webhooks-listen.ts", "--forward-to", receiver.url, "--base-url", await baseUrl(), "--secret", secret, "--interval", "0.2"],
      { cwd: root, env: { ...process.env, LOG_LEVEL: "silent", PROMPTLY_API_KEY: u.key }, stdio: ["ignore", "pipe", "pipe"] },
    );
    closers.push(() => child.kill("SIGKILL"));
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

    await waitUntil(async () => out.includes("Ready."), 20_000);
    expect(out).toContain(`Signing secret: ${secret}`);
    await changePlan(u.id, { plan: "BUSINESS" });
    await changePlan(other.id, { plan: "PRO" }); // another account's event: not forwarded
    await changePlan(u.id, { plan: "ENTERPRISE" });
    await waitUntil(async () => receiver.hits.length >= 2 && out.match(/→ 500/), 15_000);

    expect(receiver.hits).toHaveLength(2);
    const bodies = receiver.hits.map((h) => JSON.parse(h.rawBody));
    expect(bodies.map((b) => [b.type, b.data.subscription.userId, b.data.subscription.newPlan])).toEqual([
      ["user.subscription.updated", u.id, "BUSINESS"],
      ["user.subscription.updated", u.id, "ENTERPRISE"],
    ]);
    for (const h of receiver.hits) {
      expect(independentVerify(secret, h.headers, h.rawBody)).toBeNull();
      expect(new Webhook(secret).verify(h.rawBody, h.headers)).toEqual(JSON.parse(h.rawBody));
      expect(h.headers["webhook-id"]).toBe(h.headers["x-service-event-id"]);
    }
    expect(out).toMatch(new RegExp(`user\\.subscription\\.updated\\s+${bodies[0].id}  → 200`));
    expect(out).toMatch(new RegExp(`user\\.subscription\\.updated\\s+${bodies[1].id}  → 500`));

    child.kill("SIGINT");
    expect(await exited).toBe(0);
    expect(out).toContain("Stopped. 2 events forwarded.");
  }, 60_000);

  it("refuses a bad API key with the API's message and a non-zero exit", async () => {
    const child = spawn(
      path.join(root, "node_modules/.bin/tsx"),
      ["scripts/webhooks-listen.ts", "--forward-to", "http://127.0.0.1:9/hook", "--base-url", await baseUrl()],
      { cwd: root, env: { ...process.env, LOG_LEVEL: "silent", PROMPTLY_API_KEY: "mk_live_nope" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let err = "";
    child.stderr.on("data", (d) => (err += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(err).toMatch(/INVALID_API_KEY/);
  }, 30_000);

  it("never takes the key from the command line, and refuses a remote http:// base URL", async () => {
    const run = async (args: string[], env: Record<string, string> = {}) => {
      const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/webhooks-listen.ts", ...args], {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: "silent", PROMPTLY_API_KEY: "", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let err = "";
      child.stderr.on("data", (d) => (err += d));
      return { code: await new Promise<number | null>((resolve) => child.on("exit", resolve)), err };
    };
    const viaArgv = await run(["--api-key", "mk_live_secret", "--forward-to", "http://127.0.0.1:9/hook"]);
    expect(viaArgv.code).toBe(2);
    expect(viaArgv.err).toMatch(/--api-key is no longer accepted/);
    const noTerminal = await run(["--forward-to", "http://127.0.0.1:9/hook"]);
    expect(noTerminal.code).toBe(2);
    expect(noTerminal.err).toMatch(/Set PROMPTLY_API_KEY/);
    const remote = await run(["--forward-to", "http://127.0.0.1:9/hook", "--base-url", "http://shop.example.com"], {
      PROMPTLY_API_KEY: "mk_live_x",
    });
    expect(remote.code).toBe(2);
    expect(remote.err).toMatch(/must use https:\/\/ for a remote server/);
  }, 60_000);
});
