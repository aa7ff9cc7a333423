import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/dashboard.md, "How the dashboard reads data": client components take API data types from lib/api-client and
// import from lib/ only modules that never reach the server (pure helpers, formatting, input schemas).
const root = path.resolve(import.meta.dirname, "../..");
const SERVER_ONLY = /^(node:|server-only$|pg$|@prisma\/|@electric-sql\/|next\/headers$|nodemailer$|@aws-sdk\/)/;
const SERVER_MODULES = new Set(["lib/db/client.ts", "lib/env.ts"]);

type Import = { specifier: string; typeOnly: boolean; names: string[] };

/** The module's imports and re-exports; a hand-rolled reader is enough for our own formatted sources (prettier). */
function importsOf(file: string): Import[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const found: Import[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+"([^"]+)";/gm)) {
    const clause = m[2];
    const names = (clause.match(/\{([\s\S]*)\}/)?.[1] ?? "")
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    const allTyped = names.length > 0 && names.every((n) => n.startsWith("type ")) && !/^\w+\s*,/.test(clause);
    found.push({ specifier: m[3], typeOnly: !!m[1] || allTyped, names: names.map((n) => n.replace(/^type\s+/, "").split(/\s+as\s+/)[0]) });
  }
  for (const m of text.matchAll(/^import\s+"([^"]+)";/gm)) found.push({ specifier: m[1], typeOnly: false, names: [] });
  return found;
}

/** The repo file an "@/…" or relative specifier names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? specifier.slice(2)
    : specifier.startsWith(".")
      ? path.join(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return null;
}

const reachCache = new Map<string, string | null>();
/** The first server-only module or package this module's runtime imports lead to, or null when it stays client-safe. */
function reachesServer(file: string, seen = new Set<string>()): string | null {
  if (reachCache.has(file)) return reachCache.get(file)!;
  if (SERVER_MODULES.has(file)) return file;
  if (seen.has(file) || !/\.(ts|tsx)$/.test(file)) return null;
  seen.add(file);
  let reached: string | null = null;
  for (const imp of importsOf(file)) {
    if (imp.typeOnly) continue;
    if (SERVER_ONLY.test(imp.specifier)) reached = `${file} → ${imp.specifier}`;
    const target = resolve(file, imp.specifier);
    const via = target ? reachesServer(target, seen) : null;
    if (via) reached = `${file} → ${via}`;
    if (reached) break;
  }
  reachCache.set(file, reached);
  return reached;
}

function clientComponents(): string[] {
  return ["app", "components"].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .map((f) => `${dir}/${f.split(path.sep).join("/")}`)
      .filter((f) => /\.tsx?$/.test(f) && /^["']use client["']/.test(fs.readFileSync(path.join(root, f), "utf8"))),
  );
}

describe("client components", () => {
  const files = clientComponents();

  it("are found, and the check sees a module that reaches the database", () => {
    expect(files.length).toBeGreaterThan(60);
    expect(reachesServer("lib/payments/payment-methods.ts")).toMatch(/lib\/db\/client\.ts|@prisma/);
    expect(reachesServer("lib/format/money.ts")).toBeNull();
  });

  it("import from lib/ only modules that never reach the server, even for types", () => {
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter((imp) => imp.specifier.startsWith("@/lib/"))
        .map((imp) => ({ imp, target: resolve(file, imp.specifier) }))
        .filter(({ target }) => target !== null && reachesServer(target) !== null)
        .map(({ imp, target }) => `${file} imports ${imp.specifier} (${reachesServer(target!)})`),
    );
    expect(offenders, "move the type to lib/api-client/types.ts or the helper to a pure module").toEqual([]);
  });

  it("take the server's view types of API data from lib/api-client/types.ts", () => {
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter((imp) => /^@\/lib\/(?!api-client\/)/.test(imp.specifier))
        .flatMap((imp) => imp.names.filter((n) => /^[A-Z]\w*View$/.test(n)).map((n) => `${file}: ${n} from ${imp.specifier}`)),
    );
    expect(offenders).toEqual([]);
  });
});
