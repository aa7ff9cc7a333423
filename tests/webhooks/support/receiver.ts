import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { makeCertificate } from "../../support/tls-certificate";

export type Received = {
  path: string;
  headers: Record<string, string>;
  rawBody: string;
  body: any;
  verified: boolean;
  reason: string | null;
  at: number;
};

// `before` is awaited before answering: work a test needs done while the sender is still waiting.
type Reply = { status: number; body?: string; headers?: Record<string, string>; before?: Promise<unknown> };

/**
 * Written independently of lib/webhooks on purpose: checks the signature the way a receiver following docs/webhooks.md#headers-and-signature would.
 */
export function independentVerify(
  secret: string,
  headers: Record<string, string>,
  rawBody: string,
  nowSec = Math.floor(Date.now() / 1000),
) {
  const ts = headers["x-service-timestamp"];
  const sig = headers["x-service-signature"];
  if (!ts || !sig?.startsWith("sha256=")) return "missing headers";
  if (nowSec - Number(ts) > 300) return "stale timestamp";
  const expected = createHmac("sha256", secret).update(`${ts}.${rawBody}`).digest();
  const given = Buffer.from(sig.slice(7), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : "bad signature";
}

export function trustedTls() {
  const cert = fs.readFileSync(process.env.WEBHOOK_CA_FILE!, "utf8");
  const key = fs.readFileSync(path.join(path.dirname(process.env.WEBHOOK_CA_FILE!), "key.pem"), "utf8");
  return { key, cert };
}

/** An HTTPS receiver on 127.0.0.1. `reply(n)` decides the answer to the n-th request (1-based). */
export async function startReceiver(opts: { secret?: string; reply?: (n: number, r: Received) => Reply; untrusted?: boolean } = {}) {
  const received: Received[] = [];
  let secret = opts.secret ?? "";
  let reply = opts.reply ?? (() => ({ status: 200, body: '{"ok":true}' }));
  const tlsMaterial = opts.untrusted ? makeCertificate(fs.mkdtempSync(path.join(os.tmpdir(), "untrusted-"))) : trustedTls();
  const server = https.createServer(tlsMaterial, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const reason = independentVerify(secret, headers, rawBody);
      let body: unknown = null;
      try {
        body = JSON.parse(rawBody);
      } catch {}
      const r: Received = { path: req.url ?? "/", headers, rawBody, body, verified: reason === null, reason, at: Date.now() };
      received.push(r);
      const answer: Reply = reason ? { status: 400, body: reason } : reply(received.length, r);
      await answer.before;
      res.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers });
      res.end(answer.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `https://127.0.0.1:${port}/hooks`,
    port,
    received,
    setSecret: (s: string) => void (secret = s),
    setReply: (f: (n: number, r: Received) => Reply) => void (reply = f),
    async waitFor(count: number, timeoutMs = 10_000): Promise<Received[]> {
      const end = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > end) throw new Error(`receiver got ${received.length} of ${count} requests`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function waitUntil<T>(fn: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}
