import { describe, expect, it } from "vitest";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { createProduct, eventsFor, publishedProduct, validProduct } from "./helpers";

// Sample outputs (examples): sellers set them on create and update; everyone sees them on the detail, while
// the content stays hidden from visitors.

const EXAMPLE = { input: "Prospect: Head of Support, ticket backlog", output: "Email 1 — Subject: 1,200 tickets after launch?" };
const fieldsOf = (body: any) => body.error.details.fields.map((f: { path: string }) => f.path);

describe("product examples", () => {
  it("are stored on create and shown to a visitor before purchase, without the content", async () => {
    const seller = await makeUser();
    const visitor = await makeUser();
    const id = await publishedProduct(seller.key, { examples: [EXAMPLE, { input: "Second", output: "Second output" }] });
    const res = await api(`/products/${id}`, { key: visitor.key });
    expect(res.status).toBe(200);
    expect(res.body.data.examples).toEqual([EXAMPLE, { input: "Second", output: "Second output" }]);
    expect(res.body.data.content).toBeNull();
  });

  it("default to none", async () => {
    const seller = await makeUser();
    const id = await createProduct(seller.key);
    expect((await api(`/products/${id}`, { key: seller.key })).body.data.examples).toEqual([]);
  });

  it("are replaced as a whole on update, reported in changes and product.updated", async () => {
    const seller = await makeUser();
    const id = await createProduct(seller.key, { examples: [EXAMPLE] });
    const next = [{ input: "New input", output: "New output" }];
    const res = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { examples: next } });
    expect(res.status).toBe(200);
    expect(res.body.data.changes).toEqual({ examples: { old: [EXAMPLE], new: next } });
    expect((await api(`/products/${id}`, { key: seller.key })).body.data.examples).toEqual(next);
    const events = await eventsFor(id, "product.updated");
    expect(events.at(-1)?.data).toMatchObject({ product: { id, changes: { examples: { old: [EXAMPLE], new: next } } } });

    const same = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { examples: next } });
    expect(same.body.data.changes).toEqual({});
    const cleared = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: { examples: [] } });
    expect(cleared.body.data.changes).toEqual({ examples: { old: next, new: [] } });
  });

  it.each([
    ["examples", { examples: Array.from({ length: 6 }, () => EXAMPLE) }],
    ["examples.0.input", { examples: [{ input: " ", output: "x" }] }],
    ["examples.0.output", { examples: [{ input: "x", output: "y".repeat(5001) }] }],
    ["examples.0.extra", { examples: [{ ...EXAMPLE, extra: 1 }] }],
  ])("refuses a bad %s with VALIDATION_ERROR", async (field, over) => {
    const seller = await makeUser();
    const created = await api("/products", { key: seller.key, json: validProduct(over) });
    expect(created.status).toBe(400);
    expect(fieldsOf(created.body).join(" ")).toContain(field === "examples.0.extra" ? "examples.0" : field);
    const id = await createProduct(seller.key);
    const patched = await api(`/products/${id}`, { key: seller.key, method: "PATCH", json: over });
    expect(patched.status).toBe(400);
  });

  it("cannot be changed by another account (404)", async () => {
    const seller = await makeUser();
    const other = await makeUser();
    const id = await createProduct(seller.key);
    const res = await api(`/products/${id}`, { key: other.key, method: "PATCH", json: { examples: [EXAMPLE] } });
    expect(res.status).toBe(404);
  });
});
