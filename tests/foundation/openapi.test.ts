import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { api, rawFetch } from "../support/http";
import { makeUser } from "../support/factories";

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

  it("renders /docs on the server: every operation and event, nothing from another origin", async () => {
    const res = await rawFetch("/docs");
    expect(res.headers.get("content-security-policy")).toMatch(/'nonce-/);
    const page = await res.text();
    expect(page).toContain("<title>API reference · Promptly</title>");
    const doc = await (await rawFetch("/api/v1/openapi.json")).json();
    for (const item of Object.values<Record<string, { operationId: string }>>(doc.paths))
      for (const o of Object.values(item)) expect(page).toContain(`id="${o.operationId}"`);
    for (const event of Object.keys(doc.webhooks)) expect(page).toContain(`id="event-${event}"`);
    // Nothing it loads comes from another origin (links to elsewhere are fine).
    expect(page).toMatch(/<script[^>]*\ssrc="\/_next\//);
    expect(page).not.toMatch(/<script[^>]*\ssrc="(https?:)?\/\//);
    expect(page).not.toMatch(/<link[^>]*rel="(stylesheet|preload|modulepreload|preconnect)"[^>]*href="(https?:)?\/\//);
    expect(page).not.toMatch(/cdn\.jsdelivr|unpkg|scalar/i);
    expect((await rawFetch("/docs/scalar.js")).status).toBe(404);
  });

  it("passes the checks Redocly's and Spectral's rulesets make that matter here", async () => {
    const doc = await (await rawFetch("/api/v1/openapi.json")).json();
    const declaredTags = new Set(doc.tags.map((t: { name: string }) => t.name));
    const ids: string[] = [];
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, o] of Object.entries<any>(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(o.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
        ids.push(o.operationId);
        expect(o.tags.length, where).toBeGreaterThan(0);
        for (const t of o.tags) expect(declaredTags, where).toContain(t);
        const success = Object.keys(o.responses).filter((s) => s.startsWith("2"));
        expect(success.length, where).toBe(1);
        const content = o.responses[success[0]].content;
        expect(Object.keys(content).length, where).toBeGreaterThan(0);
        const json = content["application/json"]?.schema;
        if (json?.type === "object") {
          // The envelope's data is typed: never the empty schema that renders as "data": null.
          expect(json.properties.data, where).toBeDefined();
          expect(JSON.stringify(json.properties.data), where).not.toBe("{}");
        }
        expect(o.responses[success[0]].headers["X-Request-Id"], where).toBeDefined();
        expect(o.responses["400"], where).toBeDefined();
        expect(o.responses["500"], where).toBeDefined();
        if (o.security.length) expect(o.responses["429"].headers["Retry-After"], where).toBeDefined();
        if (o.requestBody?.content["multipart/form-data"]) expect(o.requestBody.required, where).toBe(true);
      }
    }
    expect(new Set(ids).size).toBe(ids.length);
    const purchase = doc.paths["/purchases"].post;
    expect(purchase.requestBody.required).toBe(true);
    expect(purchase.parameters.map((p: { name: string }) => p.name)).toContain("Idempotency-Key");
    expect(Object.keys(purchase.responses)).toEqual(expect.arrayContaining(["201", "402", "404", "409", "413"]));
    expect(Object.keys(doc.paths["/ai/execute"].post.responses)).toEqual(expect.arrayContaining(["404", "502"]));
    expect(Object.keys(doc.paths["/purchases/{orderId}/download"].get.responses["200"].content)).toEqual(["application/zip", "text/plain"]);
    expect(Object.keys(doc.paths["/products/{productId}/images"].post.requestBody.content)).toEqual(["multipart/form-data"]);
    const page = doc.paths["/products"].get.parameters.find((p: { name: string }) => p.name === "page");
    expect(page.schema).toMatchObject({ minimum: 1, maximum: 100000 });
  });

  it("describes the sixteen event types as top-level webhooks with their data and delivery headers", async () => {
    const doc = await (await rawFetch("/api/v1/openapi.json")).json();
    expect(Object.keys(doc.webhooks)).toHaveLength(16);
    expect(Object.keys(doc.webhooks)).toEqual(
      expect.arrayContaining(["license.created", "license.revoked", "license.activated", "dispute.created", "dispute.closed"]),
    );
    const purchase = doc.webhooks["purchase.completed"].post;
    expect(purchase.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["X-Service-Event-ID", "X-Service-Timestamp", "X-Service-Signature", "X-Service-Attempt"]),
    );
    const ref = purchase.requestBody.content["application/json"].schema.$ref.split("/").at(-1);
    expect(doc.components.schemas[ref].properties.data.properties.order.required).toEqual(
      expect.arrayContaining(["id", "productId", "buyerId", "amount", "currency"]),
    );
  });

  it("gives every list meta (page, limit, total), paginated or not", async () => {
    const user = await makeUser({ plan: "BUSINESS" });
    const doc = await (await rawFetch("/api/v1/openapi.json")).json();
    const lists = Object.entries<Record<string, any>>(doc.paths)
      .filter(
        ([path, item]) => item.get && !path.includes("{") && item.get.responses["200"].content["application/json"]?.schema.properties.meta,
      )
      .map(([path]) => path)
      // dashboard session only
      .filter((path) => !path.startsWith("/api-keys") && !path.startsWith("/account/") && !path.startsWith("/connected-apps"));
    expect(lists).toEqual(
      expect.arrayContaining(["/categories", "/payment-methods", "/balance", "/payouts", "/webhooks/endpoints", "/provider-keys"]),
    );
    for (const path of lists) {
      const res = await api(path, { key: user.key });
      expect(res.status, path).toBe(200);
      expect(Array.isArray(res.body.data), path).toBe(true);
      expect(res.body.meta, path).toEqual({ page: expect.any(Number), limit: expect.any(Number), total: expect.any(Number) });
    }
  });
});
