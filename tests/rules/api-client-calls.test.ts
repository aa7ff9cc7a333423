import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// docs/dashboard.md, "How the dashboard reads data": pages and components call /api/v1 only through the typed client
// (lib/api-client/browser.ts). `npm run lint` enforces it (eslint.config.mjs); this test plants calls in a page the
// way a newcomer would write them and checks that lint refuses each one (a positive control), and lets the rest be.
const root = path.resolve(import.meta.dirname, "../..");
const RULES = new Set(["no-restricted-syntax", "no-restricted-imports"]);

async function refusedLines(code: string, file: string): Promise<number[]> {
  // import/no-cycle reads the importing file from disk, and a planted file is not there: it is not the rule under test.
  const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { "import/no-cycle": "off" } } });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => m.line);
}

const PLANTED = `"use client";
import { apiFetch } from "@/lib/api/client";
import createClient from "openapi-fetch";

export async function planted(id: string) {
  await fetch("/api/v1/me");
  await fetch(\`/api/v1/products/\${id}\`, { method: "DELETE" });
  await window.fetch("/api/v1/balance");
  await fetch(new Request("/api/v1/payouts"));
  await fetch("http://localhost:3000/api/v1/me?x=1");
  new XMLHttpRequest().open("POST", \`/api/v1/products/\${id}/files\`);
  return [apiFetch, createClient];
}
`;

const ALLOWED = `"use client";
import { api, call } from "@/lib/api-client/browser";

export async function allowed(productId: string) {
  await call(api.GET("/products/{productId}", { params: { path: { productId } } }));
  await fetch("/api/auth/session");
  await fetch("/api/mcp", { method: "POST" });
  await fetch("/api/oauth/authorize", { method: "POST" });
  await fetch("/api/v10");
  new XMLHttpRequest().open("PUT", "https://bucket.example/part-1");
}
`;

describe("/api/v1 calls from pages and components", () => {
  it("lint refuses a bare fetch, Request or XMLHttpRequest of /api/v1, and the old helper or openapi-fetch itself", async () => {
    expect(await refusedLines(PLANTED, "app/dashboard/planted-call.tsx")).toEqual([2, 3, 6, 7, 8, 9, 10, 11]);
    expect(await refusedLines(PLANTED, "components/ai/planted-call.tsx")).toEqual([2, 3, 6, 7, 8, 9, 10, 11]);
  }, 60_000);

  it("lint lets the typed client and the routes outside /api/v1 (next-auth, MCP, OAuth) be", async () => {
    expect(await refusedLines(ALLOWED, "app/(site)/allowed-call.tsx")).toEqual([]);
  }, 60_000);

  it("the typed client itself may use openapi-fetch", async () => {
    expect(
      await refusedLines(`import createClient from "openapi-fetch";\nexport const c = createClient;\n`, "lib/api-client/x.ts"),
    ).toEqual([]);
  }, 60_000);
});
