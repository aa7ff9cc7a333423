import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { keyHash } from "@/lib/licenses/key-format";
import { api, rawFetch } from "../support/http";
import { makeUser } from "../support/factories";
import { publishedProduct } from "../catalog/helpers";
import { makeBuyer } from "./helpers";

// License keys and the entitlements API (docs/commerce.md#license-keys).

const freshIp = () => `10.${[...randomBytes(3)].join(".")}`;
const KEY = /^[A-Z0-9]{2,12}(-[0-9A-HJKMNP-TV-Z]{5}){5}$/;

/**
 * A call to a public license endpoint from a fresh address. The key's own limit is 3 a second: a 429 waits for
 * the next one-second window (the server's clock is this machine's) and asks again.
 */
async function lic(op: "validate" | "activate" | "deactivate", json: unknown) {
  for (let attempt = 0; ; attempt++) {
    const res = await api(`/licenses/${op}`, { json, headers: { "x-forwarded-for": freshIp() } });
    if (res.status !== 429 || attempt === 3) return res;
    const nextWindow = 1000 - (Date.now() % 1000) + 5;
    await new Promise((r) => setTimeout(r, nextWindow));
  }
}

async function licensedProduct(licenseKeys: Record<string, unknown> = { enabled: true, activationLimit: 2 }) {
  const seller = await makeUser({ name: "Key Seller", plan: "PRO" });
  const productId = await publishedProduct(seller.key, { title: "Cold Email Writer", price: 20, licenseKeys });
  return { seller, productId };
}

async function purchase(productId: string) {
  const buyer = await makeBuyer();
  const res = await api("/purchases", { key: buyer.key, json: { productId } });
  expect(res.status, res.text).toBe(201);
  return { buyer, orderId: res.body.data.orderId as string, key: res.body.data.licenseKey as string };
}

describe("license keys on purchases", () => {
  it(
    "issues one key per purchase, under the product's prefix; the buyer reads it on the order and the receipt, the seller a hint",
    { timeout: 120_000 },
    async () => {
      const { seller, productId } = await licensedProduct({ enabled: true, activationLimit: 2, expiresInDays: 30, prefix: "coldmail" });
      const detail = await api(`/products/${productId}`, { key: seller.key });
      expect(detail.body.data.licenseKeys).toEqual({ enabled: true, expiresInDays: 30, activationLimit: 2, prefix: "COLDMAIL" });

      const { buyer, orderId, key } = await purchase(productId);
      expect(key).toMatch(KEY);
      expect(key.startsWith("COLDMAIL-")).toBe(true);

      const mine = await api(`/purchases/${orderId}`, { key: buyer.key });
      expect(mine.body.data.licenseKey).toBe(key);
      expect(mine.body.data.license).toMatchObject({ status: "active", activations: 0, activationLimit: 2 });
      const days = (Date.parse(mine.body.data.license.expiresAt) - Date.parse(mine.body.data.createdAt)) / 86_400_000;
      expect(days).toBe(30);

      const theirs = await api(`/purchases/${orderId}`, { key: seller.key });
      expect(theirs.body.data.licenseKey).toBeUndefined();
      expect(theirs.text).not.toContain(key);
      expect(theirs.body.data.license.keyHint).toBe(`COLDMAIL-…-${key.slice(-5)}`);

      const receipt = await rawFetch(`/api/v1/purchases/${orderId}/receipt`, { headers: { authorization: `Bearer ${buyer.key}` } });
      expect(await receipt.text()).toContain(key);

      // Stored by hash and sealed: no column holds the key in clear.
      const row = await (await db()).license.findUniqueOrThrow({ where: { orderId } });
      expect(row.keyHash).toBe(keyHash(key));
      expect(JSON.stringify(row)).not.toContain(key.slice(9));
    },
  );

  it("issues no key when the product has keys off", async () => {
    const { productId } = await licensedProduct({ enabled: false });
    const { buyer, orderId, key } = await purchase(productId);
    expect(key).toBeNull();
    const order = await api(`/purchases/${orderId}`, { key: buyer.key });
    expect([order.body.data.license, order.body.data.licenseKey]).toEqual([null, null]);
  });

  it("patching licenseKeys keeps the fields it leaves out, null clears one, and bad settings are 400 on the field", async () => {
    const { seller, productId } = await licensedProduct({ enabled: true, activationLimit: 3, expiresInDays: 10 });
    const patch = (licenseKeys: unknown) => api(`/products/${productId}`, { key: seller.key, method: "PATCH", json: { licenseKeys } });
    expect((await patch({ enabled: true, activationLimit: 5 })).status).toBe(200);
    let detail = await api(`/products/${productId}`, { key: seller.key });
    expect(detail.body.data.licenseKeys).toEqual({ enabled: true, expiresInDays: 10, activationLimit: 5, prefix: "COLD" });
    expect((await patch({ enabled: true, expiresInDays: null })).status).toBe(200);
    detail = await api(`/products/${productId}`, { key: seller.key });
    expect(detail.body.data.licenseKeys.expiresInDays).toBeNull();
    for (const bad of [
      { enabled: true, activationLimit: 0 },
      { enabled: true, prefix: "a-b" },
      { enabled: "yes" },
      { enabled: true, extra: 1 },
      {},
    ]) {
      const res = await patch(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.details.fields[0].path).toMatch(/^licenseKeys/);
    }
  });
});

