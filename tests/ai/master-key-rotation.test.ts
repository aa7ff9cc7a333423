import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ai-rotation-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const k1 = `1:${randomBytes(32).toString("base64url")}`;
const k2 = `2:${randomBytes(32).toString("base64url")}`;

/** One phase in a fresh process with its own embedded database, under the given MASTER_KEYS. */
async function phase(masterKeys: string, ...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, MASTER_KEYS: masterKeys, DATA_DIR: dir, AUTO_SEED: "false", LOG_LEVEL: "error" };
  delete env.DATABASE_URL;
  const { stdout } = await run("npx", ["tsx", "tests/ai/rotation-child.ts", ...args], {
    env,
    cwd: path.resolve(import.meta.dirname, "../.."),
  });
  return JSON.parse(
    stdout
      .split("\n")
      .find((l) => l.startsWith("RESULT "))!
      .slice(7),
  );
}

describe("master key rotation", () => {
  it("re-encrypts provider keys under the newest master key; old versions decrypt until then", async () => {
    const created = await phase(k1, "create");
    expect(created.version).toBe(1);
    const moved = await phase(`${k1},${k2}`, "reencrypt", created.userId, created.keyId);
    expect(moved).toEqual({
      before: "sk-rotation-secret-value",
      result: { current: 2, reencrypted: 1, alreadyCurrent: 0 },
      version: 2,
      after: "sk-rotation-secret-value",
    });
    const onlyNew = await phase(k2, "read", created.userId, created.keyId);
    expect(onlyNew).toEqual({ secret: "sk-rotation-secret-value", version: 2 });
  }, 300_000);
});
