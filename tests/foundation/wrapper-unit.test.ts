import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { op, wrapOperation } from "@/lib/api/handler";
import { db } from "@/lib/db/client";
import { makeUser } from "../support/factories";

// The wrapper called directly with hand-made operations: behaviours no production route exposes on purpose.

const ctx = { params: Promise.resolve({}) };

function request(key: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  return new NextRequest("http://127.0.0.1/api/v1/unit", {
    method: init.method ?? (init.json !== undefined ? "POST" : "GET"),
    headers: {
      authorization: `Bearer ${key}`,
      ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
}

afterEach(() => vi.restoreAllMocks());

describe("defineRoute's wrapper, unit level", () => {
  it("turns an unexpected exception into 500 INTERNAL_ERROR with no stack, SQL or message, and logs the request id", async () => {
    const u = await makeUser();
    const logged: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    const handler = wrapOperation(
      "/unit",
      "GET",
      op({
        operationId: "unitOp1",
        response: z.unknown(),
        summary: "throws",
        handler: async () => {
          throw new Error('relation "secret_table" does not exist: SELECT password FROM secret_table');
        },
      }),
    );
    const res = await handler(request(u.key), ctx);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(res.status).toBe(500);
    expect(body.error.code).toBe("INTERNAL_ERROR");
    expect(text).not.toMatch(/secret_table|SELECT|stack|at .*\.ts/);
    expect(body.error.details).toEqual({ requestId: res.headers.get("x-request-id") });
    expect(logged.join("")).toContain(body.error.details.requestId);
  });

  it("refuses a valid key without the operation's scope with 403 UNAUTHORIZED", async () => {
    const u = await makeUser({ scopes: ["products:read"] });
    const handler = wrapOperation(
      "/unit",
      "POST",
      op({
        operationId: "unitOp2",
        response: z.unknown(),
        summary: "needs write",
        scope: "products:write",
        handler: async () => ({ ok: true }),
      }),
    );
    const res = await handler(request(u.key, { json: {} }), ctx);
    const body = await res.json();
    expect(res.status).toBe(403);
    expect(body.error.code).toBe("UNAUTHORIZED");
    expect(body.error.details.requiredScope).toBe("products:write");
    expect(res.headers.get("x-ratelimit-limit")).toBe("20");

    const allowed = await wrapOperation(
      "/unit",
      "POST",
      op({
        operationId: "unitOp3",
        response: z.unknown(),
        summary: "needs read",
        scope: "products:read",
        handler: async () => ({ ok: true }),
      }),
    )(request(u.key, { json: {} }), ctx);
    expect(allowed.status).toBe(200);
  });

  it("answers 409 IDEMPOTENCY_CONFLICT while the first request with a key is still running, then replays it", async () => {
    const u = await makeUser();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let runs = 0;
    const handler = wrapOperation(
      "/unit",
      "POST",
      op({
        operationId: "unitOp4",
        response: z.unknown(),
        summary: "slow",
        body: z.object({ n: z.number() }),
        handler: async ({ body }) => {
          runs++;
          await gate;
          return { n: body.n, run: runs };
        },
      }),
    );
    const headers = { "idempotency-key": "slow-1" };
    const first = handler(request(u.key, { json: { n: 1 }, headers }), ctx);
    const client = await db();
    await vi.waitFor(async () => {
      expect(await client.idempotencyRecord.findUnique({ where: { userId_key: { userId: u.id, key: "slow-1" } } })).not.toBeNull();
    });
    const concurrent = await handler(request(u.key, { json: { n: 1 }, headers }), ctx);
    expect(concurrent.status).toBe(409);
    expect((await concurrent.json()).error.code).toBe("IDEMPOTENCY_CONFLICT");
    release();
    const done = await first;
    const firstText = await done.text();
    expect(done.status).toBe(200);
    const replay = await handler(request(u.key, { json: { n: 1 }, headers }), ctx);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe(firstText);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(runs).toBe(1);
  });

  it("lets a retry take over a key whose first request was abandoned mid-way (process died)", async () => {
    const u = await makeUser();
    const client = await db();
    const { requestFingerprint } = await import("@/lib/api/idempotency");
    const raw = JSON.stringify({ n: 7 });
    await client.idempotencyRecord.create({
      data: {
        userId: u.id,
        key: "orphan-1",
        requestHash: requestFingerprint("POST", "/api/v1/unit", raw),
        createdAt: new Date(Date.now() - 10 * 60_000),
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    const handler = wrapOperation(
      "/unit",
      "POST",
      op({
        operationId: "unitOp5",
        response: z.unknown(),
        summary: "echo",
        body: z.object({ n: z.number() }),
        handler: async ({ body }) => body,
      }),
    );
    const res = await handler(request(u.key, { json: { n: 7 }, headers: { "idempotency-key": "orphan-1" } }), ctx);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ n: 7 });
  });

  it("does not store a server error: a retry with the same key runs again", async () => {
    const u = await makeUser();
    let calls = 0;
    const handler = wrapOperation(
      "/unit",
      "POST",
      op({
        operationId: "unitOp6",
        response: z.unknown(),
        summary: "fails once",
        handler: async () => {
          if (++calls === 1) throw new Error("transient");
          return { calls };
        },
      }),
    );
    vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const headers = { "idempotency-key": "flaky-1" };
    expect((await handler(request(u.key, { json: {}, headers }), ctx)).status).toBe(500);
    const retry = await handler(request(u.key, { json: {}, headers }), ctx);
    expect(retry.status).toBe(200);
    expect((await retry.json()).data).toEqual({ calls: 2 });
  });
});
