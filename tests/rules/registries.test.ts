import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JOBS } from "@/inngest/registry";
import { ERROR_CODES } from "@/lib/errors";

// The "add it to the list" steps of AGENTS.md: each list is checked against what it lists.
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
/** Names in backticks in the first cell of each table row of `section` in `file`. */
function firstCells(file: string, section: string): Set<string> {
  const page = read(file);
  const start = page.indexOf(section);
  expect(start, `${file} has no section ${section}`).toBeGreaterThanOrEqual(0);
  const end = page.indexOf("\n#", start + section.length);
  const rows = page.slice(start, end < 0 ? undefined : end).split("\n");
  return new Set(rows.filter((r) => r.startsWith("| `")).flatMap((r) => [...r.split("|")[1].matchAll(/`([^`]+)`/g)].map((m) => m[1])));
}

describe("lists AGENTS.md asks to keep", () => {
  it("inngest/registry.ts lists every job definition in inngest/functions/", () => {
    const registry = read("inngest/registry.ts");
    const defs = fs.readdirSync(path.join(root, "inngest/functions")).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(defs.length).toBeGreaterThan(2);
    const unlisted = defs.filter((f) => !registry.includes(`@/inngest/functions/${f.replace(/\.ts$/, "")}"`));
    expect(unlisted, "job definitions missing from inngest/registry.ts").toEqual([]);
  });

  it("the job table of docs/architecture.md has a row for every job, and no other", () => {
    const rows = firstCells("docs/architecture.md", "| Job | Lane |");
    const names = JOBS.map((j) => j.name);
    expect(
      names.filter((n) => !rows.has(n)),
      "jobs without a row in docs/architecture.md",
    ).toEqual([]);
    expect(
      [...rows].filter((r) => !names.includes(r)),
      "rows of docs/architecture.md naming no job",
    ).toEqual([]);
  });

  it("docs/api.md#errors has a row for every error code, with its HTTP status", () => {
    const page = read("docs/api.md");
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(page, `docs/api.md#errors lacks the row of ${code}`).toContain(`| \`${code}\` | ${status} |`);
    }
    const rows = firstCells("docs/api.md", "| Code | HTTP | Meaning |");
    expect(
      [...rows].filter((r) => !(r in ERROR_CODES)),
      "rows of docs/api.md#errors naming no code",
    ).toEqual([]);
  });
});
