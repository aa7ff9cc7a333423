import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

type Holder = { url?: Promise<string> };
const holder = ((globalThis as Record<string, unknown>).__testServer ??= {}) as Holder;

/**
 * The production build served in this process, so tests reach it over real HTTP and can also read the same
 * database (PGlite allows one opener: the server and the tests share the client through globalThis).
 */
async function start(): Promise<string> {
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: path.resolve(import.meta.dirname, "../..") });
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.NEXTAUTH_URL = url;
  process.env.APP_URL = url;
  return url;
}

holder.url ??= start();
await holder.url;

export function baseUrl(): Promise<string> {
  return holder.url!;
}

// Background loops stop after each file (so none outlive the last one's database) and start again before the next.
beforeAll(async () => {
  const [{ startBackgroundWork }, { JOBS }] = await Promise.all([import("@/lib/startup"), import("@/inngest/registry")]);
  await startBackgroundWork(JOBS);
});
afterAll(async () => {
  const { stopBackgroundWork } = await import("@/lib/startup");
  await stopBackgroundWork();
});
