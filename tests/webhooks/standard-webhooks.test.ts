import { Webhook } from "standardwebhooks";
import { afterAll, describe, expect, it } from "vitest";
import { api } from "../support/http";
import { makeUser, TEST_PASSWORD } from "../support/factories";
import { signIn } from "../support/session";
import { startReceiver } from "./support/receiver";
import { addEndpoint } from "./support/webhooks";

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

describe("Standard Webhooks headers beside the X-Service ones", () => {
  it("the secret the API and dashboard show verifies a real HTTPS delivery with the official standardwebhooks package", async () => {
    const u = await makeUser({ plan: "BUSINESS" });
    const r = await startReceiver();
    receivers.push(r);
    const ep = await addEndpoint(u.key, r.url);
    r.setSecret(ep.secret);
    const cookie = await signIn(u.email, TEST_PASSWORD);
    const revealed = await api(`/webhooks/endpoints/${ep.id}/secret`, { headers: { cookie } });
    expect(revealed.body.data.secret).toBe(ep.secret);

    const sent = await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    expect(sent.status).toBe(202);
    const [got] = await r.waitFor(1);
    // The X-Service set is unchanged and still verifies (the receiver checks it independently) ...
    expect(got.verified).toBe(true);
    expect(got.headers["x-service-event-id"]).toBe(sent.body.data.eventId);
    // ... and the Standard Webhooks set is signed with the same shown secret.
    expect(got.headers["webhook-id"]).toBe(sent.body.data.eventId);
    expect(got.headers["webhook-timestamp"]).toBe(got.headers["x-service-timestamp"]);
    expect(got.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(revealed.body.data.secret).verify(got.rawBody, got.headers)).toEqual(got.body);
    expect(() => new Webhook(revealed.body.data.secret).verify(got.rawBody.replace("}", " }"), got.headers)).toThrow();

    // After a rotation the new secret, as returned, verifies the next delivery, and the old one no longer does.
    const rotated = await api(`/webhooks/endpoints/${ep.id}/rotate-secret`, { key: u.key, method: "POST" });
    expect(rotated.status).toBe(200);
    r.setSecret(rotated.body.data.secret);
    await api(`/webhooks/endpoints/${ep.id}/test`, { key: u.key, method: "POST" });
    const [, second] = await r.waitFor(2);
    expect(second.verified).toBe(true);
    expect(new Webhook(rotated.body.data.secret).verify(second.rawBody, second.headers)).toEqual(second.body);
    expect(() => new Webhook(ep.secret).verify(second.rawBody, second.headers)).toThrow("No matching signature");
  });
});
