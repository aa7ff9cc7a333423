import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { rawFetch } from "../support/http";

const v1 = path.resolve(import.meta.dirname, "../../app/api/v1");

/** Every route.ts under app/api/v1 as its OpenAPI path ("api-keys/[keyId]" → "/api-keys/{keyId}"). */
function routeFiles(): string[] {
  return fs
    .readdirSync(v1, { recursive: true, encoding: "utf8" })
    .filter((f) => path.basename(f) === "route.ts")
    .map((f) => path.dirname(f).split(path.sep).join("/"))
    .filter((dir) => !dir.startsWith("[...") && dir !== "openapi.json")
    .map((dir) => "/" + dir.replace(/\[(\w+)\]/g, "{$1}"));
}

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document served without auth", async () => {
    const res = await rawFetch("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("lists every route module under app/api/v1", async () => {
    const doc = await (await rawFetch("/api/v1/openapi.json")).json();
    const routes = routeFiles();
    expect(routes).toContain("/me");
    for (const route of routes) expect(Object.keys(doc.paths), `${route} is missing: add it to app/api/v1/route-index.ts`).toContain(route);
  });

  it("describes request bodies and error responses from the same zod schemas", async () => {
    const doc = await (await rawFetch("/api/v1/openapi.json")).json();
    const signUp = doc.paths["/accounts"].post;
    const schema = signUp.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["email", "password", "name"]));
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(doc.paths["/me"].get.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "429", "500"]));
  });

  it("renders /docs with the reference script served locally (no CDN)", async () => {
    const page = await (await rawFetch("/docs")).text();
    expect(page).toContain('src="/docs/scalar.js"');
    expect(page).not.toMatch(/cdn\.jsdelivr|unpkg/);
    const script = await rawFetch("/docs/scalar.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
