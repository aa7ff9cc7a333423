import { createHmac, randomBytes } from "node:crypto";

const SECRET_PREFIX = "whsec_";

/**
 * A new signing secret: "whsec_" + standard base64 of 24 random bytes (32 characters, no padding), the form
 * Standard Webhooks libraries decode. The same string, whole, is the X-Service HMAC key.
 */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString("base64")}`;
}

/** Hex HMAC-SHA256 of "<timestamp>.<raw body>", keyed by the whole endpoint secret ("whsec_..."), docs/webhooks.md#headers-and-signature. */
export function computeSignature(secret: string, timestamp: number, rawBody: string | Buffer): string {
  return createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest("hex");
}

/**
 * Standard Webhooks key: the base64 after "whsec_", decoded. Node's decoder also reads the base64url secrets issued
 * before standard base64 was used, so those still sign, though only a rotated secret loads in `standardwebhooks`.
 */
export function standardWebhookKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
}

/** Standard Webhooks "v1,<base64>" signature: HMAC-SHA256 of "<msg id>.<timestamp>.<raw body>". */
export function standardWebhookSignature(secret: string, msgId: string, timestamp: number, rawBody: string | Buffer): string {
  const mac = createHmac("sha256", standardWebhookKey(secret)).update(`${msgId}.${timestamp}.`).update(rawBody).digest("base64");
  return `v1,${mac}`;
}

/**
 * The headers of one signed POST: the X-Service-* set of docs/webhooks.md#headers-and-signature and, signed with the same secret, the Standard
 * Webhooks set (webhook-id is the event id, constant across attempts, so either set de-duplicates the same way).
 */
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
    "webhook-id": input.eventId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": standardWebhookSignature(input.secret, input.eventId, timestamp, input.rawBody),
  };
}
