import { describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import { api, rawFetch } from "../support/http";
import { makeUser } from "../support/factories";
import { buy, makeBuyer, makeProduct } from "../commerce/helpers";

// The test server runs as the README's first command does: no APP_ENV, the test payment provider.
describe("test mode is said wherever money is shown", () => {
  it("GET /me says testMode: true, and the OpenAPI schema of /me documents it", async () => {
    const u = await makeUser();
    const me = await api("/me", { key: u.key });
    expect(me.status).toBe(200);
    expect(me.body.data.testMode).toBe(true);
    const doc = await (await rawFetch("/api/v1/openapi.json")).json();
    const schema = doc.paths["/me"].get.responses["200"].content["application/json"].schema;
    const data = schema.properties?.data ?? doc.components.schemas[schema.$ref.split("/").at(-1)].properties.data;
    const me200 = data.$ref ? doc.components.schemas[data.$ref.split("/").at(-1)] : data;
    expect(me200.properties.testMode).toMatchObject({ type: "boolean" });
    expect(me200.required).toContain("testMode");
  });

  it("GET /api/health says testMode: true", async () => {
    const res = await rawFetch("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", testMode: true });
  });

  it("the receipt page and its PDF say test mode", async () => {
    const seller = await makeUser({ name: "Test-mode Seller" });
    const product = await makeProduct(seller.id);
    const buyer = await makeBuyer();
    const { data } = (await buy(buyer.key, product.id)).body;
    const auth = { headers: { authorization: `Bearer ${buyer.key}` } };
    const html = await (await fetch(data.receipt.url, auth)).text();
    expect(html).toContain('data-test-mode="true"');
    expect(html).toContain("Test mode: no real payments");
    const pdf = new Uint8Array(await (await fetch(data.receipt.pdf, auth)).arrayBuffer());
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain("Test mode: no real payments");
  });
});
