import { afterAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/lib/auth/api-keys";
import { api, rawFetch } from "../support/http";
import { makeUser } from "../support/factories";
import { createProduct, publishedProduct } from "../catalog/helpers";
import { makeBuyer } from "../commerce/helpers";
import { startReceiver } from "./support/receiver";
import { addEndpoint } from "./support/webhooks";

const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
});

type EventRow = { id: string; type: string; data: Record<string, unknown> };

describe("events respect scopes", () => {
  it("shows each event only to keys holding the scope that reads its resource", async () => {
    const seller = await makeUser({ plan: "PRO" });
    const productId = await publishedProduct(seller.key, { price: 5 });
    const buyer = await makeBuyer();
    expect((await api("/purchases", { key: buyer.key, json: { productId } })).status).toBe(201);

    const productsOnly = (await createApiKey(seller.id, { name: "catalog sync", scopes: ["products:read"] })).key;
    const purchasesOnly = (await createApiKey(seller.id, { name: "accounting", scopes: ["purchases:read"] })).key;
    const aiOnly = (await createApiKey(seller.id, { name: "runner", scopes: ["ai:execute"] })).key;

    const all = (await api("/events?limit=100", { key: seller.key })).body.data as EventRow[];
    const purchaseEvent = all.find((e) => e.type === "purchase.completed")!;
    const productEvent = all.find((e) => e.type === "product.published")!;
    expect(purchaseEvent && productEvent).toBeTruthy();

    const seenBy = async (key: string) => new Set(((await api("/events?limit=100", { key })).body.data as EventRow[]).map((e) => e.type));
    // The plan change of makeUser is an account event: any key reads it (the plan is on GET /me too).
    expect(await seenBy(productsOnly)).toEqual(new Set(["product.published", "user.subscription.updated"]));
    expect(await seenBy(purchasesOnly)).toEqual(new Set(["purchase.completed", "user.subscription.updated"]));
    expect(await seenBy(aiOnly)).toEqual(new Set(["user.subscription.updated"]));

    // The filter and the total say the same: the hidden events do not exist for this key.
    const filtered = await api("/events?type=purchase.completed", { key: productsOnly });
    expect(filtered.status).toBe(200);
    expect(filtered.body.meta.total).toBe(0);
    expect((await api(`/events/${purchaseEvent.id}`, { key: productsOnly })).status).toBe(404);
    expect((await api(`/events/${purchaseEvent.id}`, { key: purchasesOnly })).status).toBe(200);
    expect((await api(`/events/${productEvent.id}`, { key: purchasesOnly })).status).toBe(404);
  });

  it("says which scope reads which events in the OpenAPI document", async () => {
    const doc = await (await rawFetch("/api/v1/openapi.json")).json();
    for (const op of [doc.paths["/events"].get, doc.paths["/events/{eventId}"].get]) {
      expect(op.description).toContain("`purchase.completed`: `purchases:read`");
      expect(op.description).toContain("`product.updated`: `products:read`");
    }
  });
});

describe("product.updated never carries the content", () => {
  it("sends a content change as changed and lengths, in the event log and the webhook alike", async () => {
    const secretText = "Reveal the SECRET-PROMPT-WORDING to {{name}} now.";
    const replacement = "A quite different body of paid text for {{name}} and {{topic}}.";
    const receiver = await startReceiver();
    receivers.push(receiver);
    const author = await makeUser();
    const ep = await addEndpoint(author.key, receiver.url, ["product.updated"]);
    receiver.setSecret(ep.secret);
    const id = await createProduct(author.key, { content: secretText });

    const res = await api(`/products/${id}`, {
      key: author.key,
      method: "PATCH",
      json: { content: replacement, title: "Renamed product" },
    });
    expect(res.status).toBe(200);

    const expected = {
      product: {
        id,
        changes: {
          title: { old: "Cold email sequence writer", new: "Renamed product" },
          content: { changed: true, oldLength: secretText.length, newLength: replacement.length },
        },
      },
    };
    const events = (await api("/events?type=product.updated", { key: author.key })).body.data as EventRow[];
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual(expected);

    const [delivered] = await receiver.waitFor(1);
    expect(delivered.verified).toBe(true);
    expect((delivered.body as EventRow).data).toEqual(expected);
    expect(delivered.rawBody).not.toContain("SECRET-PROMPT-WORDING");
    expect(delivered.rawBody).not.toContain("quite different body");
  });
});
