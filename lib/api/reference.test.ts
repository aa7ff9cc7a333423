import { describe, expect, it } from "vitest";
import { referenceEvents, referenceSections, typeOf, type OpenApiDocument } from "./reference";

const doc: OpenApiDocument = {
  info: { title: "T" },
  tags: [{ name: "Products", description: "The catalog" }, { name: "Empty" }],
  components: { schemas: { Money: { type: "number", minimum: 0, maximum: 10000, description: "An amount" } } },
  paths: {
    "/products/{productId}": {
      patch: {
        operationId: "updateProduct",
        summary: "Update a product",
        description: "Scope: `products:write`.",
        tags: ["Products"],
        security: [{ bearer: [] }],
        parameters: [{ in: "path", name: "productId", required: true, schema: { type: "string" } }],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["title"],
                properties: {
                  title: { type: "string", minLength: 3, maxLength: 120 },
                  price: { $ref: "#/components/schemas/Money" },
                  tags: { type: "array", items: { type: "string" } },
                  kind: { enum: ["PROMPT", "WORKFLOW"] },
                  note: { anyOf: [{ type: "string" }, { type: "null" }] },
                },
              },
            },
          },
        },
        responses: { "200": { description: "The product" }, "404": { description: "No such product" } },
      },
    },
    "/api-keys": { get: { operationId: "listApiKeys", summary: "List keys", tags: ["Other"], security: [], "x-dashboard-only": true } },
  },
  webhooks: {
    "product.published": {
      post: {
        summary: "A product went live",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { data: { type: "object", required: ["id"], properties: { id: { type: "string" } } } },
              },
            },
          },
        },
      },
    },
  },
};

describe("the /docs reference model", () => {
  it("groups operations under their tag in the document's order and drops empty tags", () => {
    const sections = referenceSections(doc);
    expect(sections.map((s) => [s.tag, s.id, s.operations.map((o) => o.id)])).toEqual([
      ["Products", "tag-products", ["updateProduct"]],
      ["Other", "tag-other", ["listApiKeys"]],
    ]);
    expect(sections[1].operations[0].auth).toBe("session");
  });

  it("lists path parameters and body fields with readable types, resolving references", () => {
    const op = referenceSections(doc)[0].operations[0];
    expect(op).toMatchObject({ method: "PATCH", path: "/products/{productId}", auth: "key", description: "Scope: `products:write`." });
    expect(op.fields).toEqual([
      { name: "productId", where: "path", type: "string", required: true, description: undefined },
      { name: "title", where: "body", type: "string (3–120 characters)", required: true, description: undefined },
      { name: "price", where: "body", type: "number (0–10000)", required: false, description: "An amount" },
      { name: "tags", where: "body", type: "string[]", required: false, description: undefined },
      { name: "kind", where: "body", type: '"PROMPT", "WORKFLOW"', required: false, description: undefined },
      { name: "note", where: "body", type: "string or null", required: false, description: undefined },
    ]);
    expect(op.responses).toEqual([
      { status: "200", description: "The product" },
      { status: "404", description: "No such product" },
    ]);
  });

  it("shows a string's format", () => {
    expect(typeOf({ type: "string", format: "binary" }, doc)).toBe("string (binary)");
  });

  it("lists each webhook event with the fields of its data", () => {
    expect(referenceEvents(doc)).toEqual([
      {
        name: "product.published",
        summary: "A product went live",
        fields: [{ name: "id", type: "string", required: true, description: undefined, where: undefined }],
      },
    ]);
  });
});
