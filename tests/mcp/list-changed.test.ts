import { afterEach, describe, expect, it } from "vitest";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { baseUrl } from "../support/server";
import { api, rawFetch } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "../commerce/helpers";

// List-changed notifications of /api/mcp (docs/mcp.md#list-changed-notifications): a 2026-07-28 client's
// subscriptions/listen stream hears its own user's purchases and refunds, and nobody else's.

const open: Client[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close().catch(() => {})));
});

type Heard = { method: string }[];

/** An official client on /api/mcp with a listen stream open; what the stream delivers is pushed onto `heard`. */
async function listening(apiKey: string) {
  // The official client speaks the 2025 revision unless told: listen streams are 2026-07-28.
  const client = new Client({ name: "promptly-tests", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  const heard: Heard = [];
  for (const method of [
    "notifications/prompts/list_changed",
    "notifications/resources/list_changed",
    "notifications/tools/list_changed",
  ] as const) {
    client.setNotificationHandler(method, () => void heard.push({ method }));
  }
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${await baseUrl()}/api/mcp`), {
      requestInit: { headers: { authorization: `Bearer ${apiKey}` } },
    }),
  );
  open.push(client);
  const subscription = await client.listen({ promptsListChanged: true, resourcesListChanged: true, toolsListChanged: true });
  return { client, heard, subscription };
}

/** Waits (polling, no fixed sleep) until `done()` holds, or fails after `ms`. */
async function until(done: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const methods = (heard: Heard) => heard.map((h) => h.method).sort();
const ALL = ["notifications/prompts/list_changed", "notifications/resources/list_changed", "notifications/tools/list_changed"];

describe("/api/mcp list-changed notifications", () => {
  it("advertises listChanged to a 2026-07-28 client and tells it when a purchase or a refund changes its lists", async () => {
    const seller = await makeUser({ name: "Seller" });
    const product = await makeProduct(seller.id, { priceCents: 500, content: "Say {{thing}}" });
    const buyer = await makeBuyer();
    const stranger = await makeUser({ name: "Stranger" });

    const mine = await listening(buyer.key);
    const theirs = await listening(stranger.key);
    expect(mine.client.getServerCapabilities()).toMatchObject({
      prompts: { listChanged: true },
      resources: { listChanged: true },
      tools: { listChanged: true },
    });
    expect(mine.subscription.honoredFilter).toEqual({ promptsListChanged: true, resourcesListChanged: true, toolsListChanged: true });
    expect((await mine.client.listPrompts()).prompts).toEqual([]);

    const bought = await buy(buyer.key, product.id);
    expect(bought.status).toBe(201);
    await until(() => mine.heard.length === 3, "the purchase's notifications");
    expect(methods(mine.heard)).toEqual(ALL);
    expect((await mine.client.listPrompts()).prompts.map((p) => p.name)).toEqual([product.id]);

    const refunded = await api(`/purchases/${bought.body.data.orderId}/refund`, { key: buyer.key, json: { reason: "other" } });
    expect(refunded.status).toBe(200);
    await until(() => mine.heard.length === 6, "the refund's notifications");
    expect((await mine.client.listPrompts()).prompts).toEqual([]);
    // Delivered in the same instant as the buyer's: another account's stream heard nothing of either.
    expect(theirs.heard).toEqual([]);

    await mine.subscription.close();
    expect(await mine.subscription.closed).toBe("local");
  });

  it("promises no notifications to a 2025-era client, which has no stream to receive them on", async () => {
    const user = await makeUser();
    const res = await rawFetch("/api/mcp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        authorization: `Bearer ${user.key}`,
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
      }),
    });
    const raw = await res.text();
    const data = res.headers.get("content-type")?.startsWith("text/event-stream") ? /^data: (.*)$/m.exec(raw)![1] : raw;
    const { capabilities } = JSON.parse(data).result;
    expect(capabilities.prompts.listChanged).toBe(false);
    expect(capabilities.resources.listChanged).toBe(false);
    expect(capabilities.tools.listChanged).toBe(false);
    const stream = await rawFetch("/api/mcp", { headers: { authorization: `Bearer ${user.key}`, accept: "text/event-stream" } });
    expect(stream.status).toBe(405);
  });
});
