import { describe, expect, it } from "vitest";
import { buildEvent } from "@/lib/events/build-event";
import { EVENT_ENVELOPES } from "@/lib/events/event-schemas";

describe("buildEvent", () => {
  it("fixes the receiver body once: the published envelope, with the given time", () => {
    const at = new Date("2026-01-02T03:04:05.000Z");
    const e = buildEvent({ type: "test", data: { message: "hi" } }, at);
    expect(e.id).toMatch(/^evt_/);
    expect(JSON.parse(e.payload)).toEqual({ id: e.id, type: "test", created: at.toISOString(), data: { message: "hi" } });
    expect(EVENT_ENVELOPES.test.safeParse(JSON.parse(e.payload)).success).toBe(true);
  });

  it("does not compile a payload that differs from the published schema (checked by npm run typecheck)", () => {
    const wrong = () => [
      // @ts-expect-error a field the schema does not publish
      buildEvent({ type: "test", data: { message: "hi", extra: 1 } }),
      // @ts-expect-error a missing field
      buildEvent({ type: "purchase.completed", data: { order: { id: "ord_1" } } }),
      // @ts-expect-error a value of the wrong type
      buildEvent({ type: "review.created", data: { review: { id: "r", productId: "p", rating: "5", comment: "", authorId: "u" } } }),
      // @ts-expect-error another type's data
      buildEvent({ type: "product.published", data: { message: "hi" } }),
      // @ts-expect-error an unknown event type
      buildEvent({ type: "order.made", data: {} }),
    ];
    expect(typeof wrong).toBe("function");
  });
});
