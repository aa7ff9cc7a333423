import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { withBodyCap } from "@/lib/api/body-cap";

/** A chunked body (no Content-Length) of `chunks` × 1 KiB, counting how many chunks were pulled from it. */
function chunked(chunks: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(1024).fill(97));
    },
  });
  return { stream, pulled: () => pulled };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new NextRequest("http://app.test/api/auth/callback/credentials", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);

describe("withBodyCap (next-auth and Inngest bodies)", () => {
  const echo = withBodyCap(4096, async (req: NextRequest) => new Response(`got ${(await req.text()).length}`));

  it("hands a body under the cap to the handler unchanged", async () => {
    const res = await echo(post("email=a%40b.test&password=x"), {});
    expect(await res.text()).toBe("got 27");
  });

  it("answers 413 for a declared Content-Length over the cap, without reading", async () => {
    const res = await echo(post("x".repeat(10), { "content-length": "999999" }), {});
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({ code: "VALIDATION_ERROR", details: { maxBytes: 4096 } });
  });

  it("cuts a chunked body at the cap: 413, and the rest is never pulled", async () => {
    const body = chunked(10_000); // 10 MB if read whole
    const res = await echo(post(body.stream), {});
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(10);
  });
});
