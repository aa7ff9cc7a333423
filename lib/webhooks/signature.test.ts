import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signedHeaders, standardWebhookSignature } from "@/lib/webhooks/signature";

const body = '{"id":"evt_1","type":"test","created":"2026-11-22T00:00:00.000Z","data":{"message":"hi"}}';

describe("Standard Webhooks signature", () => {
  it("matches the specification's published example", () => {
    // The example from github.com/standard-webhooks/standard-webhooks (spec/standard-webhooks.md, "Signature scheme").
    expect(
      standardWebhookSignature(
        "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        "msg_p5jXN8AQM9LWM0D4loKWxJek",
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });

  it("new secrets load in the standardwebhooks package, which accepts our headers and rejects a changed body", () => {
    for (let i = 0; i < 50; i++) {
      const secret = newWebhookSecret();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
      const headers = signedHeaders({ secret, eventId: `evt_${i}`, rawBody: body, attempt: 2 });
      expect(headers["webhook-id"]).toBe(`evt_${i}`);
      expect(headers["webhook-timestamp"]).toBe(headers["X-Service-Timestamp"]);
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
      expect(() => new Webhook(secret).verify(body.replace("hi", "ho"), headers)).toThrow("No matching signature");
      expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow("No matching signature");
    }
  });

  it("a secret issued before (base64url) signs with the bytes it encodes, as standardwebhooks' raw-key form reads them", () => {
    const legacy = "whsec_ab-_cdEFghIJklMNopQRstUVwxYZ0123";
    const headers = signedHeaders({ secret: legacy, eventId: "evt_1", rawBody: body, attempt: 1 });
    const key = Buffer.from(legacy.slice(6), "base64url");
    expect(new Webhook(key, { format: "raw" }).verify(body, headers)).toEqual(JSON.parse(body));
  });
});