describe("POST /v1/licenses/validate, activate, deactivate", () => {
  it("validates, activates up to the limit, refuses past it, and a deactivation frees a place", async () => {
    const { productId } = await licensedProduct({ enabled: true, activationLimit: 2 });
    const { key } = await purchase(productId);
    const fresh = await lic("validate", { key: key.toLowerCase() });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toEqual({
      valid: true,
      status: "active",
      productId,
      activations: 0,
      activationLimit: 2,
      expiresAt: null,
      instance: null,
    });

    const first = await lic("activate", { key, instanceName: "Laptop" });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data).toEqual({
      instanceId: expect.stringMatching(/^inst_/),
      instanceName: "Laptop",
      activations: 1,
      activationLimit: 2,
    });
    const second = await lic("activate", { key, instanceName: "Desktop" });
    expect(second.body.data.activations).toBe(2);
    const third = await lic("activate", { key, instanceName: "Server" });
    expect(third.status).toBe(400);
    expect(third.body.error.details).toMatchObject({ reason: "activation_limit", activations: 2, activationLimit: 2 });

    const withInstance = await lic("validate", { key, instanceId: first.body.data.instanceId });
    expect(withInstance.body.data).toMatchObject({
      valid: true,
      activations: 2,
      instance: { id: first.body.data.instanceId, name: "Laptop" },
    });

    const off = await lic("deactivate", { key, instanceId: first.body.data.instanceId });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ instanceId: first.body.data.instanceId, deactivated: true, activations: 1, activationLimit: 2 });
    const again = await lic("deactivate", { key, instanceId: first.body.data.instanceId });
    expect(again.body.data.activations).toBe(1);
    const gone = await lic("validate", { key, instanceId: first.body.data.instanceId });
    expect(gone.body.data).toMatchObject({ valid: false, status: "active", instance: null });
    expect((await lic("activate", { key, instanceName: "Server" })).status).toBe(201);
  });

  it("two activations racing for the last place give exactly one instance", async () => {
    const { productId } = await licensedProduct({ enabled: true, activationLimit: 1 });
    const { key } = await purchase(productId);
    const both = await Promise.all([lic("activate", { key, instanceName: "A" }), lic("activate", { key, instanceName: "B" })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    const row = await (await db()).license.findUniqueOrThrow({ where: { keyHash: keyHash(key) }, include: { instances: true } });
    expect([row.activations, row.instances.length]).toEqual([1, 1]);
  });

  it("answers an unknown key exactly as a revoked one; an expired key says so and cannot be activated", async () => {
    const { seller, productId } = await licensedProduct();
    const { key, orderId } = await purchase(productId);
    const unknownKey = `COLD-${key.slice(5, -5)}ZZZZZ`.replace(/-[^-]+$/, key.endsWith("00000") ? "-11111" : "-00000");
    const unknown = await lic("validate", { key: unknownKey });
    const license = await (await db()).license.findUniqueOrThrow({ where: { orderId } });
    await api(`/licenses/${license.id}/revoke`, { key: seller.key, method: "POST" });
    const revoked = await lic("validate", { key });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual(unknown.body.data);
    expect(revoked.body.data).toEqual({
      valid: false,
      status: "revoked",
      productId: null,
      activations: 0,
      activationLimit: null,
      expiresAt: null,
      instance: null,
    });
    const [a, b] = [await lic("activate", { key, instanceName: "X" }), await lic("activate", { key: unknownKey, instanceName: "X" })];
    expect([a.status, b.status]).toEqual([404, 404]);
    expect(a.body.error.message).toBe(b.body.error.message);

    const other = await purchase(productId);
    await (await db()).license.updateMany({ where: { orderId: other.orderId }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    const expired = await lic("validate", { key: other.key });
    expect(expired.body.data).toMatchObject({ valid: false, status: "expired", productId });
    const refused = await lic("activate", { key: other.key, instanceName: "Late" });
    expect([refused.status, refused.body.error.details.reason]).toEqual([400, "expired"]);
  });

  it("refuses hostile input with a 4xx envelope, never a 5xx", { timeout: 180_000 }, async () => {
    const { productId } = await licensedProduct();
    const { key } = await purchase(productId);
    const bodies: unknown[] = [
      { key: "" },
      { key: "not-a-key" },
      { key: `${key}-AAAAA` },
      { key: key.replace(/.$/, "I") },
      { key: 12345 },
      { key: null },
      { key: ["a"] },
      { key: { $ne: "" } },
      { key: "' OR 1=1 --" },
      { key: "A".repeat(100_000) },
      { key, unknownField: true },
      { key, instanceId: "x".repeat(1000) },
      [],
      "string",
    ];
    for (const op of ["validate", "activate", "deactivate"] as const) {
      for (const body of bodies) {
        const res = await api(`/licenses/${op}`, { json: body, headers: { "x-forwarded-for": freshIp() } });
        expect(res.status, `${op} ${JSON.stringify(body).slice(0, 80)}: ${res.text.slice(0, 200)}`).toBe(400);
        expect(res.body.error.code).toBe("VALIDATION_ERROR");
      }
      const notJson = await api(`/licenses/${op}`, {
        method: "POST",
        body: "{key:",
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      });
      expect(notJson.status).toBe(400);
      const huge = await api(`/licenses/${op}`, {
        method: "POST",
        body: JSON.stringify({ key: "A".repeat(2 * 1024 * 1024) }),
        headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      });
      expect(huge.status).toBe(413);
      expect(huge.body.error.code).toBe("VALIDATION_ERROR");
    }
    expect((await lic("activate", { key, instanceName: "   " })).status).toBe(400);
    expect((await lic("activate", { key, instanceName: "n".repeat(201) })).status).toBe(400);
    expect((await lic("deactivate", { key, instanceId: "inst_unknown" })).status).toBe(404);
    // Still valid after all of it.
    expect((await lic("validate", { key })).body.data.valid).toBe(true);
  });

  it("allows 3 requests a second per key and per IP (429 with Retry-After beyond)", async () => {
    const { productId } = await licensedProduct();
    const { key } = await purchase(productId);
    const burst = async (call: (i: number) => Promise<{ status: number; headers: Headers }>) => {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i)));
      const seconds = Math.floor(Date.now() / 1000) - Math.floor(started / 1000) + 1;
      const passed = answers.filter((r) => r.status === 200).length;
      expect(passed).toBeLessThanOrEqual(3 * seconds);
      expect(answers.filter((r) => r.status === 429).length).toBe(20 - passed);
      expect(answers.find((r) => r.status === 429)?.headers.get("retry-after")).toBe("1");
    };
    // One key from many addresses: the key's limit.
    await burst(() => api("/licenses/validate", { json: { key }, headers: { "x-forwarded-for": freshIp() } }));
    // One address with many (unknown) keys: the address's limit.
    const ip = freshIp();
    await burst((i) =>
      api("/licenses/validate", {
        json: { key: `COLD-AAAAA-AAAAA-AAAAA-AAAAA-${String(i).padStart(5, "0")}` },
        headers: { "x-forwarded-for": ip },
      }),
    );
  });
});

