import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import "@/app/api/v1/route-index";
import { INDEX_END, INDEX_START, renderEndpointIndex } from "@/lib/api/endpoint-index";
import { registeredOperations } from "@/lib/api/openapi-registry";

const page = path.resolve(import.meta.dirname, "../../docs/api.md");

describe("the endpoint index of docs/api.md", () => {
  it("is the one generated from the registered operations (run `npm run docs:api-index` after changing an operation)", () => {
    const text = fs.readFileSync(page, "utf8");
    const written = text.slice(text.indexOf(INDEX_START) + INDEX_START.length, text.indexOf(INDEX_END)).trim();
    expect(registeredOperations().length).toBeGreaterThan(60);
    expect(written).toBe(renderEndpointIndex(registeredOperations()));
  });
});
