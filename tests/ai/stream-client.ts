import { baseUrl } from "../support/server";

export type Event = { event: string; data: any };

/** POSTs a streamed run and reads its events as they come; `stopAfter` deltas, it hangs up. */
export async function streamRun(apiKey: string, body: object, opts: { stopAfter?: number; headers?: Record<string, string> } = {}) {
  const abort = new AbortController();
  const res = await fetch(`${await baseUrl()}/api/v1/ai/execute`, {
    method: "POST",
    headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", ...opts.headers },
    body: JSON.stringify({ ...body, stream: true }),
    signal: abort.signal,
  });
  const events: Event[] = [];
  if (!res.headers.get("content-type")?.startsWith("text/event-stream")) return { res, events, json: await res.json() };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (let reads = 0; reads < 10_000; reads++) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(frame)![1];
      events.push({ event, data: JSON.parse(/^data: (.*)$/m.exec(frame)![1]) });
    }
    if (opts.stopAfter !== undefined && events.filter((e) => e.event === "delta").length >= opts.stopAfter) {
      abort.abort();
      break;
    }
  }
  return { res, events, json: null };
}
