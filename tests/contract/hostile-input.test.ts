import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { changePlan } from "@/lib/accounts/users";
import { ERROR_CODES } from "@/lib/errors";
import { assertMatchesContract } from "../support/contract";
import { api, rawFetch } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { baseUrl } from "../support/server";
import { signIn } from "../support/session";
import { validProduct } from "../catalog/helpers";
import {
  bodyFraming,
  fieldPaths,
  hostileJson,
  hostileQueryValue,
  hostileSegment,
  plausible,
  setPath,
  type BodyFraming,
  type Components,
  type JsonSchema,
} from "./hostile-values";

// Walks every operation of the served OpenAPI document with hostile paths, queries, bodies and framings, as a
// second account that knows the first one's ids. Every answer must be below 500, in the envelope, and never
// carry (or change) the first account's data. FUZZ_RUNS scales the runs per operation (default 12).
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

type Account = Awaited<ReturnType<typeof provision>>;
type Operation = {
  path: string;
  method: string;
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};

const must = (res: { status: number; text: string; body: { data?: unknown } }, status: number) => {
  if (res.status !== status) throw new Error(`fixture call failed (${res.status}): ${res.text}`);
  return res.body.data as Record<string, string>;
};

/** An account with one of everything an id can name: draft and published product, card, endpoint, keys, order. */
async function provision(tag: string, sellerProductId?: string) {
  const user = await makeUser({ name: `Fuzz ${tag}`, plan: "ENTERPRISE", perMinute: 1_000_000, perDay: 100_000_000 });
  const marker = `private-${tag}-${randomBytes(6).toString("hex")}`;
  const key = user.key;
  const draft = must(await api("/products", { key, json: validProduct({ title: `Draft ${marker}` }) }), 201).id;
  const published = must(await api("/products", { key, json: validProduct({ title: `Listed by ${tag}` }) }), 201).id;
  must(await api(`/products/${published}/publish`, { key, method: "POST" }), 200);
  const card = must(await api("/payment-methods", { key, json: { providerRef: "pm_card_visa" } }), 201).id;
  const endpoint = must(await api("/webhooks/endpoints", { key, json: { url: `https://127.0.0.1:9/${marker}`, events: ["*"] } }), 201).id;
  const providerKey = must(await api("/provider-keys", { key, json: { provider: "openai", label: marker, key: `sk-${marker}` } }), 201).id;
  const order = sellerProductId ? must(await api("/purchases", { key, json: { productId: sellerProductId } }), 201).orderId : undefined;
  const events = ((await api("/events", { key })).body?.data ?? []) as { id: string }[];
  const cookie = await signIn(user.email, "test-password-123");
  return {
    ...user,
    marker,
    cookie,
    ids: {
      productId: [draft, published],
      workflowId: [published],
      orderId: order ? [order] : [],
      paymentMethodId: [card],
      endpointId: [endpoint],
      providerKeyId: [providerKey],
      apiKeyId: [user.keyId],
      eventId: events.map((e) => e.id).slice(0, 2),
    } as Record<string, string[]>,
    /** What only this account may see: a 2xx answer to anyone else must contain none of it. */
    secrets: [marker, user.email, draft, card, endpoint, providerKey, user.keyId, ...(order ? [order] : []), ...events.map((e) => e.id)],
  };
}

function idsFor(account: Account, path: string, name: string): string[] {
  if (name === "keyId") return path.startsWith("/provider-keys") ? account.ids.providerKeyId : account.ids.apiKeyId;
  return account.ids[name] ?? [];
}

function renderPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
}

function requestInit(framing: BodyFraming, body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  const json = JSON.stringify(body);
  switch (framing) {
    case "json":
      return { headers: { "content-type": "application/json" }, body: json };
    case "empty":
      return { headers: { "content-type": "application/json" }, body: "" };
    case "not-json":
      return { headers: { "content-type": "application/json" }, body: json.slice(0, Math.max(1, json.length - 1)) + "\u0000" };
    case "wrong-type":
      return { headers: { "content-type": "text/plain" }, body: json };
    case "no-type":
      return { headers: {}, body: new Blob([json]) };
    case "json-array":
      return { headers: { "content-type": "application/json" }, body: JSON.stringify([body]) };
    case "json-scalar":
      return { headers: { "content-type": "application/json" }, body: "42" };
    case "multipart": {
      const form = new FormData();
      form.set("file", new Blob([json]), String(Object.values(body ?? {})[0] ?? "x.txt"));
      form.set("\u0000field", "\ud800");
      return { headers: {}, body: form };
    }
    case "broken-multipart":
      return {
        headers: { "content-type": "multipart/form-data; boundary=fuzz" },
        body: `--fuzz\r\nContent-Disposition: form-data; name="file"\r\n\r\n${json}`,
      };
  }
}

