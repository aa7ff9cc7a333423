import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { makeCertificate } from "../../tests/support/tls-certificate";

function tlsDir(): string {
  const base = process.env.E2E_DATA_DIR;
  if (!base) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  return path.join(base, "webhook-tls");
}

/**
 * For playwright.config.ts webServer.env: makes a self-signed certificate for the test receivers (once per run)
 * and lets the app trust it (WEBHOOK_CA_FILE) and call 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE; `next start` is production).
 */
export function webhookServerEnv(): Record<string, string> {
  const dir = tlsDir();
  if (!fs.existsSync(path.join(dir, "cert.pem"))) {
    makeCertificate(dir);
  }
  return { WEBHOOK_CA_FILE: path.join(dir, "cert.pem"), WEBHOOK_ALLOW_PRIVATE: "true" };
}

export type Received = { headers: Record<string, string>; rawBody: string; body: any; signatureOk: boolean };

/** An HTTPS receiver on 127.0.0.1 that checks signatures on its own (not with the app's code). */
export async function startHttpsReceiver() {
  const dir = tlsDir();
  const received: Received[] = [];
  let secret = "";
  const server = https.createServer(
    { key: fs.readFileSync(path.join(dir, "key.pem")), cert: fs.readFileSync(path.join(dir, "cert.pem")) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c) => chunks.push(c));
      req.on("end", () => {
        const rawBody = Buffer.concat(chunks).toString("utf8");
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        const ts = headers["x-service-timestamp"];
        const expected = createHmac("sha256", secret).update(`${ts}.${rawBody}`).digest();
        const given = Buffer.from((headers["x-service-signature"] ?? "").replace(/^sha256=/, ""), "hex");
        const fresh = Math.abs(Date.now() / 1000 - Number(ts)) <= 300;
        const signatureOk = fresh && given.length === expected.length && timingSafeEqual(given, expected);
        received.push({ headers, rawBody, body: JSON.parse(rawBody), signatureOk });
        res.writeHead(signatureOk ? 200 : 400, { "content-type": "application/json" }).end(JSON.stringify({ received: signatureOk }));
      });
    },
  );
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    setSecret: (s: string) => void (secret = s),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
