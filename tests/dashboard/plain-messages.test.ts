import { describe, expect, it } from "vitest";
import { makeUser } from "../support/factories";
import { api } from "../support/http";

// The API's validation messages are the same plain words the dashboard forms show (lib/format/validation.ts).
describe("validation messages in plain words", () => {
  it("names what is wrong with each field, not zod's wording", async () => {
    const user = await makeUser();
    const res = await api("/payment-methods", { key: user.key, json: { providerRef: "" } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual([{ path: "providerRef", message: "Required" }]);
    const search = await api("/purchases?limit=0", { key: user.key });
    expect(search.status).toBe(400);
    expect(search.body.error.details.fields).toEqual([{ path: "limit", message: "Must be at least 1" }]);
  });

  it("keeps a message a schema sets itself", async () => {
    const user = await makeUser();
    const res = await api("/products", { key: user.key, json: { title: "ab" } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toContainEqual({ path: "title", message: "At least 3 characters" });
  });
});