function assertEnvelope(where: string, res: Response, text: string) {
  const { status } = res;
  const contentType = res.headers.get("content-type") ?? "";
  expect(status, `${where} answered ${status}: ${text.slice(0, 300)}`).toBeLessThan(500);
  // "/x/%2E%2E/" resolves to a trailing-slash URL, which Next.js redirects to its canonical form before any route
  // (keeping the query: "/products/..?currency=NaN" goes to "/api/v1?currency=NaN"; "/avatars/%2E%2E/.." climbs to "/api").
  if (status === 308) return expect(res.headers.get("location"), where).toMatch(/^\/api(\/v1(\/[^?]*[^/?])?)?(\?.*)?$/);
  if (status < 300 && !contentType.includes("json")) return; // a download or receipt: not an envelope by design
  let body: { success?: unknown; data?: unknown; error?: { code?: unknown; message?: unknown; details?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${where} answered ${status} with a non-JSON body: ${text.slice(0, 200)}`);
  }
  if (status < 300) {
    expect(body.success, where).toBe(true);
    expect(body, where).toHaveProperty("data");
  } else {
    expect(body.success, where).toBe(false);
    expect(Object.keys(ERROR_CODES), where).toContain(body.error?.code);
    expect(typeof body.error?.message, where).toBe("string");
    expect(typeof body.error?.details, where).toBe("object");
  }
}

describe("hostile input against every operation of the OpenAPI document", () => {
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas?: Components } };
  let victim: Account;
  let attacker: Account;
  let before: Record<string, number>;

  beforeAll(async () => {
    doc = await (await rawFetch("/api/v1/openapi.json")).json();
    const seller = await makeUser({ name: "Fuzz seller", plan: "ENTERPRISE", perMinute: 1_000_000, perDay: 100_000_000 });
    const listed = must(await api("/products", { key: seller.key, json: validProduct() }), 201).id;
    must(await api(`/products/${listed}/publish`, { key: seller.key, method: "POST" }), 200);
    victim = await provision("victim", listed);
    attacker = await provision("attacker", listed);
    before = await victimFootprint();
  });

  /** Counts of the victim's records that the attacker's requests must leave alone. */
  async function victimFootprint(): Promise<Record<string, number>> {
    const key = victim.key;
    const products = await api("/products?author=me&limit=100", { key });
    const endpoints = await api("/webhooks/endpoints", { key });
    const providerKeys = await api("/provider-keys", { key });
    const cards = await api("/payment-methods", { key });
    const draft = await api(`/products/${victim.ids.productId[0]}`, { key });
    return {
      products: products.body.meta.total,
      endpoints: endpoints.body.data.length,
      providerKeys: providerKeys.body.data.length,
      cards: cards.body.data.length,
      draftStatus: draft.status,
      draftTitleIntact: Number(draft.body.data.title === `Draft ${victim.marker}`),
    };
  }

  const operations = (): Operation[] =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, o]) => ({ ...o, path, method: method.toUpperCase() })),
    );

  it("covers every operation of the document", () => {
    expect(operations().length).toBeGreaterThan(40);
  });

  it("answers every hostile request below 500, in the envelope, without another account's data", { timeout: 240_000 }, async () => {
    const base = await baseUrl();
    const components = doc.components.schemas ?? {};
    for (const o of operations()) {
      const pathParams = (o.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      const queryParams = (o.parameters ?? []).filter((p) => p.in === "query");
      const jsonSchema = o.requestBody?.content["application/json"]?.schema;
      const sendsBody = !["GET", "DELETE"].includes(o.method);
      const targets = jsonSchema ? fieldPaths(jsonSchema, components) : [];

      const segment = (name: string) =>
        fc.oneof(
          fc
            .constantFrom(
              ...(o.path.startsWith("/api-keys") ? [] : idsFor(attacker, o.path, name)),
              ...idsFor(victim, o.path, name),
              "missing_0000",
            )
            .map(encodeURIComponent),
          hostileSegment,
        );
      const arbitrary = fc.record({
        segments: fc.tuple(...pathParams.map(segment)),
        query: fc.tuple(...queryParams.map(() => fc.option(hostileQueryValue, { freq: 2 }))),
        planted: fc.array(fc.tuple(fc.constantFrom(...targets, ["unknownField"], ["productId"]), hostileJson), { maxLength: 3 }),
        framing: bodyFraming,
        caller: fc.constantFrom("key", "key", "key", "key", "session", "none"),
      });

      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ segments, query, planted, framing, caller }) => {
          const values = Object.fromEntries(pathParams.map((name, i) => [name, segments[i]]));
          const search = queryParams
            .map((p, i) => (query[i] === null ? null : `${encodeURIComponent(p.name)}=${query[i]}`))
            .filter(Boolean)
            .join("&");
          const body = (jsonSchema ? plausible(jsonSchema, components) : {}) as Record<string, unknown>;
          for (const [name, ids] of Object.entries(attacker.ids)) if (name in body && ids[0]) body[name] = ids[0];
          for (const [path, value] of planted) setPath(body, path, value);
          const init = sendsBody ? requestInit(framing, body) : { headers: {} as Record<string, string> };
          if (caller === "key") init.headers.authorization = `Bearer ${attacker.key}`;
          if (caller === "session") Object.assign(init.headers, { cookie: attacker.cookie, origin: base });
          const url = `${base}/api/v1${renderPath(o.path, values)}${search ? `?${search}` : ""}`;
          const res = await fetch(url, { method: o.method, redirect: "manual", ...init });
          const text = await res.text();
          const where = `${o.method} ${url.slice(base.length, base.length + 300)} (${caller}, ${framing}, planted ${JSON.stringify(planted).slice(0, 200)})`;
          assertEnvelope(where, res, text);
          await assertMatchesContract(o.method, url, { status: res.status, headers: res.headers, text }).catch((err: Error) => {
            throw new Error(`${where}: ${err.message}`);
          });
          if (res.status < 300) {
            for (const secret of victim.secrets) expect(text.includes(secret), `${where} leaked the other account's ${secret}`).toBe(false);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      // A fuzzed plan change must not throttle the operations after it.
      await changePlan(attacker.id, { plan: "ENTERPRISE", perMinute: 1_000_000, perDay: 100_000_000 });
    }
  });

  it("left the other account's records as they were", async () => {
    expect(await victimFootprint()).toEqual(before);
  });
});

