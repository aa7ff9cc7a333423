/** One Server-Sent Event: `event: <name>` and one line of JSON data. */
export type ServerSentEvent = { event: string; data: unknown };

const encoder = new TextEncoder();
const frame = (e: ServerSentEvent) => encoder.encode(`event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`);

/**
 * A text/event-stream response that pulls events one at a time (back-pressure: nothing is produced faster than the
 * client reads). When the client goes away the stream's cancel runs: `onCancel` first (so a pending provider read
 * stops at once), then the generator's own cleanup. Hand-rolled: the format is four lines, no library needed.
 */
export function sseResponse(events: AsyncGenerator<ServerSentEvent, void>, onCancel: () => void, headers: Record<string, string> = {}) {
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(frame(next.value));
    },
    async cancel() {
      onCancel();
      await events.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      // Proxies such as nginx buffer responses unless told not to; tokens must reach the client as they come.
      "x-accel-buffering": "no",
      ...headers,
    },
  });
}
