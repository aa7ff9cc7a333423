import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "./free-port";

/**
 * A real SMTP server on 127.0.0.1 for the whole integration run (smtp-server), started before the app so SMTP_URL
 * points at it; what arrives is parsed with mailparser. Tests stop and start it (an outage) and make it refuse
 * recipients (a 5xx), on the same port.
 */
export type SmtpSink = {
  port: number;
  received: ParsedMail[];
  /** Recipients answered "550 mailbox unavailable" at RCPT TO. */
  refuse: Set<string>;
  /** Recipients answered "451 try again later" at RCPT TO. */
  defer: Set<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The first message to `to` (and matching `where`) that arrived, waiting up to `ms`. */
  waitFor(to: string, where?: (m: ParsedMail) => boolean, ms?: number): Promise<ParsedMail>;
  /** Every message to `to` that arrived so far. */
  to(address: string): ParsedMail[];
};

const toAddresses = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase() ?? ""));

function makeSink(port: number): SmtpSink {
  let server: SMTPServer | undefined;
  const sink: SmtpSink = {
    port,
    received: [],
    refuse: new Set(),
    defer: new Set(),
    async start() {
      if (server) return;
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onRcptTo(address, _session, callback) {
          const to = address.address.toLowerCase();
          if (sink.refuse.has(to)) return callback(Object.assign(new Error("5.1.1 Mailbox unavailable"), { responseCode: 550 }));
          if (sink.defer.has(to)) return callback(Object.assign(new Error("4.2.0 Try again later"), { responseCode: 451 }));
          callback();
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((parsed) => {
              sink.received.push(parsed);
              callback();
            })
            .catch(callback);
        },
      });
      const s = server;
      await new Promise<void>((resolve, reject) => {
        s.once("error", reject);
        s.listen(port, "127.0.0.1", () => resolve());
      });
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(to, where = () => true, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = sink.to(to).find(where);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${ms} ms (got ${sink.received.length} in all)`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    to: (address) => sink.received.filter((m) => toAddresses(m).includes(address.toLowerCase())),
  };
  return sink;
}

type Holder = { sink?: Promise<SmtpSink> };
const holder = ((globalThis as Record<string, unknown>).__testSmtp ??= {}) as Holder;

holder.sink ??= (async () => {
  const sink = makeSink(await freePort());
  await sink.start();
  process.env.SMTP_URL = `smtp://127.0.0.1:${sink.port}`;
  process.env.MAIL_FROM = "Promptly Tests <no-reply@promptly.test>";
  // The mailbox page is checked in this run too (NODE_ENV is production here, and SMTP_URL is set).
  process.env.MAIL_DEV_INBOX = "true";
  return sink;
})();
await holder.sink;

export function smtpSink(): Promise<SmtpSink> {
  return holder.sink!;
}
