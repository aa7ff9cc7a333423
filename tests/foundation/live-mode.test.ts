import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { callInstance, startAppProcess, type AppProcess } from "../support/app-process";
import { validProduct } from "../catalog/helpers";

// A live deployment (APP_ENV=production) as an operator starts it: the built app in a process of its own, on an
// embedded database of its own, with the admin CLI working on the same folder between starts (one opener at a time).
const root = path.resolve(import.meta.dirname, "../..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "live-mode-"));
const base = { DATA_DIR: dataDir, AUTO_SEED: "true", LOG_LEVEL: "info" };
const live = { ...base, APP_ENV: "production" };
const running: AppProcess[] = [];

afterAll(async () => {
  for (const p of running) await p.stop("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<AppProcess> {
  const p = await startAppProcess(env, { embeddedIn: dataDir });
  running.push(p);
  return p;
}

async function admin(...args: string[]): Promise<{ code: number; out: string; last: string }> {
  const cliEnv: NodeJS.ProcessEnv = { ...process.env, ...live };
  delete cliEnv.DATABASE_URL;
  delete cliEnv.PGLITE_DIR;
  try {
    const { stdout } = await promisify(execFile)(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], {
      cwd: root,
      env: cliEnv,
      timeout: 120_000,
    });
    return { code: 0, out: stdout, last: stdout.trim().split("\n").at(-1)! };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}`, last: "" };
  }
}

describe("a live deployment (APP_ENV=production)", () => {
  it(
    "seeds no demo data, refuses to start while a demo-password account exists, and refuses test cards with 402",
    { timeout: 400_000 },
    async () => {
      // 1. A first live start on an empty database loads no demo accounts, and says it is not in test mode.
      const first = await start(live);
      const health = await (await fetch(`${first.url}/api/health`)).json();
      expect(health.testMode).toBe(false);
      const bar = await (await fetch(`${first.url}/signin`)).text();
      expect(bar).not.toContain("Test mode: no real payments");
      await first.stop();
      const noDemo = await admin("key:create", "--email", "buyer@demo.test");
      expect(noDemo.code).not.toBe(0);
      expect(noDemo.out).toContain("No user with email buyer@demo.test");

      // 2. An account with the README's demo password: start-up refuses, in one line naming what to do.
      expect((await admin("user:create", "--email", "buyer@demo.test", "--password", "demo-password-123")).code).toBe(0);
      expect((await admin("user:create", "--email", "live-seller@example.com", "--password", "a-real-secret-password")).code).toBe(0);
      const buyerKey = (await admin("key:create", "--email", "buyer@demo.test")).last;
      const sellerKey = (await admin("key:create", "--email", "live-seller@example.com")).last;
      const refused = await start(live).then(
        () => "started",
        (err: Error) => err.message,
      );
      expect(refused).toMatch(/Refusing to start a live deployment.*1 demo account\(s\).*buyer@demo\.test.*npm run admin -- demo:lock/);

      // 3. In development the same data runs (test mode): a product, and a test card saved on the buyer.
      const dev = await start({ ...base, APP_ENV: "development" });
      expect((await callInstance(dev, "/me", { key: buyerKey })).body.data.testMode).toBe(true);
      const product = await callInstance(dev, "/products", { key: sellerKey, json: validProduct() });
      expect(product.status).toBe(201);
      const productId = product.body.data.id as string;
      expect((await callInstance(dev, `/products/${productId}/publish`, { key: sellerKey, method: "POST" })).status).toBe(200);
      expect((await callInstance(dev, "/payment-methods", { key: buyerKey, json: { providerRef: "pm_card_visa" } })).status).toBe(201);
      await dev.stop();

      // 4. Locked demo accounts: the live start proceeds, and no test card pays or is saved.
      const lock = await admin("demo:lock");
      expect(lock.code).toBe(0);
      expect(lock.last).toBe("1");
      const app = await start(live);
      expect((await callInstance(app, "/me", { key: buyerKey })).body.data.testMode).toBe(false);
      const purchase = await callInstance(app, "/purchases", { key: buyerKey, json: { productId } });
      expect(purchase.status).toBe(402);
      expect(purchase.body.error.code).toBe("TEST_PAYMENT_METHOD_REFUSED");
      const orders = await callInstance(app, "/purchases", { key: buyerKey });
      expect(orders.body.meta.total).toBe(0);
      const card = await callInstance(app, "/payment-methods", { key: buyerKey, json: { providerRef: "pm_card_mastercard" } });
      expect(card.status).toBe(402);
      expect(card.body.error.code).toBe("TEST_PAYMENT_METHOD_REFUSED");
      const page = await (await fetch(`${app.url}/products`)).text();
      expect(page).not.toContain("Test mode: no real payments");
      await app.stop();
    },
  );
});
