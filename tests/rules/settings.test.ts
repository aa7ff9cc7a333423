import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_NAMES } from "@/lib/env";

// AGENTS.md: a setting is added to lib/env.ts with a default, and a row to docs/configuration.md.
const page = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/configuration.md"), "utf8");
const application = page.slice(page.indexOf("## Application"), page.indexOf("\n## ", page.indexOf("## Application") + 1));
/** The variables named in the first cell of each table row of the Application section. */
const documented = new Set(
  application
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...line.split("|")[1].matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])),
);
// Read by a library, not by lib/env.ts.
const READ_ELSEWHERE = ["NEXTAUTH_URL"];

describe("docs/configuration.md", () => {
  it("has a row for every setting of lib/env.ts", () => {
    expect(SETTING_NAMES.length).toBeGreaterThan(20);
    const missing = SETTING_NAMES.filter((name) => !documented.has(name));
    expect(
      missing,
      `settings of lib/env.ts without a row in the Application table of docs/configuration.md: ${missing.join(", ")}`,
    ).toEqual([]);
  });

  it("documents no application setting that lib/env.ts does not read", () => {
    const known = new Set<string>([...SETTING_NAMES, ...READ_ELSEWHERE]);
    const stale = [...documented].filter((name) => !known.has(name));
    expect(stale, `rows of docs/configuration.md naming no setting of lib/env.ts: ${stale.join(", ")}`).toEqual([]);
  });
});
