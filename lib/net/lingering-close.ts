import diagnosticsChannel from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

/** How long a client still sending an unread body may keep its connection after our answer. */
export const LINGER_MS = 2_000;

type ResponseFinish = { request: IncomingMessage; socket: Socket };
type LingeringSocket = Omit<Socket, "destroySoon"> & { destroySoon?: () => void; lingering?: boolean };

/**
 * Lingering close (RFC 9112 §9.6), which Node's HTTP server lacks: when we answer before the request body is read
 * (a 413 at the upload cap, lib/api/handler.ts), the rest of the body is read and dropped, and a connection that
 * closes after the answer half-closes first. Without it, Node closes a socket holding unread bytes, the kernel
 * sends a reset, and a client still sending often loses our answer (tests/catalog/uploads.test.ts). The reading is
 * bounded by LINGER_MS from the answer, whatever the client sends, so it cannot be used to hold a connection.
 */
function linger({ request, socket }: ResponseFinish): void {
  const lingering = socket as LingeringSocket;
  if (request.complete || socket.destroyed || lingering.lingering) return;
  lingering.lingering = true;
  const cutOff = setTimeout(() => socket.destroy(), LINGER_MS);
  cutOff.unref();
  const stop = () => clearTimeout(cutOff);
  socket.once("close", stop);
  // The body's reader stopped at the cap and holds no lock; Next.js's async iterator over the request listens for
  // "readable", which keeps a stream from flowing: with both gone, what else arrives is dropped, not buffered.
  request.removeAllListeners("data");
  request.removeAllListeners("readable");
  request.resume();
  // Node calls destroySoon right after this channel when the answer closes the connection; end (our FIN) and keep
  // reading until the client closes too, or the cut-off.
  let closing = false;
  lingering.destroySoon = () => {
    closing = true;
    socket.end();
    socket.once("end", () => socket.destroy());
  };
  // A kept-alive connection whose client finished the body may carry its next request: it is left as it was.
  request.once("end", () => {
    if (closing) return;
    stop();
    socket.off("close", stop);
    delete lingering.destroySoon;
    lingering.lingering = false;
  });
}

let subscribed = false;

/** Called once at start-up (instrumentation.ts). */
export function enableLingeringClose(): void {
  if (subscribed) return;
  subscribed = true;
  diagnosticsChannel.subscribe("http.server.response.finish", (message) => linger(message as ResponseFinish));
}
