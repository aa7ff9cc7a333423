import { describe, expect, it } from "vitest";
import { catalogQueryOfSegment, catalogSegment } from "@/lib/catalog/storefront-address";

const seg = (q: string) => catalogSegment(new URLSearchParams(q));

describe("cached catalog addresses", () => {
  it("gives one segment per filter set, whatever the order, empty fields and page=1", () => {
    expect(seg("")).toBe("all");
    expect(seg("search=&category=&page=1")).toBe("all");
    const a = seg("category=marketing&sort=price-asc");
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(seg("sort=price-asc&type=&category=marketing")).toBe(a);
    expect(catalogQueryOfSegment(a!)).toEqual({ category: "marketing", sort: "price-asc" });
  });

  it("leaves searches, later pages, unknown or invalid parameters to the per-request page", () => {
    for (const q of [
      "search=email",
      "page=2",
      "utm_source=x",
      "author=me",
      "minPrice=abc",
      "category=a&category=b",
      "minPrice=9&maxPrice=1",
    ]) {
      expect(seg(q), q).toBeNull();
    }
  });

  it("refuses a segment no filter set encodes", () => {
    expect(catalogQueryOfSegment("not/a/segment")).toBeNull();
    expect(catalogQueryOfSegment(Buffer.from("search=x").toString("base64url"))).toBeNull();
    expect(catalogQueryOfSegment(Buffer.from("sort=rating&category=x").toString("base64url"))).toBeNull(); // not sorted
  });
});
