import { createHmac } from "node:crypto";

/** Hex HMAC-SHA256 of "<timestamp>.<raw body>", keyed by the whole endpoint secret ("whsec_..."). */
export function computeSignature(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest("hex");
}

/** The headers of one signed POST (spec 6.3). */
export function signedHeaders(input: {
  secret: string;
  eventId: string;
  rawBody: string;
  attempt: number;
  now?: Date;
}): Record<string, string> {
  const timestamp = Math.floor((input.now ?? new Date()).getTime() / 1000);
  return {
    "Content-Type": "application/json",
    "User-Agent": "Promptly-Webhooks/1.0",
    "X-Service-Event-ID": input.eventId,
    "X-Service-Timestamp": String(timestamp),
    "X-Service-Signature": `sha256=${computeSignature(input.secret, timestamp, input.rawBody)}`,
    "X-Service-Attempt": String(input.attempt),
  };
}
