import http from "node:http";
import { describe, expect, it } from "vitest";
import { api } from "../support/http";
import { makeUser, uniqueEmail } from "../support/factories";
import { baseUrl } from "../support/server";

function expectError(res: { status: number; body: any; headers: Headers }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ success: false, error: { code, message: expect.any(String) } });
  expect(Object.keys(res.body).sort()).toEqual(["error", "success"]);
  expect(res.body.error.details.requestId).toBe(res.headers.get("x-request-id"));
}

const signUpBody = () => ({ email: uniqueEmail("wrap"), password: "long-enough-1", name: "Wrapper" });

describe("the /v1 wrapper's error paths", () => {
  it("answers an unknown path with 404 NOT_FOUND in the envelope, for any method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      expectError(await api("/no/such/thing", { method }), 404, "NOT_FOUND");
    }
  });

  it("answers a known path with the wrong method with 405 METHOD_NOT_ALLOWED and Allow", async () => {
    const u = await makeUser();
    const res = await api("/me", { method: "DELETE", key: u.key });
    expectError(res, 405, "METHOD_NOT_ALLOWED");
    expect(res.headers.get("allow")).toBe("GET");
    expect(res.body.error.details.allowed).toEqual(["GET"]);
  });

  it("rejects malformed JSON with 400 VALIDATION_ERROR", async () => {
    const res = await api("/accounts", { method: "POST", body: '{"email": "a@b.c",', headers: { "content-type": "application/json" } });
    expectError(res, 400, "VALIDATION_ERROR");
    expect(res.body.error.details.fields).toEqual([{ path: "(body)", message: "Not valid JSON" }]);
  });

  it("rejects a body that is not declared as JSON with 400 VALIDATION_ERROR", async () => {
    const res = await api("/accounts", { method: "POST", body: JSON.stringify(signUpBody()), headers: { "content-type": "text/plain" } });
    expectError(res, 400, "VALIDATION_ERROR");
    expect(res.body.error.details.fields[0].path).toBe("Content-Type");
  });

  it("rejects a body over 1 MiB with 413 and code VALIDATION_ERROR (declared length)", async () => {
    const big = JSON.stringify({ ...signUpBody(), name: "x".repeat(1024 * 1024) });
    const res = await api("/accounts", { method: "POST", body: big, headers: { "content-type": "application/json" } });
    expectError(res, 413, "VALIDATION_ERROR");
  });

  it("rejects a streamed body over 1 MiB with no Content-Length with 413", async () => {
    // Its own connection (agent: false): the server answers before the body ends, so it is not reusable.
    const url = new URL(`${await baseUrl()}/api/v1/accounts`);
    const res = await new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const req = http.request(url, { method: "POST", agent: false, headers: { "content-type": "application/json" } }, (r) => {
        let text = "";
        r.setEncoding("utf8");
        r.on("data", (c: string) => (text += c));
        r.on("end", () => resolve({ status: r.statusCode ?? 0, text, headers: r.headers }));
      });
      req.on("error", reject);
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 5) {
          sent++;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        req.end();
      };
      pump();
    });
    const body = JSON.parse(res.text);
    expectError(
      { status: res.status, body, headers: new Headers({ "x-request-id": String(res.headers["x-request-id"]) }) },
      413,
      "VALIDATION_ERROR",
    );
  });

  it("rejects unknown body fields and lists one { path, message } per failing field", async () => {
    const res = await api("/accounts", { json: { email: "not-an-email", password: "short", name: "N", admin: true, role: "x" } });
    expectError(res, 400, "VALIDATION_ERROR");
    const fields = res.body.error.details.fields as { path: string; message: string }[];
    expect(fields.map((f) => f.path).sort()).toEqual(["admin", "email", "password", "role"]);
    for (const f of fields) expect(f.message).toEqual(expect.any(String));
  });

  it("accepts a well-formed X-Request-Id and echoes it in the header and details.requestId", async () => {
    const res = await api("/me", { headers: { "x-request-id": "client-trace.42:abc" } });
    expect(res.headers.get("x-request-id")).toBe("client-trace.42:abc");
    expect(res.body.error.details.requestId).toBe("client-trace.42:abc");
  });

  it("replaces a malformed X-Request-Id with a generated one", async () => {
    const res = await api("/no/such", { headers: { "x-request-id": "bad id with spaces <script>" } });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^req_[a-z0-9]{20}$/);
    expect(res.body.error.details.requestId).toBe(id);
  });

  it("generates a request id for successful responses too", async () => {
    const u = await makeUser();
    const a = await api("/me", { key: u.key });
    const b = await api("/me", { key: u.key });
    expect(a.headers.get("x-request-id")).toMatch(/^req_/);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });
});
