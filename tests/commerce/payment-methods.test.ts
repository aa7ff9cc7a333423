import { describe, expect, it } from "vitest";
import { api } from "../support/http";
import { makeUser } from "../support/factories";

describe("payment methods", () => {
  it("makes the first method the default, stores only brand and last4, and lists in order", async () => {
    const u = await makeUser();
    const first = await api("/payment-methods", { key: u.key, json: { providerRef: "pm_card_visa" } });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ brand: "visa", last4: "4242", isDefault: true });
    const second = await api("/payment-methods", { key: u.key, json: { providerRef: "pm_card_mastercard" } });
    expect(second.body.data).toMatchObject({ brand: "mastercard", last4: "4444", isDefault: false });
    const listed = await api("/payment-methods", { key: u.key });
    expect(listed.body.data.map((m: { id: string; isDefault: boolean }) => [m.id, m.isDefault])).toEqual([
      [first.body.data.id, true],
      [second.body.data.id, false],
    ]);
    expect(JSON.stringify(listed.body)).not.toContain("pm_card_");
  });

  it("sets the default, and deleting the default promotes the newest remaining method", async () => {
    const u = await makeUser();
    const a = (await api("/payment-methods", { key: u.key, json: { providerRef: "pm_card_visa" } })).body.data;
    const b = (await api("/payment-methods", { key: u.key, json: { providerRef: "pm_card_mastercard" } })).body.data;
    const c = (await api("/payment-methods", { key: u.key, json: { providerRef: "pm_card_visa" } })).body.data;
    const set = await api(`/payment-methods/${b.id}/default`, { key: u.key, method: "POST" });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ id: b.id, isDefault: true });
    const del = await api(`/payment-methods/${b.id}`, { key: u.key, method: "DELETE" });
    expect(del.body.data).toEqual({ id: b.id, deleted: true });
    const listed = (await api("/payment-methods", { key: u.key })).body.data;
    expect(listed.filter((m: { isDefault: boolean }) => m.isDefault).map((m: { id: string }) => m.id)).toEqual([c.id]);
    expect(listed.map((m: { id: string }) => m.id)).toEqual([a.id, c.id]);
  });

  it("rejects unknown provider ids and hides other users' methods", async () => {
    const u = await makeUser();
    const other = await makeUser();
    const bad = await api("/payment-methods", { key: u.key, json: { providerRef: "pm_card_nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields[0].path).toBe("providerRef");
    const theirs = (await api("/payment-methods", { key: other.key, json: { providerRef: "pm_card_visa" } })).body.data;
    expect((await api(`/payment-methods/${theirs.id}`, { key: u.key, method: "DELETE" })).status).toBe(404);
    expect((await api(`/payment-methods/${theirs.id}/default`, { key: u.key, method: "POST" })).status).toBe(404);
  });

  it("needs the purchases:write scope to add a method", async () => {
    const u = await makeUser({ scopes: ["purchases:read"] });
    const res = await api("/payment-methods", { key: u.key, json: { providerRef: "pm_card_visa" } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("UNAUTHORIZED");
    expect((await api("/payment-methods", { key: u.key })).status).toBe(200);
  });
});
