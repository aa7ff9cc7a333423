import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../support/http";
import { testDatabase } from "../support/database";
import { uniqueEmail } from "../support/factories";

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

// On PostgreSQL the CLI shares the server's database, so its keys are tried over HTTP. PGlite admits one
// process per folder, so there the CLI gets its own folder and the HTTP check is skipped by construction.
const shared = testDatabase.kind === "postgresql";
const cliDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-cli-"));
const cliEnv: NodeJS.ProcessEnv = { ...process.env, AUTO_SEED: "false", DATA_DIR: cliDataDir };
if (shared) cliEnv.DATABASE_URL = testDatabase.env.DATABASE_URL;
else delete cliEnv.DATABASE_URL;

afterAll(() => fs.rmSync(cliDataDir, { recursive: true, force: true }));

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string; last: string }> {
  try {
    const { stdout, stderr } = await run(path.join(root, "node_modules/.bin/tsx"), ["scripts/admin.ts", ...args], {
      cwd: root,
      env: cliEnv,
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr, last: stdout.trimEnd().split("\n").at(-1) ?? "" };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr, last: "" };
  }
}

describe("admin CLI (npm run admin)", { timeout: 240_000 }, () => {
  const email = uniqueEmail("ops");

  it("creates a user, sets an ENTERPRISE plan, creates and revokes a key; secrets alone on the last line", async () => {
    const created = await admin("user:create", "--email", email, "--password", "operator-pass-1", "--name", "Ops", "--plan", "PRO");
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(new RegExp(`Created user ${email} \\(usr_\\w+\\) on plan PRO`));
    expect(created.last).toMatch(/^usr_\w+$/);

    const plan = await admin("plan:set", "--email", email, "--plan", "ENTERPRISE", "--per-minute", "5", "--per-day", "50");
    expect(plan.code).toBe(0);
    expect(plan.stdout).toContain("5 requests/minute, 50 requests/day");
    expect(plan.last).toBe("ENTERPRISE");

    const key = await admin(
      "key:create",
      "--email",
      email,
      "--name",
      "ci",
      "--scopes",
      "products:read,ai:execute",
      "--expires-in-days",
      "7",
    );
    expect(key.code).toBe(0);
    expect(key.stdout.trimEnd().split("\n")).toHaveLength(2);
    expect(key.last).toMatch(/^mk_live_[0-9a-f]{12}_[\w-]{43}$/);
    const prefix = key.last.slice(0, 20);

    if (shared) {
      const me = await api("/me", { key: key.last });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({
        email,
        plan: "ENTERPRISE",
        limits: { perMinute: 5, perDay: 50 },
        scopes: ["products:read", "ai:execute"],
      });
    }

    const revoked = await admin("key:revoke", "--prefix", prefix);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`Revoked API key ${prefix}`);
    expect(revoked.last).toBe(prefix);
    if (shared) expect((await api("/me", { key: key.last })).status).toBe(401);
  });

  it("pre-registers OAuth clients: a confidential one's secret alone on the last line (stored hashed), listed, removed", async () => {
    const added = await admin(
      "oauth:client-add",
      "--name",
      "Ops Tool",
      "--redirect-uri",
      "https://tool.example/callback",
      "--redirect-uri",
      "http://127.0.0.1:8765/cb",
      "--confidential",
    );
    expect(added.code, added.stderr).toBe(0);
    const id = /client_id: (mcp_client_[\w-]+)/.exec(added.stdout)![1];
    expect(added.last).toMatch(/^mcs_[\w-]{43}$/);
    const pub = await admin("oauth:client-add", "--name", "Public Tool", "--redirect-uri", "https://tool.example/cb");
    expect(pub.code, pub.stderr).toBe(0);
    expect(pub.last).toMatch(/^mcp_client_[\w-]+$/);

    const listed = await admin("oauth:client-list");
    expect(listed.stdout).toContain(`${id}  "Ops Tool"  confidential  https://tool.example/callback http://127.0.0.1:8765/cb`);
    expect(listed.stdout).toContain(`${pub.last}  "Public Tool"  public`);
    expect(listed.stdout).not.toContain(added.last);

    const removed = await admin("oauth:client-remove", "--id", id);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.last).toBe(id);
    expect((await admin("oauth:client-list")).stdout).not.toContain(id);
    const again = await admin("oauth:client-remove", "--id", id);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/OAuth client not found/);
    const bad = await admin("oauth:client-add", "--name", "Bad", "--redirect-uri", "http://tool.example/cb");
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/redirectUris.0: Use an https URL/);
    const none = await admin("oauth:client-add", "--name", "Bad");
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/--redirect-uri is required/);
  });

  it("fails with a clear message and a non-zero exit on bad input", async () => {
    const check = async ([args, message]: [string[], RegExp]) => {
      const res = await admin(...args);
      expect(res.code, args.join(" ")).not.toBe(0);
      expect(res.stderr, args.join(" ")).toMatch(message);
    };
    // Refused before any database access, so these may run side by side (PGlite admits one process).
    await Promise.all(
      (
        [
          [["user:create", "--email", "not-an-email", "--password", "operator-pass-1"], /email/i],
          [["user:create", "--email", uniqueEmail(), "--password", "operator-pass-1", "--plan", "GOLD"], /--plan must be one of/],
          [["key:create", "--email", email, "--scopes", "products:read,root"], /unknown: root/],
          [["key:create", "--email", email, "--expires-in-days", "soon"], /whole number/],
          [["key:revoke"], /--prefix is required/],
          [["user:delete", "--email", email], /Unknown command/],
          [["key:create", "--emial", email], /Unknown option/],
        ] as [string[], RegExp][]
      ).map(check),
    );
    for (const c of [
      [["user:create", "--email", email, "--password", "operator-pass-1"], /already exists/],
      [["plan:set", "--email", uniqueEmail("ghost"), "--plan", "PRO"], /No user with email/],
      [["plan:set", "--email", email, "--plan", "PRO", "--per-minute", "5"], /ENTERPRISE plan only/],
      [["key:revoke", "--prefix", "mk_live_nosuchkey"], /not found/],
    ] as [string[], RegExp][]) {
      await check(c);
    }
  });
});
