// npm run webhooks:listen -- --api-key KEY --forward-to http://localhost:4000/hook [--base-url URL] [--secret whsec_…]
// Follows your account's events through the events API and forwards each, signed, to a local receiver.
import { parseArgs } from "node:util";
import { ListenError, listenForEvents, type ForwardResult } from "@/lib/webhooks/listen";
import { newWebhookSecret } from "@/lib/webhooks/signature";

const USAGE = `Usage: npm run webhooks:listen -- --api-key KEY --forward-to URL [options]

  --api-key KEY       an API key of the account whose events to follow (required)
  --forward-to URL    your local receiver, e.g. http://localhost:4000/hook (required)
  --base-url URL      where the marketplace runs (default http://localhost:3000)
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
        "api-key": { type: "string" },
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
const apiKey = values["api-key"] ?? fail("--api-key is required");
const forwardTo = values["forward-to"] ?? fail("--forward-to is required");
const interval = Number(values.interval);
if (!(interval >= 0.1 && interval <= 3600)) fail(`--interval must be a number of seconds between 0.1 and 3600, got "${values.interval}"`);
for (const [flag, url] of [
  ["--forward-to", forwardTo],
  ["--base-url", values["base-url"]],
] as const) {
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) fail(`${flag} must be an http:// or https:// URL, got "${url}"`);
}
if (values.secret !== undefined && !/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(values.secret))
  fail("--secret must look like whsec_ followed by base64");
const secret = values.secret ?? newWebhookSecret();

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
