import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signedHeaders } from "@/lib/webhooks/signature";
import { verifyWebhook } from "@/lib/webhooks/verify";
import { independentVerify } from "./support/receiver";

const secret = "whsec_test_secret";
const body = '{"id":"evt_1","type":"test","created":"2026-11-22T00:00:00.000Z","data":{"message":"hi"}}';

describe("receiver-side verifier", () => {
  it("accepts what we sign, and our signature matches an independent HMAC", () => {
    const now = new Date();
    const headers = signedHeaders({ secret, eventId: "evt_1", rawBody: body, attempt: 1, now });
    const ts = Math.floor(now.getTime() / 1000);
    expect(headers["X-Service-Signature"]).toBe(`sha256=${createHmac("sha256", secret).update(`${ts}.${body}`).digest("hex")}`);
    expect(verifyWebhook({ secret, headers, rawBody: body })).toEqual({ ok: true, eventId: "evt_1", timestamp: ts });
    expect(verifyWebhook({ secret, headers, rawBody: Buffer.from(body) }).ok).toBe(true);
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    expect(independentVerify(secret, lower, body)).toBeNull();
  });

  it("rejects stale timestamps, other secrets, altered bodies and missing headers", () => {
    const old = new Date(Date.now() - 301_000);
    const stale = signedHeaders({ secret, eventId: "evt_1", rawBody: body, attempt: 1, now: old });
    expect(verifyWebhook({ secret, headers: stale, rawBody: body })).toEqual({ ok: false, reason: "timestamp outside the tolerance" });
    const lower = Object.fromEntries(Object.entries(stale).map(([k, v]) => [k.toLowerCase(), v]));
    expect(independentVerify(secret, lower, body)).toBe("stale timestamp");
    const fresh = signedHeaders({ secret, eventId: "evt_1", rawBody: body, attempt: 1 });
    expect(verifyWebhook({ secret: "whsec_other", headers: fresh, rawBody: body }).ok).toBe(false);
    expect(verifyWebhook({ secret, headers: fresh, rawBody: body.replace("hi", "ho") })).toEqual({
      ok: false,
      reason: "signature mismatch",
    });
    expect(verifyWebhook({ secret, headers: new Headers(), rawBody: body })).toEqual({ ok: false, reason: "missing signature headers" });
    expect(verifyWebhook({ secret, headers: new Headers(fresh), rawBody: body }).ok).toBe(true);
  });
});
