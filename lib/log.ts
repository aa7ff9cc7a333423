import { AsyncLocalStorage } from "node:async_hooks";
import pino, { type Logger } from "pino";
import { env, type Env } from "@/lib/env";
import { currentTraceId } from "@/lib/tracing";

/**
 * Structured one-line JSON logs through pino (docs/operations.md#logs): `time`, `level`, `msg`, the request's id
 * (and account) on every line written while a /v1 request is handled, then the caller's fields. warn and error go
 * to stderr, the rest to stdout. Callers pass ids, never secrets; as a second line of defence fields named like a
 * secret are redacted wherever they sit (REDACT_KEYS), and the values of the secret settings are masked in
 * every line, so an error message quoting a connection string does not leak its password.
 */

export type RequestContext = { requestId: string; accountId?: string };

/** Field names whose values are never written, at the top level or one level down (`{ headers: { authorization } }`). */
export const REDACT_KEYS = [
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "newPassword",
  "currentPassword",
  "passwordHash",
  "secret",
  "webhookSecret",
  "signingSecret",
  "apiKey",
  "key",
  "providerKey",
  "token",
  "accessToken",
  "refreshToken",
  "ciphertext",
  "inputSealed",
  "masterKey",
  "html",
  "text",
  "body",
];

const REDACTED = "[redacted]";

type Shared = { als: AsyncLocalStorage<RequestContext>; logger?: Logger; level?: string };
// One per process, on globalThis: this module is bundled into several server chunks.
const shared = ((globalThis as Record<string, unknown>).__promptlyLog ??= { als: new AsyncLocalStorage<RequestContext>() }) as Shared;

/** Runs `fn` with a request's context, which every log line written inside it carries. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return shared.als.run(context, fn);
}

/** Values of the secret settings, masked in every line whatever field (or message) carries them. */
export function secretValues(e: Env): string[] {
  const out: string[] = [];
  const add = (v: string | undefined) => v && v.length >= 8 && out.push(v);
  add(e.NEXTAUTH_SECRET);
  add(e.METRICS_TOKEN);
  add(e.INNGEST_EVENT_KEY);
  add(e.INNGEST_SIGNING_KEY);
  for (const part of e.MASTER_KEYS?.split(",") ?? []) add(part.split(":").slice(1).join(":"));
  for (const url of [e.DATABASE_URL, e.SMTP_URL]) {
    if (!url || !URL.canParse(url)) continue;
    const password = new URL(url).password;
    add(password);
    add(password && decodeURIComponent(password));
  }
  return out;
}

function create(): Logger {
  const e = env();
  const secrets = secretValues(e);
  const mask = (line: string) => {
    for (const s of secrets) if (line.includes(s)) line = line.split(s).join(REDACTED);
    return line;
  };
  // Through the process's own streams (not pino.destination's direct fd writes), so anything watching them sees
  // every line: the tests that look for a request id, or for secrets that must never appear.
  const streams = pino.multistream(
    [
      { level: "trace", stream: process.stdout },
      { level: "warn", stream: process.stderr },
    ],
    { dedupe: true },
  );
  return pino(
    {
      level: e.LOG_LEVEL,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const traceId = currentTraceId();
        const context = shared.als.getStore();
        return traceId ? { ...context, traceId } : (context ?? {});
      },
      redact: { paths: REDACT_KEYS.flatMap((k) => [`["${k}"]`, `*["${k}"]`]), censor: REDACTED },
      ...(secrets.length ? { hooks: { streamWrite: mask } } : {}),
    },
    streams,
  );
}

function logger(): Logger {
  shared.logger ??= create();
  return shared.logger;
}

type Fields = Record<string, unknown>;

export const log = {
  debug: (msg: string, fields?: Fields) => logger().debug(fields ?? {}, msg),
  info: (msg: string, fields?: Fields) => logger().info(fields ?? {}, msg),
  warn: (msg: string, fields?: Fields) => logger().warn(fields ?? {}, msg),
  error: (msg: string, fields?: Fields) => logger().error(fields ?? {}, msg),
  /** Whether a level would be written (skip building an expensive line). */
  enabled: (level: "debug" | "info" | "warn" | "error") => logger().isLevelEnabled(level),
};
