import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enableLingeringClose, LINGER_MS } from "@/lib/net/lingering-close";

const CAP = 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, 0x61);

// Answers like the /v1 wrapper at the upload cap: reads the body as a web stream, stops at CAP without cancelling
// (lib/api/handler.ts cappedBody), and answers 413 while the client is still sending.
const server = http.createServer(async (req, res) => {
  // An answer given before the body arrives (an auth failure, say), and a plain answer.
  if (req.url === "/early") return void res.end("early");
  if (req.url === "/ok") return void res.end("ok");
  const reader = (Readable.toWeb(req) as ReadableStream<Uint8Array>).getReader();
  let size = 0;
  while (size <= CAP) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
  }
  reader.releaseLock();
  res.writeHead(413, { "content-type": "application/json" }).end(JSON.stringify({ error: "too large" }));
});

beforeAll(async () => {
  enableLingeringClose();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw client (it ignores our FIN, as a client still sending does) writing chunked frames of CHUNK. */
function rawUpload() {
  const { port } = server.address() as AddressInfo;
  const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  socket.write("POST /upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n");
  const frame = Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from("\r\n")]);
  let answer = "";
  let answeredAt = 0;
  let error: string | undefined;
  socket.on("data", (d: Buffer) => {
    answeredAt ||= Date.now();
    answer += d.toString("latin1");
  });
  socket.on("error", (err: NodeJS.ErrnoException) => (error = err.code));
  const closed = new Promise((resolve) => socket.on("close", resolve));
  /** Sends until the answer starts plus `after` bytes (Infinity: never stops), then waits for the close. */
  const send = async (after: number) => {
    let sentAfter = 0;
    while (!socket.destroyed && sentAfter < after) {
      if (answeredAt) sentAfter += frame.length;
      if (!socket.write(frame)) await new Promise((resolve) => socket.once("drain", resolve).once("close", resolve));
    }
    if (!socket.destroyed) socket.end("0\r\n\r\n");
    await closed;
    return { answer, answeredAt, error, closedAt: Date.now() };
  };
  return { send };
}

describe("lingering close", () => {
  it("reads and drops what a client sends after the early 413, then closes with FIN instead of a reset", async () => {
    // Without lingering, the bytes after the answer meet a closed socket: the client's writes fail with a reset.
    const res = await rawUpload().send(8 * 1024 * 1024);
    expect(res.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(res.error).toBeUndefined();
  });

  it("closes the connection of a client that goes on sending, LINGER_MS after the answer", async () => {
    const res = await rawUpload().send(Infinity);
    const closedAfterMs = res.closedAt - res.answeredAt;
    expect(res.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(LINGER_MS - 50);
    expect(closedAfterMs).toBeLessThan(LINGER_MS + 2_000);
  });

  it("keeps a kept-alive connection usable past LINGER_MS once the client has sent the rest of the body", async () => {
    const { port } = server.address() as AddressInfo;
    const socket = net.connect({ port, host: "127.0.0.1" });
    let received = "";
    const answers = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => ((received.match(/HTTP\/1\.1 200/g) ?? []).length >= n ? resolve() : undefined);
        socket.on("data", (d: Buffer) => ((received += d.toString("latin1")), check()));
        socket.once("close", () => reject(new Error(`closed after: ${received}`)));
        check();
      });
    socket.write("POST /early HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n");
    await answers(1);
    socket.write("0123456789");
    await new Promise((resolve) => setTimeout(resolve, LINGER_MS + 500));
    socket.write("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n");
    await answers(2);
    expect(received).toMatch(/early[\s\S]*HTTP\/1\.1 200 OK[\s\S]*ok$/);
    socket.destroy();
  });
});
