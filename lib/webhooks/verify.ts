import { timingSafeEqual } from "node:crypto";
import { computeSignature } from "@/lib/webhooks/signature";

export const DEFAULT_TOLERANCE_SECONDS = 300;

export type VerifyResult = { ok: true; eventId: string; timestamp: number } | { ok: false; reason: string };

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(h: HeaderSource, name: string): string | undefined {
  if (h instanceof Headers) return h.get(name) ?? undefined;
  const v = h[name] ?? h[name.toLowerCase()] ?? Object.entries(h).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * For receivers: checks a delivery against the endpoint secret. Pass the raw body exactly as received (before any
 * JSON parsing). Rejects timestamps more than `toleranceSeconds` away from now and compares in constant time.
 */
export function verifyWebhook(input: {
  secret: string;
  headers: HeaderSource;
  rawBody: string | Buffer;
  toleranceSeconds?: number;
  now?: Date;
}): VerifyResult {
  const ts = header(input.headers, "X-Service-Timestamp");
  const sig = header(input.headers, "X-Service-Signature");
  const eventId = header(input.headers, "X-Service-Event-ID");
  if (!ts || !sig || !eventId) return { ok: false, reason: "missing signature headers" };
  if (!/^\d+$/.test(ts)) return { ok: false, reason: "malformed timestamp" };
  const timestamp = Number(ts);
  const nowSec = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSec - timestamp) > (input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) {
    return { ok: false, reason: "timestamp outside the tolerance" };
  }
  const given = Buffer.from(sig.replace(/^sha256=/, ""), "hex");
  const expected = Buffer.from(computeSignature(input.secret, timestamp, input.rawBody), "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "signature mismatch" };
  return { ok: true, eventId, timestamp };
}