describe("the hostile inputs that used to answer 500", () => {
  let key: string;
  beforeAll(async () => {
    key = (await makeUser({ name: "Regression", plan: "BUSINESS" })).key;
  });

  const fieldsOf = (res: { body: { error: { details: { fields: { path: string }[] } } } }) =>
    res.body.error.details.fields.map((f) => f.path);

  it("refuses a NUL character or a lone surrogate in a body field, a query value and a path id, naming the field", async () => {
    const body = await api("/products", { key, json: validProduct({ title: "Nul\u0000title", description: "half \ud800" }) });
    expect(body.status).toBe(400);
    expect(body.body.error.code).toBe("VALIDATION_ERROR");
    expect(fieldsOf(body)).toEqual(["title", "description"]);

    const query = await api("/products?search=a%00b", { key });
    expect(query.status).toBe(400);
    expect(fieldsOf(query)).toEqual(["search"]);

    const path = await api("/products/prod_%00", { key });
    expect(path.status).toBe(400);
    expect(fieldsOf(path)).toEqual(["productId"]);
  });

  it("answers malformed percent-encoding in a path segment with the envelope, for any method", async () => {
    for (const method of ["GET", "PATCH", "DELETE"]) {
      const res = await api("/products/%E0%A4%A", { key, method, json: method === "PATCH" ? {} : undefined });
      expect(res.status, method).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.details.requestId).toBe(res.headers.get("x-request-id"));
    }
  });

  it("bounds prices and pages in queries", async () => {
    for (const q of ["minPrice=1e300", "maxPrice=1e300", "page=1e300", "page=100001", "limit=101"]) {
      const res = await api(`/products?${q}`, { key });
      expect(res.status, q).toBe(400);
      expect(new Set(fieldsOf(res)), q).toEqual(new Set([q.split("=")[0]]));
    }
  });

  it("checks a provider key's baseUrl is an http(s) URL of at most 500 characters", async () => {
    for (const baseUrl of ["not a url", `https://${"a".repeat(600)}.example`, "ftp://127.0.0.1/v1"]) {
      const res = await api("/provider-keys", { key, json: { provider: "openai-compatible", key: "sk-12345678", baseUrl } });
      expect(res.status, baseUrl).toBe(400);
      expect(fieldsOf(res), baseUrl).toEqual(["baseUrl"]);
    }
  });

  it("answers a JSON body nested 10,000 levels deep with 400 VALIDATION_ERROR on every POST and PATCH", { timeout: 120_000 }, async () => {
    const doc = (await (await rawFetch("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { "x-dashboard-only"?: boolean; requestBody?: { content: Record<string, unknown> } }>>;
    };
    const user = await makeUser({ name: "Deep body", plan: "ENTERPRISE", perMinute: 1_000_000, perDay: 100_000_000 });
    const cookie = await signIn(user.email, TEST_PASSWORD);
    const deep = `{"title":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    const sent: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, o] of Object.entries(item)) {
        // Uploads take multipart bodies, never JSON.
        if ((method !== "post" && method !== "patch") || o.requestBody?.content["multipart/form-data"]) continue;
        const url = `/api/v1${path.replace(/\{[^}]+\}/g, "x1")}`;
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (o["x-dashboard-only"]) headers.cookie = cookie;
        else headers.authorization = `Bearer ${user.key}`;
        const res = await rawFetch(url, { method: method.toUpperCase(), headers, body: deep });
        const body = await res.json();
        const where = `${method.toUpperCase()} ${path}`;
        expect(res.status, where).toBe(400);
        expect(body.error.code, where).toBe("VALIDATION_ERROR");
        expect(
          body.error.details.fields.map((f: { path: string }) => f.path),
          where,
        ).toContain("(body)");
        sent.push(where);
      }
    }
    expect(sent.length).toBeGreaterThan(20);
  });

  it("answers a broken multipart upload with the envelope", async () => {
    const res = await api("/products/prod_missing/images", {
      key,
      method: "POST",
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nno closing boundary',
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual(["(body)"]);
  });
});
