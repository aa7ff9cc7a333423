import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateClientTypes } from "@/lib/api-client/generate";
import { runExampleFlow } from "../../scripts/api/example-flow";
import { startFakeProvider, type FakeProvider } from "../ai/fake-provider";
import { makeUser } from "../support/factories";
import { rawFetch } from "../support/http";
import { baseUrl } from "../support/server";

const checkedIn = path.resolve(import.meta.dirname, "../../lib/api-client/schema.d.ts");

describe("the typed TypeScript client", () => {
  let fake: FakeProvider;
  beforeAll(async () => {
    fake = await startFakeProvider();
  });
  afterAll(() => fake.close());

  it("has checked-in types generated from the served document (run `npm run api:client` after changing an operation)", async () => {
    const doc = await (await rawFetch("/api/v1/openapi.json")).json();
    expect(await generateClientTypes(doc)).toBe(fs.readFileSync(checkedIn, "utf8"));
  });

  it("runs the example flow end to end: create, publish, buy, execute, refund, events and webhooks", async () => {
    const seller = await makeUser({ name: "Example seller", plan: "BUSINESS" });
    const buyer = await makeUser({ name: "Example buyer", plan: "BUSINESS" });
    const summary = await runExampleFlow({
      baseUrl: `${await baseUrl()}/api/v1`,
      sellerKey: seller.key,
      buyerKey: buyer.key,
      providerBaseUrl: fake.url,
      providerKey: "sk-example-12345678",
      webhookUrl: "https://127.0.0.1:9/example-hook",
    });
    expect(summary).toMatchObject({ paid: "4.99 USD", refundStatus: "refunded", tokens: expect.any(Number) });
    expect(summary.output).toContain("Write release notes for Promptly");
    expect(summary.saleEvent).toEqual({ id: expect.stringMatching(/^evt_/), amount: 4.99 });
    expect(summary.deliveries).toBeGreaterThanOrEqual(1);
  });
});