describe("keys and refunds", () => {
  it("a full refund revokes the key (license.revoked); a partial one keeps it unless it ends access", async () => {
    const { seller, productId } = await licensedProduct();
    const full = await purchase(productId);
    const refunded = await api(`/purchases/${full.orderId}/refund`, { key: full.buyer.key, json: { reason: "not_as_described" } });
    expect(refunded.status, refunded.text).toBe(200);
    expect((await lic("validate", { key: full.key })).body.data).toMatchObject({ valid: false, status: "revoked" });
    const order = await api(`/purchases/${full.orderId}`, { key: full.buyer.key });
    expect(order.body.data.license.status).toBe("revoked");
    const events = await (await db()).event.findMany({ where: { type: "license.revoked", accountIds: { has: full.buyer.id } } });
    expect(events.map((e) => (e.data as { license: { reason: string } }).license.reason)).toEqual(["refund"]);

    const partial = await purchase(productId);
    const part = await api(`/purchases/${partial.orderId}/refund`, { key: partial.buyer.key, json: { reason: "other", amount: 5 } });
    expect(part.status, part.text).toBe(200);
    expect((await lic("validate", { key: partial.key })).body.data.valid).toBe(true);

    // The seller's partial refund that ends access ends the key too.
    const ended = await purchase(productId);
    const cut = await api(`/purchases/${ended.orderId}/refund`, {
      key: seller.key,
      json: { reason: "other", amount: 5, revokeAccess: true },
    });
    expect(cut.status, cut.text).toBe(200);
    expect((await lic("validate", { key: ended.key })).body.data.status).toBe("revoked");
  });
});

