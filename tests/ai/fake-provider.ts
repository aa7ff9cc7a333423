import http from "node:http";
import type { AddressInfo } from "node:net";

/** What the next matching request gets instead of a normal answer. */
type Rule = {
  match: (prompt: string) => boolean;
  times: number;
  status?: number;
  hang?: boolean;
  message?: string;
  /** Answer 200 with this many bytes of text (streamed as chunks of 64 KiB when the request streams). */
  oversizeBytes?: number;
  /** With oversizeBytes on a plain answer: declare the size in Content-Length (else chunked, no length). */
  contentLength?: boolean;
  /** Streams: send the first chunk, then nothing more. */
  stall?: boolean;
};

export type SeenRequest = {
  path: string;
  authorization: string | undefined;
  body: any;
  prompt: string;
  at: number;
  answeredAt?: number;
  /** Streams: when the first chunk was written (performance.now()), and whether the caller hung up before the end. */
  firstByteAt?: number;
  abandoned?: boolean;
  /** Oversized answers: the bytes written before the caller hung up. */
  sentBytes?: number;
};

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 for the real AI SDK code paths.
 * It answers "echo: <prompt>", reports `model` with a dated suffix like OpenAI does, and counts tokens
 * as whitespace-separated words unless `usage` is set. Rules make it fail (401/429/500) or hang. A request with
 * `"stream": true` is answered as OpenAI streams: a chunk per word and a final usage chunk.
 */
