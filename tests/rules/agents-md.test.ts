import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The rules of AGENTS.md that lint cannot see (eslint.config.mjs holds the others), checked against the tree.
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const agents = read("AGENTS.md");
const SOURCE_DIRS = ["app", "lib", "components", "inngest", "scripts", "tests", "e2e", "bench"];
const SKIP = /^(lib\/db\/generated|bench\/results)(\/|$)|(^|\/)node_modules(\/|$)/;

/** Repo files under `dirs` (relative paths), without generated code and results. */
function files(dirs = SOURCE_DIRS): string[] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .map((f) => `${dir}/${f.split(path.sep).join("/")}`)
      .filter((f) => !SKIP.test(f) && fs.statSync(path.join(root, f)).isFile()),
  );
}
const sources = () => files().filter((f) => /\.(ts|tsx|mjs)$/.test(f));

describe("AGENTS.md", () => {
  it("quotes its example route whole, as the real file that npm run typecheck compiles", () => {
    const block = agents.match(/```ts\n\/\/ (app\/api\/v1\/\S+\/route\.ts)\n([\s\S]*?)```/);
    expect(block, "the example route block").not.toBeNull();
    expect(block![2], `the example in AGENTS.md differs from ${block![1]}: copy the file into it`).toBe(read(block![1]));
  });

  it("names only files, folders and npm scripts that exist", () => {
    const named = [...agents.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]);
    // Repo paths: a top-level file or folder, then more (`_components/` alone is a kind of folder, not a path).
    const top = new Set(fs.readdirSync(root));
    const paths = named.filter((p) => /^[\w.()[\]-]+\/[\w.()[\]/-]*$/.test(p) && top.has(p.split("/")[0]));
    expect(paths.length).toBeGreaterThan(30);
    const missing = paths.filter((p) => !fs.existsSync(path.join(root, p)));
    expect(missing, "paths AGENTS.md names that do not exist").toEqual([]);
    const scripts = Object.keys(JSON.parse(read("package.json")).scripts);
    const runs = [...agents.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]);
    expect(
      runs.filter((s) => !scripts.includes(s)),
      "npm scripts AGENTS.md names that package.json lacks",
    ).toEqual([]);
  });

  it("names helpers that exist where it says they are", () => {
    const where: [string, string][] = [
      ["defineRoute", "lib/api/handler.ts"],
      ["op", "lib/api/handler.ts"],
      ["publicOp", "lib/api/handler.ts"],
      ["created", "lib/api/envelope.ts"],
      ["accepted", "lib/api/envelope.ts"],
      ["list", "lib/api/envelope.ts"],
      ["AppError", "lib/errors.ts"],
      ["ERROR_CODES", "lib/errors.ts"],
      ["validationError", "lib/errors.ts"],
      ["notFound", "lib/errors.ts"],
      ["db", "lib/db/client.ts"],
      ["DbTx", "lib/db/client.ts"],
      ["preparedQuery", "lib/db/client.ts"],
      ["emitEvent", "lib/events/emit.ts"],
      ["enqueueJob", "lib/jobs/enqueue.ts"],
      ["retryOnSchedule", "lib/jobs/retry.ts"],
      ["env", "lib/env.ts"],
      ["api", "lib/api-client/browser.ts"],
      ["call", "lib/api-client/browser.ts"],
      ["makeUser", "tests/support/factories.ts"],
      ["signIn", "tests/support/session.ts"],
      ["signUp", "e2e/support/auth.ts"],
      ["createApiKeyInUi", "e2e/support/auth.ts"],
      ["callApiWithKey", "e2e/support/auth.ts"],
    ];
    for (const [name, file] of where) {
      expect(agents, `AGENTS.md no longer names ${name}: drop it from this list`).toContain(name);
      expect(read(file), `${name} is not exported by ${file}`).toMatch(
        new RegExp(`export (async )?(function|const|class|type) ${name}\\b|export const \\{[^}]*\\b${name}\\b`),
      );
    }
  });

  it("every /v1 route file is one defineRoute call", () => {
    // The catch-all 404 and the OpenAPI document are the two routes outside the wrapper.
    const routes = files(["app/api/v1"]).filter((f) => f.endsWith("/route.ts") && !/\[\.\.\.path\]|openapi\.json/.test(f));
    expect(routes.length).toBeGreaterThan(40);
    const off = routes.filter((f) => (read(f).match(/\bdefineRoute\(/g) ?? []).length !== 1);
    expect(off, "route files without exactly one defineRoute call").toEqual([]);
  });

  it("file names are kebab-case (Next.js's [param], (group) and _private folders and .well-known aside)", () => {
    const bad = files()
      .flatMap((f) => f.split("/"))
      .filter((part) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/.test(part))
      .filter((part) => !/^\[(\.\.\.)?\w+\]$|^\([a-z-]+\)$|^_[a-z]+(-[a-z]+)*$/.test(part))
      .filter((part) => part !== ".gitkeep" && part !== ".well-known"); // RFC 8615's fixed name
    expect([...new Set(bad)], "file or folder names that are not kebab-case").toEqual([]);
  });

  it("comments cite repo files, not numbered sections of the original specification", () => {
    const cites = sources().flatMap((f) =>
      read(f)
        .split("\n")
        .map((line, i) => [f, i + 1, line] as const)
        .filter(([, , line]) => /\bspec(ification)?(?:'s)?\s*§?\s*\d+\.\d+/i.test(line)),
    );
    expect(
      cites.map(([f, n]) => `${f}:${n}`),
      "cite the docs/ section instead (e.g. docs/api.md#pagination)",
    ).toEqual([]);
  });

  it("every page without a path parameter is visited by a browser journey in e2e/", () => {
    const journeys = files(["e2e"])
      .filter((f) => f.endsWith(".ts"))
      .map(read)
      .join("\n");
    const routes = files(["app"])
      .filter((f) => f.endsWith("/page.tsx") && !f.includes("["))
      .map(
        (f) =>
          "/" +
          path.posix
            .dirname(f)
            .replace(/^app\/?/, "")
            .replace(/\([a-z-]+\)\/?/g, ""),
      )
      .map((r) => r.replace(/\/$/, "") || "/");
    expect(routes).toContain("/dashboard/products/new");
    const unvisited = routes.filter((r) => r !== "/" && !new RegExp(`["'\`]${r.replace(/[/-]/g, "\\$&")}["'\`?#]`).test(journeys));
    expect(unvisited, "pages no journey in e2e/ opens (AGENTS.md: a new page gets a journey)").toEqual([]);
  });

  it("every not-found.tsx below the root is reached by a notFound() in its segment", () => {
    const pages = files(["app"]);
    const dead = pages
      .filter((f) => f.endsWith("/not-found.tsx") && f !== "app/not-found.tsx")
      .filter((nf) => {
        const dir = path.posix.dirname(nf) + "/";
        return !pages.some((p) => p.startsWith(dir) && /\/(page|layout)\.tsx$/.test(p) && /\bnotFound\(\)/.test(read(p)));
      });
    expect(dead, "not-found.tsx files no page of their segment can reach: delete them").toEqual([]);
  });
});
