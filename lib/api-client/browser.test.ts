import { describe, expect, it } from "vitest";
import { api, ApiClientError, call } from "@/lib/api-client/browser";

// The browser sends relative addresses; here each call names an absolute base and answers from a stub server.
const answer =
  (status: number, body: unknown, contentType = "application/json") =>
  async (request: Request) => {
    seen.push(request);
    return new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": contentType } });
  };
const seen: Request[] = [];
const at = (fetch: (r: Request) => Promise<Response>) => ({ baseUrl: "http://promptly.test/api/v1", fetch });

describe("the dashboard's API client", () => {
  it("answers the success envelope, data and meta, typed by the document", async () => {
    const page = { success: true, data: [{ id: "k1" }], meta: { page: 2, limit: 20, total: 21 } };
    const res = await call(api.GET("/api-keys", { ...at(answer(200, page)) }));
    expect(res).toEqual(page);
    expect(seen.at(-1)!.url).toBe("http://promptly.test/api/v1/api-keys");
  });

  it("sends path and query parameters encoded, a JSON body with its type, and same-origin credentials", async () => {
    await call(
      api.POST("/refund-requests/{requestId}/decline", {
        params: { path: { requestId: "a/b c" } },
        body: { reason: "no" },
        ...at(answer(200, { success: true, data: {} })),
      }),
    );
    const sent = seen.at(-1)!;
    expect(sent.url).toBe("http://promptly.test/api/v1/refund-requests/a%2Fb%20c/decline");
    expect(sent.headers.get("content-type")).toBe("application/json");
    expect(await sent.json()).toEqual({ reason: "no" });
    expect(sent.credentials).toBe("same-origin");
    await call(
      api.GET("/purchases", { params: { query: { status: "all", page: 3, limit: 20 } }, ...at(answer(200, { success: true, data: [] })) }),
    );
    expect(seen.at(-1)!.url).toBe("http://promptly.test/api/v1/purchases?status=all&page=3&limit=20");
    await call(api.POST("/account/two-factor/setup", { ...at(answer(200, { success: true, data: {} })) }));
    expect(seen.at(-1)!.headers.get("content-type")).toBeNull(); // no body, no content type (as before)
  });

  it("throws the API's error envelope as ApiClientError: code, message, status, details and field messages", async () => {
    const error = {
      code: "VALIDATION_ERROR",
      message: "Check the highlighted fields",
      details: { fields: [{ path: "url", message: "Must be a URL" }] },
    };
    const failed = await call(
      api.POST("/webhooks/endpoints", { body: { url: "x", events: ["*"] }, ...at(answer(400, { success: false, error })) }),
    ).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiClientError);
    expect(failed).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Check the highlighted fields",
      status: 400,
      details: error.details,
    });
    expect((failed as ApiClientError).fieldErrors).toEqual({ url: "Must be a URL" });
    const limited = await call(
      api.GET(
        "/me",
        at(
          answer(429, { success: false, error: { code: "RATE_LIMIT_EXCEEDED", message: "Slow down", details: { retryAfterSeconds: 7 } } }),
        ),
      ),
    ).catch((e: unknown) => e);
    expect(limited).toMatchObject({ code: "RATE_LIMIT_EXCEEDED", status: 429, details: { retryAfterSeconds: 7 } });
  });

  it("turns an answer that is not the envelope (a proxy's HTML page, success: false, an empty body) into INTERNAL_ERROR", async () => {
    for (const [status, body, type] of [
      [502, "<html>Bad gateway</html>", "text/html"],
      [200, { success: false }, "application/json"],
      [200, "", "application/json"],
    ] as const) {
      const e = await call(api.GET("/me", at(answer(status, body, type)))).catch((err: unknown) => err);
      expect(e).toBeInstanceOf(ApiClientError);
      expect(e).toMatchObject({ code: "INTERNAL_ERROR", message: `Request failed (${status})`, status });
    }
  });

  it("lets a network failure through as it is, and a stream through to its reader", async () => {
    const down = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(call(api.GET("/me", at(down)))).rejects.toThrow(TypeError);
    const { data } = await api.POST("/ai/execute", {
      body: { productId: "p", apiKeyId: "k", stream: true },
      parseAs: "stream",
      ...at(answer(200, 'event: delta\ndata: {"text":"hi"}\n\n', "text/event-stream")),
    });
    expect(await new Response(data).text()).toContain('"text":"hi"');
  });
});

// `npm run typecheck` compiles this file: each call below must stay a type error, so a wrong path, parameter or
// body in a page fails the build the same way. Never called.
export function wrongCallsAreTypeErrors() {
  // @ts-expect-error a path the document does not have
  void api.GET("/no-such-path");
  // @ts-expect-error a method the path does not have
  void api.DELETE("/balance");
  // @ts-expect-error a missing path parameter
  void api.GET("/purchases/{orderId}", {});
  // @ts-expect-error a query value outside the document's enum
  void api.GET("/purchases", { params: { query: { status: "lost" } } });
  // @ts-expect-error a body of the wrong shape
  void api.POST("/account/plan", { body: { plan: 5 } });
  // @ts-expect-error a body field of the wrong type (an extra field is not caught: openapi-fetch infers the options)
  void api.PATCH("/account/profile", { body: { name: 44 } });
  // @ts-expect-error a required body field missing
  void api.POST("/webhooks/endpoints", { body: { url: "https://x.example" } });
  void (async () => {
    const { data } = await call(api.GET("/me"));
    // @ts-expect-error a field the answer does not have
    void data.favouriteColour;
  });
}
