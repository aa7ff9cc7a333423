import { describe, expect, it } from "vitest";
import { catalogHref, catalogValues, sortValue } from "./catalog-url";

describe("catalogValues", () => {
  it("keeps non-empty strings, drops author=me, splits a combined sort", () => {
    expect(catalogValues({ search: "email", type: "", category: undefined, tag: ["a", "b"], author: "me", sort: "price-asc" })).toEqual({
      search: "email",
      sort: "price",
      order: "asc",
    });
  });

  it("keeps a seller id and a plain sort as given", () => {
    expect(catalogValues({ author: "usr_1", sort: "rating", order: "asc" })).toEqual({ author: "usr_1", sort: "rating", order: "asc" });
  });
});

describe("sortValue", () => {
  it("names the Sort option for the API's sort and order", () => {
    expect(sortValue({})).toBe("relevance");
    expect(sortValue({ sort: "price", order: "asc" })).toBe("price-asc");
    expect(sortValue({ sort: "price" })).toBe("price-desc");
    expect(sortValue({ sort: "newest", order: "asc" })).toBe("newest");
  });
});

describe("catalogHref", () => {
  it("applies changes, removes undefined values and starts a new filter at page 1", () => {
    expect(catalogHref({ search: "seo", category: "marketing", page: "3" }, { category: undefined })).toBe("/products?search=seo");
    expect(catalogHref({ search: "seo", page: "3" }, { page: "4" })).toBe("/products?search=seo&page=4");
    expect(catalogHref({ type: "PROMPT" }, { type: undefined })).toBe("/products");
  });
});