export async function startFakeProvider() {
  const rules: Rule[] = [];
  const seen: SeenRequest[] = [];
  const keyChecks: { authorization: string | undefined }[] = [];
  const hanging = new Set<http.ServerResponse>();
  let usage: { prompt: number; completion: number } | null = null;
  let modelSuffix = "-2024-07-18";
  let delayMs = 0;
  let chunkDelayMs = 0;

  const answer = (res: http.ServerResponse, record: SeenRequest) => {
    const rule = rules.find((r) => r.times > 0 && r.match(record.prompt));
    if (rule) {
      rule.times--;
      if (rule.hang) {
        hanging.add(res);
        return;
      }
      if (rule.oversizeBytes !== undefined) return oversizeAnswer(res, record, rule);
      if (rule.stall) return stallAnswer(res, record);
      res.writeHead(rule.status ?? 500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: rule.message ?? `fake failure ${rule.status}`, type: "fake_error", code: null } }));
      record.answeredAt = Date.now();
      return;
    }
    const output = `echo: ${record.prompt}`;
    const u = usage ?? { prompt: record.prompt.split(/\s+/).filter(Boolean).length, completion: output.split(/\s+/).length };
    if (record.body.stream) return streamAnswer(res, record, output, u);
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${seen.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: `${record.body.model}${modelSuffix}`,
        choices: [{ index: 0, message: { role: "assistant", content: output }, finish_reason: "stop" }],
        usage: { prompt_tokens: u.prompt, completion_tokens: u.completion, total_tokens: u.prompt + u.completion },
      }),
    );
    record.answeredAt = Date.now();
  };

  /** OpenAI's streaming format: one chunk per word, then (when asked) a chunk with only usage, then [DONE]. */
  const streamAnswer = (res: http.ServerResponse, record: SeenRequest, output: string, u: { prompt: number; completion: number }) => {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const base = { id: `chatcmpl-${seen.length}`, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000) };
    const model = `${record.body.model}${modelSuffix}`;
    const send = (chunk: object) => res.write(`data: ${JSON.stringify({ ...base, model, ...chunk })}\n\n`);
    const words = output.split(/(?<= )/);
    res.on("close", () => {
      if (!res.writableFinished) record.abandoned = true;
    });
    let i = 0;
    const next = () => {
      if (res.destroyed) return;
      if (i === 0) record.firstByteAt = performance.now();
      if (i < words.length) {
        send({
          choices: [{ index: 0, delta: i === 0 ? { role: "assistant", content: words[i] } : { content: words[i] }, finish_reason: null }],
        });
        i++;
        // setTimeout(…, 0) waits at least 1 ms: with no delay set, the chunks are written at once.
        if (chunkDelayMs > 0) setTimeout(next, chunkDelayMs);
        else next();
        return;
      }
      send({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
      if (record.body.stream_options?.include_usage) {
        send({ choices: [], usage: { prompt_tokens: u.prompt, completion_tokens: u.completion, total_tokens: u.prompt + u.completion } });
      }
      res.end("data: [DONE]\n\n");
      record.answeredAt = Date.now();
    };
    next();
  };

  /**
   * A 200 answer of `oversizeBytes` bytes in the provider's format, generated as it is written (with backpressure),
   * so the fake holds none of it: a plain JSON answer whose content is that long, or a stream of 64 KiB deltas.
   * `sentBytes` records how much was written before the caller hung up.
   */
  const oversizeAnswer = (res: http.ServerResponse, record: SeenRequest, rule: Rule) => {
    const total = rule.oversizeBytes!;
    const piece = "x".repeat(64 * 1024);
    const model = `${record.body.model}${modelSuffix}`;
    const stream = Boolean(record.body.stream);
    const head = stream
      ? ""
      : `{"id":"chatcmpl-big","object":"chat.completion","model":"${model}","choices":[{"index":0,"message":{"role":"assistant","content":"`;
    const tail = stream
      ? "data: [DONE]\n\n"
      : `"},"finish_reason":"stop"}],"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}`;
    const chunk = stream
      ? `data: ${JSON.stringify({ id: "chatcmpl-big", object: "chat.completion.chunk", model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`
      : piece;
    const headers: Record<string, string> = { "content-type": stream ? "text/event-stream" : "application/json" };
    if (rule.contentLength && !stream)
      headers["content-length"] = String(head.length + tail.length + Math.ceil(total / chunk.length) * chunk.length);
    res.writeHead(200, headers);
    record.sentBytes = 0;
    hanging.add(res);
    res.on("close", () => {
      hanging.delete(res);
      if (!res.writableFinished) record.abandoned = true;
    });
    res.write(head);
    const pump = () => {
      while (!res.destroyed && record.sentBytes! < total) {
        record.sentBytes! += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      if (!res.destroyed) {
        res.end(tail);
        record.answeredAt = Date.now();
      }
    };
    pump();
  };

  /** A stream that sends its first chunk and then hangs. */
  const stallAnswer = (res: http.ServerResponse, record: SeenRequest) => {
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    const model = `${record.body.model}${modelSuffix}`;
    const delta = { role: "assistant", content: "echo: " };
    res.write(
      `data: ${JSON.stringify({ id: "chatcmpl-stall", object: "chat.completion.chunk", model, choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`,
    );
    record.firstByteAt = performance.now();
    res.on("close", () => {
      if (!res.writableFinished) record.abandoned = true;
    });
    hanging.add(res);
  };

  const server = http.createServer((req, res) => {
    // The key check on save (lib/ai/key-check.ts) lists models; kept apart from `seen`, which holds completions.
    if (req.method === "GET" && req.url === "/v1/models") {
      keyChecks.push({ authorization: req.headers.authorization });
      const rejected = req.headers.authorization?.startsWith("Bearer sk-rejected");
      res.writeHead(rejected ? 401 : 200, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          rejected
            ? { error: { message: `Incorrect API key provided: ${req.headers.authorization!.slice(7)}`, type: "invalid_request_error" } }
            : { object: "list", data: [{ id: "gpt-4o-mini", object: "model" }] },
        ),
      );
      return;
    }
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw || "{}");
      const messages: { role: string; content: string | { type: string; text: string }[] }[] = body.messages ?? [];
      const last = messages.at(-1)?.content ?? "";
      const prompt = typeof last === "string" ? last : last.map((p) => p.text).join("");
      const record: SeenRequest = { path: req.url ?? "", authorization: req.headers.authorization, body, prompt, at: Date.now() };
      seen.push(record);
      if (delayMs > 0) setTimeout(() => answer(res, record), delayMs);
      else answer(res, record); // at once, as bench:ai needs: a timer would add its 1 ms minimum
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  return {
    url,
    seen,
    keyChecks,
    /**
     * The next `times` requests whose prompt matches fail with `status`, hang, answer `oversizeBytes` of text, or
     * (streams) `stall` after the first chunk.
     */
    fail(opts: Omit<Rule, "match" | "times"> & { times?: number; when?: string | ((prompt: string) => boolean) }) {
      const { when, times, ...rest } = opts;
      const match = typeof when === "function" ? when : (p: string) => (when === undefined ? true : p.includes(when));
      rules.push({ match, times: times ?? 1, ...rest });
    },
    setUsage(u: { prompt: number; completion: number } | null) {
      usage = u;
    },
    /** Answer every request this many milliseconds late (to observe parallel calls). */
    setDelay(ms: number) {
      delayMs = ms;
    },
    /** Streams: wait this long between chunks (to disconnect mid-stream). */
    setChunkDelay(ms: number) {
      chunkDelayMs = ms;
    },
    setModelSuffix(s: string) {
      modelSuffix = s;
    },
    reset() {
      rules.length = 0;
      seen.length = 0;
      keyChecks.length = 0;
      usage = null;
      modelSuffix = "-2024-07-18";
      delayMs = 0;
      chunkDelayMs = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;
