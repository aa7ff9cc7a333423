import { toCsv } from "@/lib/format/csv";

/** A CSV download written as the rows arrive, so a long export never sits whole in memory. */
export function csvResponse(fileName: string, header: string[], rows: AsyncIterable<(string | number | null)[]>): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(toCsv([header])));
      for await (const row of rows) controller.enqueue(encoder.encode(toCsv([row])));
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
