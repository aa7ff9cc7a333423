import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, dropDatabase, testDatabase } from "../support/database";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-rotation-"));
// secrets:reencrypt walks every sealed row, so on PostgreSQL it gets a database of its own: rows other files seal
// under the suite's keys at the same time would otherwise be unreadable under this test's keys.
const ownDatabase = `${testDatabase.name}_rotation`;
let databaseUrl: string | undefined;
beforeAll(async () => {
  if (testDatabase.kind === "postgresql") databaseUrl = await createDatabase(ownDatabase);
}, 600_000); // applying every migration to a new database, beside the other test files
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await dropDatabase(ownDatabase);
});

const k1 = `1:${randomBytes(32).toString("base64url")}`;
const k2 = `2:${randomBytes(32).toString("base64url")}`;

/** A fresh process under the given MASTER_KEYS (keys are read once per process), on the suite's database kind. */
async function inProcess(masterKeys: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, MASTER_KEYS: masterKeys, DATA_DIR: dir, AUTO_SEED: "false", LOG_LEVEL: "error" };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return (await run("npx", ["tsx", ...args], { env, cwd: root })).stdout;
}

async function phase(masterKeys: string, ...args: string[]) {
  const stdout = await inProcess(masterKeys, ["tests/ai/rotation-child.ts", ...args]);
  return JSON.parse(
    stdout
      .split("\n")
      .find((l) => l.startsWith("RESULT "))!
      .slice(7),
  );
}

describe("master key rotation", () => {
  it("secrets:reencrypt moves every sealed column to the newest master key; the old version can then be dropped", async () => {
    const created = await phase(k1, "create");
    const plain = (version: number) => ({
      providerKey: { secret: "sk-rotation-secret-value", version },
      endpoint: { secret: created.endpointSecret, version },
      input: { value: JSON.stringify({ topic: "rotation" }), version },
      notification: { value: "whsec_run-secret", version },
    });
    expect(created.sealed).toEqual(plain(1));

    const bothKeys = `${k1},${k2}`;
    expect(await phase(bothKeys, "read", JSON.stringify(created.ids))).toEqual(plain(1));
    const cli = await inProcess(bothKeys, ["scripts/admin.ts", "secrets:reencrypt"]);
    expect(cli).toContain("Re-encrypted 4 secret(s) under master key version 2");
    expect(cli).toContain("older versions can be dropped from MASTER_KEYS");
    expect(cli.trim().split("\n").at(-1)).toBe("4");

    expect(await phase(k2, "read", JSON.stringify(created.ids))).toEqual(plain(2));
    const again = await inProcess(k2, ["scripts/admin.ts", "secrets:reencrypt"]);
    expect(again.trim().split("\n").at(-1)).toBe("0");
  }, 300_000);
});