describe("sellers: a product's keys, revoking, entitlements", () => {
  it("lists the product's keys with hints, revokes one; another seller can neither see nor revoke them", async () => {
    const { seller, productId } = await licensedProduct();
    const { buyer, key, orderId } = await purchase(productId);
    await lic("activate", { key, instanceName: "Studio Mac" });

    const listed = await api(`/products/${productId}/licenses`, { key: seller.key });
    expect(listed.status).toBe(200);
    expect(listed.body.meta.total).toBe(1);
    const item = listed.body.data[0];
    expect(item).toMatchObject({ orderId, productId, buyer: { id: buyer.id }, status: "active", activations: 1, activationLimit: 2 });
    expect(item.instances.map((i: { name: string }) => i.name)).toEqual(["Studio Mac"]);
    expect(listed.text).not.toContain(key);

    const stranger = await makeUser({ plan: "PRO" });
    expect((await api(`/products/${productId}/licenses`, { key: stranger.key })).status).toBe(404);
    expect((await api(`/licenses/${item.id}/revoke`, { key: stranger.key, method: "POST" })).status).toBe(404);
    expect((await api(`/licenses/${item.id}/revoke`, { key: buyer.key, method: "POST" })).status).toBe(404);
    expect((await api(`/customers/${buyer.id}/entitlements`, { key: stranger.key })).status).toBe(404);
    expect((await lic("validate", { key })).body.data.valid).toBe(true);

    const ents = await api(`/customers/${buyer.id}/entitlements`, { key: seller.key });
    expect(ents.status).toBe(200);
    expect(ents.body.data).toEqual([
      expect.objectContaining({
        productId,
        orderId,
        title: "Cold Email Writer",
        license: expect.objectContaining({ status: "active", activations: 1 }),
      }),
    ]);

    const revoked = await api(`/licenses/${item.id}/revoke`, { key: seller.key, method: "POST" });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ status: "revoked", revokedReason: "seller" });
    expect((await api(`/licenses/${item.id}/revoke`, { key: seller.key, method: "POST" })).body.data.revokedAt).toBe(
      revoked.body.data.revokedAt,
    );
    expect((await lic("validate", { key })).body.data.valid).toBe(false);
    const filtered = await api(`/products/${productId}/licenses?status=active`, { key: seller.key });
    expect(filtered.body.meta.total).toBe(0);

    // A fully refunded order is no longer an entitlement.
    await api(`/purchases/${orderId}/refund`, { key: seller.key, json: { reason: "other" } });
    expect((await api(`/customers/${buyer.id}/entitlements`, { key: seller.key })).body.data).toEqual([]);
  });

  it("needs purchases scopes for the seller's operations", async () => {
    const { productId } = await licensedProduct();
    const limited = await makeUser({ scopes: ["products:read"] });
    expect((await api(`/products/${productId}/licenses`, { key: limited.key })).status).toBe(403);
    expect((await api(`/customers/usr_x/entitlements`, { key: limited.key })).status).toBe(403);
  });
});
