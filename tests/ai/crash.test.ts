import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { callInstance, embeddedPhase, startAppProcess, type AppProcess } from "../support/app-process";
import { setUpFakeProvider } from "./fixtures";

// The review's finding: on the embedded database the app's crash is the database's crash, and runs committed
// without waiting for the flush (ADR 013) were acknowledged, then lost: 40 of 40 under SIGKILL. This test runs its
// own app process on its own PGlite folder in either test pass (PostgreSQL keeps the relaxed commit).
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-crash-"));
const fake = setUpFakeProvider();
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.stop("SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database under an app crash", () => {
  it("keeps every acknowledged run, and its spend, when the app is SIGKILLed right after answering", { timeout: 240_000 }, async () => {
    const setup = await embeddedPhase(dir, "create", fake.url);
    app = await startAppProcess({ AUTO_SEED: "false" }, { embeddedIn: dir });
    const acknowledged: string[] = [];
    // Four at a time, as clients would send them; every one answered 200 before the kill.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          callInstance(app!, "/ai/execute", {
            key: setup.apiKey,
            json: { productId: setup.productId, apiKeyId: setup.keyId, variables: { word: `w${batch}-${i}` } },
          }),
        ),
      );
      for (const a of answers) {
        expect(a.status).toBe(200);
        acknowledged.push(a.body.data.executionId);
      }
    }
    await app.stop("SIGKILL");
    app = undefined;

    const after = await embeddedPhase(dir, "count", setup.userId);
    const byId = new Map<string, { status: string; costMicros: number }>(after.runs.map((r: { id: string }) => [r.id, r]));
    expect(acknowledged).toHaveLength(40);
    expect(acknowledged.filter((id) => byId.get(id)?.status === "SUCCEEDED")).toHaveLength(40);
    // The key's month counts every run's cost, and nothing stays reserved.
    const cost = acknowledged.reduce((n, id) => n + byId.get(id)!.costMicros, 0);
    expect(cost).toBeGreaterThan(0);
    expect(after.spentMicros).toBe(cost);
    expect(after.reservedMicros).toBe(0);
  });
});
