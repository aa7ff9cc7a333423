import http from "node:http";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { callInstance, embeddedPhase, startAppProcess, type AppProcess } from "../support/app-process";
import { setUpFakeProvider } from "../ai/fixtures";

// The review's attack on the job runner: one account starts 140 workflow runs against a provider that never answers.
// Before per-account limits and lanes they took all 128 runner slots for the provider timeout, and another account's
// webhook waited 53.9 s. The app runs as its own process with production timeouts (60 s), on its own PGlite.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fair-lanes-"));
const fake = setUpFakeProvider();
let app: AppProcess | undefined;
let receiver: http.Server | undefined;
afterAll(async () => {
  await app?.stop("SIGKILL");
  receiver?.closeAllConnections();
  receiver?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("fair background work", () => {
  it("delivers another account's webhook within 2 s while one account's 140 workflow runs hang", { timeout: 240_000 }, async () => {
    const setup = await embeddedPhase(dir, "create", fake.url);
    app = await startAppProcess(
      { AUTO_SEED: "false", AI_TIMEOUT_MS: "60000", AI_FIRST_BYTE_TIMEOUT_MS: "60000", JOB_ACCOUNT_CONCURRENCY: "4" },
      { embeddedIn: dir },
    );
    const received: number[] = [];
    receiver = http.createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        received.push(Date.now());
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver!.listen(0, "127.0.0.1", resolve));
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const endpoint = await callInstance(app, "/webhooks/endpoints", {
      key: setup.otherKey,
      json: { url: hook, events: ["product.updated"] },
    });
    expect(endpoint.status).toBe(201);

    fake.fail({ hang: true, times: 1000 });
    for (let i = 0; i < 140; i++) {
      const started = await callInstance(app, `/ai/workflows/${setup.workflowId}/execute`, {
        key: setup.apiKey,
        json: { input: { topic: `t${i}` }, apiKeys: { openai: setup.keyId } },
      });
      expect(started.status).toBe(202);
    }
    // The account's runs are under way (and stuck on the provider) before the other account acts.
    await expect.poll(() => fake.seen.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    await new Promise((r) => setTimeout(r, 1000));
    expect(fake.seen.length).toBe(4);

    const created = await callInstance(app, "/products", {
      key: setup.otherKey,
      json: {
        title: "Another account's product",
        description: "Its webhook must not wait.",
        type: "PROMPT",
        category: "marketing",
        price: 1,
        content: "Hi {{x}}",
      },
    });
    expect(created.status).toBe(201);
    const at = Date.now();
    const updated = await callInstance(app, `/products/${created.body.data.id}`, {
      method: "PATCH",
      key: setup.otherKey,
      json: { title: "Another account's product, renamed" },
    });
    expect(updated.status).toBe(200);
    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(received[0] - at).toBeLessThan(2000);
  });
});
