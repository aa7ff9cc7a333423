import { InngestTestEngine } from "@inngest/test";
import { afterAll, describe, expect, it, vi } from "vitest";
import { deliverWebhookJob } from "@/inngest/functions/deliver-webhook";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { toInngestFunction } from "@/lib/jobs/inngest";
import { attemptDelivery } from "@/lib/webhooks/deliver";
import { makeUser } from "../support/factories";
import { startReceiver } from "./support/receiver";
import { addEndpoint } from "./support/webhooks";

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

const WAITS = ["1m", "5m", "30m", "2h", "6h", "12h", "24h"];

/** A delivery row with no job: only the Inngest test engine runs it. */
async function deliveryTo(reply: (n: number) => { status: number }) {
  const u = await makeUser();
  const r = await startReceiver({ reply });
  receivers.push(r);
  const ep = await addEndpoint(u.key, r.url);
  r.setSecret(ep.secret);
  const client = await db();
  const eventId = newId("evt");
  // Any event but "test", which is sent once (docs/webhooks.md).
  const data = { product: { id: "prod_x" } };
  const payload = JSON.stringify({ id: eventId, type: "product.published", created: new Date().toISOString(), data });
  await client.event.create({ data: { id: eventId, type: "product.published", data, payload, accountIds: [u.id] } });
  const delivery = await client.webhookDelivery.create({ data: { id: newId("dlv"), eventId, endpointId: ep.id } });
  return { delivery, receiver: r, endpointId: ep.id };
}

function engineFor(deliveryId: string, endpointId: string) {
  return new InngestTestEngine({
    function: toInngestFunction(deliverWebhookJob),
    events: [{ name: "marketplace/deliver-webhook", data: { payload: { deliveryId, endpointId, series: 1 }, concurrencyKey: endpointId } }],
    // Sleeps are mocked (an un-mocked sleep would really wait); attempts run for real against the receiver.
    steps: WAITS.map((_, i) => ({ id: `wait-${i + 1}`, handler: () => undefined })),
  });
}

describe("deliver-webhook as an Inngest function", () => {
  it("limits concurrent runs per endpoint to WEBHOOK_ENDPOINT_CONCURRENCY (default 10), not one", () => {
    expect(toInngestFunction(deliverWebhookJob).opts.concurrency).toEqual({ key: "event.data.concurrencyKey", limit: 10 });
  });

  it("a receiver that always fails gets exactly 8 attempts, sleeping 1m 5m 30m 2h 6h 12h 24h, then the delivery is failed", async () => {
    const { delivery, receiver, endpointId } = await deliveryTo(() => ({ status: 500 }));
    const { result, ctx } = await engineFor(delivery.id, endpointId).execute();
    expect(result).toEqual({ outcome: "failed", attempts: 8 });
    expect(vi.mocked(ctx.step.sleep).mock.calls).toEqual(WAITS.map((d, i) => [`wait-${i + 1}`, d]));
    expect(vi.mocked(ctx.step.run).mock.calls.map((c) => c[0])).toEqual([
      ...Array.from({ length: 8 }, (_, i) => `attempt-${i + 1}`),
      "mark-failed",
    ]);
    expect(receiver.received.map((r) => r.headers["x-service-attempt"])).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    const row = await (await db()).webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, include: { attempts: true } });
    expect(row.status).toBe("FAILED");
    expect(row.attemptCount).toBe(8);
    expect(row.attempts).toHaveLength(8);
    expect(row.nextAttemptAt).toBeNull();
  });

  it("an attempt answered after a redelivery began leaves the new series' status alone", async () => {
    const client = await db();
    const resentAt = new Date("2030-01-01T00:00:00Z");
    let redelivery: Promise<unknown> | undefined;
    const { delivery } = await deliveryTo(() => {
      // Resend while the series-1 POST is in flight: series 2 owns the delivery from here on.
      redelivery = client.webhookDelivery.update({ where: { id: delivery.id }, data: { series: 2, nextAttemptAt: resentAt } });
      return { status: 500, before: redelivery };
    });
    const result = await attemptDelivery(delivery.id, 1, 1);
    expect(redelivery).toBeDefined();
    expect(result.outcome).toBe("retry");
    const row = await client.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id }, include: { attempts: true } });
    expect(row).toMatchObject({ series: 2, status: "PENDING", nextAttemptAt: resentAt, attemptCount: 0 });
    expect(row.attempts.map((a) => [a.series, a.statusCode])).toEqual([[1, 500]]);
  });

  it("a receiver that succeeds on attempt 3 stops the series there", async () => {
    const { delivery, receiver, endpointId } = await deliveryTo((n) => ({ status: n < 3 ? 503 : 200 }));
    const { result, ctx } = await engineFor(delivery.id, endpointId).execute();
    expect(result).toEqual({ outcome: "succeeded", attempts: 3 });
    expect(vi.mocked(ctx.step.sleep).mock.calls).toEqual([
      ["wait-1", "1m"],
      ["wait-2", "5m"],
    ]);
    expect(vi.mocked(ctx.step.run).mock.calls.map((c) => c[0])).toEqual(["attempt-1", "attempt-2", "attempt-3"]);
    expect(receiver.received).toHaveLength(3);
    const row = await (await db()).webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row.status).toBe("SUCCEEDED");
  });
});
