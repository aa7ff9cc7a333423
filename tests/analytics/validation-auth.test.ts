import { beforeAll, describe, expect, it } from "vitest";
import { resolveRange } from "@/lib/analytics/range";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { RANGE, seedAnalyticsFixture } from "./fixture";

let f: Awaited<ReturnType<typeof seedAnalyticsFixture>>;

beforeAll(async () => {
  f = await seedAnalyticsFixture();
});

const ENDPOINTS = ["products", "revenue", "customers"];

describe("analytics query validation", () => {
  it.each([
    ["period=hour", "period"],
    ["startDate=2024-13-01", "startDate"],
    ["startDate=2023-02-29", "startDate"],
    ["endDate=24-03-01", "endDate"],
    ["startDate=2024-03-02&endDate=2024-03-01", "startDate"],
    ["startDate=2019-01-01&endDate=2024-01-01", "endDate"],
    ["currency=XYZ", "currency"], // not a currency the platform sells in
    ["currency=JPY", "currency"],
    ["currency=", "currency"],
  ])("rejects %s with VALIDATION_ERROR on %s", async (query, path) => {
    for (const endpoint of ENDPOINTS) {
      const res = await api(`/analytics/${endpoint}?${query}`, { key: f.seller.key });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.details.fields.map((x: { path: string }) => x.path)).toEqual([path]);
    }
  });

  it("accepts a range of just under 5 years, leap days included", async () => {
    const res = await api(`/analytics/products?startDate=2020-02-29&endDate=2025-02-28&period=year`, { key: f.seller.key });
    expect(res.status).toBe(200);
    expect(res.body.data.timeline.map((b: { date: string }) => b.date)).toEqual(
      ["2020", "2021", "2022", "2023", "2024", "2025"].map((y) => `${y}-01-01`),
    );
  });

  it("defaults to the last 30 days by month", async () => {
    expect(resolveRange({ period: "month" }, new Date("2024-03-15T23:59:59Z"))).toEqual({
      period: "month",
      start: "2024-02-14",
      end: "2024-03-15",
    });
    const res = await api(`/analytics/products`, { key: f.seller.key });
    const today = new Date().toISOString().slice(0, 10);
    const start = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    expect(res.body.data.timeline[0].date).toBe(`${start.slice(0, 7)}-01`);
    expect(res.body.data.timeline.at(-1).date).toBe(`${today.slice(0, 7)}-01`);
  });
});

describe("analytics authorization", () => {
  it.each(ENDPOINTS)("/analytics/%s: another seller's or an unknown product is PRODUCT_NOT_FOUND", async (endpoint) => {
    for (const productId of [f.product("q"), "prod_does_not_exist"]) {
      const res = await api(`/analytics/${endpoint}?${RANGE}&productId=${productId}`, { key: f.seller.key });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("PRODUCT_NOT_FOUND");
    }
  });

  it.each(ENDPOINTS)("/analytics/%s needs the analytics:read scope and a key", async (endpoint) => {
    const narrow = await makeUser({ scopes: ["products:read"] });
    const denied = await api(`/analytics/${endpoint}`, { key: narrow.key });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe("UNAUTHORIZED");
    const anonymous = await api(`/analytics/${endpoint}`);
    expect(anonymous.status).toBe(401);
    const scoped = await makeUser({ scopes: ["analytics:read"] });
    expect((await api(`/analytics/${endpoint}`, { key: scoped.key })).status).toBe(200);
  });
});
