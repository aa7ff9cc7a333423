// PROMPTLY_API_KEY=… npm run webhooks:listen -- --forward-to http://localhost:4000/hook [--base-url URL] [--secret whsec_…]
// Follows your account's events through the events API and forwards each, signed, to a local receiver.
import readline from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { baseUrlProblem, ListenError, listenForEvents, type ForwardResult } from "@/lib/webhooks/listen";
import { newWebhookSecret } from "@/lib/webhooks/signature";

const USAGE = `Usage: PROMPTLY_API_KEY=mk_live_… npm run webhooks:listen -- --forward-to URL [options]

  The API key of the account whose events to follow is read from PROMPTLY_API_KEY, or asked for (hidden) when
  it is unset: never from the command line, where other users of the machine can read it (ps, shell history).

  --forward-to URL    your local receiver, e.g. http://localhost:4000/hook (required)
  --base-url URL      where the marketplace runs (default http://localhost:3000; https:// unless on this machine)
  --secret whsec_…    sign with this secret (default: a new one, printed at start)
  --interval SECONDS  how often to look for new events (default 2; each look is one API request)`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        "api-key": { type: "string" }, // refused below, with the reason
        "forward-to": { type: "string" },
        "base-url": { type: "string", default: "http://localhost:3000" },
        secret: { type: "string" },
        interval: { type: "string", default: "2" },
        help: { type: "boolean" },
      },
    });
  } catch (err) {
    return fail((err as Error).message);
  }
})();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values["api-key"] !== undefined)
  fail("--api-key is no longer accepted: the command line is visible to others. Set PROMPTLY_API_KEY or type the key when asked.");
const forwardTo = values["forward-to"] ?? fail("--forward-to is required");
const interval = Number(values.interval);
if (!(interval >= 0.1 && interval <= 3600)) fail(`--interval must be a number of seconds between 0.1 and 3600, got "${values.interval}"`);
if (!URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol))
  fail(`--forward-to must be an http:// or https:// URL, got "${forwardTo}"`);
const baseProblem = baseUrlProblem(values["base-url"]);
if (baseProblem) fail(baseProblem);
if (values.secret !== undefined && !/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(values.secret))
  fail("--secret must look like whsec_ followed by base64");
const secret = values.secret ?? newWebhookSecret();

/** Asks for the key on the terminal without echoing it. */
async function askForKey(): Promise<string> {
  if (!process.stdin.isTTY) fail("Set PROMPTLY_API_KEY (no terminal to ask for the key on)");
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  process.stdout.write("API key (input hidden): ");
  muted = true;
  const answer = await rl.question("");
  rl.close();
  process.stdout.write("\n");
  return answer.trim();
}

const apiKey = process.env.PROMPTLY_API_KEY?.trim() || (await askForKey()) || fail("An API key is required");

const stop = new AbortController();
process.once("SIGINT", () => stop.abort());
process.once("SIGTERM", () => stop.abort());

const time = () => new Date().toISOString().slice(11, 19);
const describe = (r: ForwardResult) =>
  r.statusCode !== null ? `${r.statusCode}${r.error ? ` (${r.error})` : ""}` : `not delivered: ${r.error ?? "no answer"}`;
let forwarded = 0;

try {
  await listenForEvents({
    baseUrl: values["base-url"],
    apiKey,
    forwardTo,
    secret,
    intervalMs: interval * 1000,
    signal: stop.signal,
    onReady: () => {
      console.log(`Ready. Forwarding new events of this account to ${forwardTo}`);
      console.log(`Signing secret: ${secret}   (verify either header set with it; Ctrl-C to stop)`);
    },
    onForward: (r) => {
      forwarded++;
      console.log(`${time()}  ${r.event.type.padEnd(26)} ${r.event.id}  → ${describe(r)}  ${r.durationMs} ms`);
    },
    onWait: ({ reason, seconds }) => console.log(`${time()}  ${reason}: waiting ${seconds} s`),
  });
} catch (err) {
  if (!stop.signal.aborted) {
    console.error(err instanceof ListenError ? err.message : `Stopped on an error: ${(err as Error).message}`);
    process.exit(1);
  }
}
console.log(`Stopped. ${forwarded} event${forwarded === 1 ? "" : "s"} forwarded.`);
