import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/http";
import { makeUser } from "../support/factories";
import { eventsFor } from "../catalog/helpers";
import { makeProduct, promptScenario, refund, runScenario, setUpFakeProvider } from "./fixtures";
import { waitFor, workflowScenario } from "./workflow-fixtures";

const fake = setUpFakeProvider();

const patch = (key: string, id: string, json: object) => api(`/products/${id}`, { key, method: "PATCH", json });
const fields = (res: { body: any }) =>
  res.body.error.details.fields.map((f: { path: string; message: string }) => `${f.path}: ${f.message}`);

describe("product versions", () => {
  it("every product starts with version 1 (an invalid label becomes 1.0.0); content changes need a higher semver", async () => {
    const author = await makeUser();
    const product = await makeProduct(author.id, { content: "Say {{x}}" });
    const listed = await api(`/products/${product.id}/versions`, { key: author.key });
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([{ version: "1.0.0", changelog: "", createdAt: expect.any(String), latest: true }]);

    expect(fields(await patch(author.key, product.id, { content: "Shout {{x}}" }))).toEqual([
      "version: Changing the content of a published product needs a new version higher than 1.0.0",
    ]);
    expect(fields(await patch(author.key, product.id, { content: "Shout {{x}}", version: "1.0.0" }))).toEqual([
      "version: Changing the content of a published product needs a new version higher than 1.0.0",
    ]);
    expect(fields(await patch(author.key, product.id, { content: "Shout {{x}}", version: "1.1" }))).toEqual([
      "version: Use a version like 1.3.0 (major.minor.patch)",
    ]);
    expect(fields(await patch(author.key, product.id, { content: "Shout {{x}}", version: "0.9.0" }))).toEqual([
      "version: Must be higher than the current version 1.0.0",
    ]);
    const ok = await patch(author.key, product.id, { content: "Shout {{x}}", version: "1.1.0", changelog: "Louder" });
    expect(ok.status).toBe(200);
    expect(ok.body.data.changes.version).toEqual({ old: "1.0.0", new: "1.1.0" });
    const events = await eventsFor(product.id, "product.updated");
    expect(events).toHaveLength(1);
    expect((events[0].data as any).product.changes).toMatchObject({
      version: { old: "1.0.0", new: "1.1.0" },
      changelog: { old: "", new: "Louder" },
    });

    const after = await api(`/products/${product.id}/versions`, { key: author.key });
    expect(after.body.data.map((v: { version: string; changelog: string; latest: boolean }) => [v.version, v.changelog, v.latest])).toEqual(
      [
        ["1.1.0", "Louder", true],
        ["1.0.0", "", false],
      ],
    );

    // A label written straight into the database (older data, scripts) that is not semver starts as 1.0.0.
    const client = await db();
    const raw = await client.product.create({
      data: { ...product, prices: {}, id: `${product.id}x`, version: "draft-1", content: "Other" },
    });
    expect(raw.version).toBe("1.0.0");
    expect(
      await client.productVersion.findMany({ where: { productId: raw.id }, select: { seq: true, label: true, content: true } }),
    ).toEqual([{ seq: 1, label: "1.0.0", content: "Other" }]);
  });

  it("a draft that was never published edits its one version in place", async () => {
    const author = await makeUser();
    const product = await makeProduct(author.id, { content: "Draft text", status: "DRAFT" });
    await (await db()).product.update({ where: { id: product.id }, data: { publishedAt: null } });
    expect((await patch(author.key, product.id, { content: "Better draft" })).status).toBe(200);
    const rows = await (await db()).productVersion.findMany({ where: { productId: product.id } });
    expect(rows.map((r) => [r.label, r.content])).toEqual([["1.0.0", "Better draft"]]);
  });

  it("shows versions to the author and buyers; a visitor or a refunded buyer gets 403, a hidden product 404", async () => {
    const { author, buyer, product, order } = await promptScenario("Hello {{x}}");
    const stranger = await makeUser();
    expect((await api(`/products/${product.id}/versions`, { key: buyer.key })).status).toBe(200);
    const visitor = await api(`/products/${product.id}/versions`, { key: stranger.key });
    expect(visitor.status).toBe(403);
    expect(visitor.body.error.code).toBe("UNAUTHORIZED");
    await refund(order.id);
    expect((await api(`/products/${product.id}/versions`, { key: buyer.key })).status).toBe(403);
    const draft = await makeProduct(author.id, { content: "x", status: "DRAFT" });
    const hidden = await api(`/products/${draft.id}/versions`, { key: stranger.key });
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.code).toBe("PRODUCT_NOT_FOUND");
    expect((await api(`/products/prod_missing/versions`, { key: author.key })).status).toBe(404);
  });

  it("runs the latest version by default or a pinned one, records the version, and a refunded buyer runs none", async () => {
    const { author, buyer, product, order, run: execute } = await runScenario("Version one says {{x}}", fake.url);
    expect(
      (await patch(author.key, product.id, { content: "Version two says {{x}}", version: "2.0.0", changelog: "Rewritten" })).status,
    ).toBe(200);
    const run = (version?: string) => execute({ x: "hi" }, version ? { version } : {});

    const latest = await run();
    expect(latest.body.data.output).toBe("echo: Version two says hi");
    const pinned = await run("1.0.0");
    expect(pinned.body.data.output).toBe("echo: Version one says hi");
    const detail = await api(`/ai/executions/${pinned.body.data.executionId}`, { key: buyer.key });
    expect(detail.body.data.version).toBe("1.0.0");
    const list = await api(`/ai/executions?productId=${product.id}`, { key: buyer.key });
    expect(list.body.data.map((e: { version: string }) => e.version).sort()).toEqual(["1.0.0", "2.0.0"]);

    const unknown = await run("3.0.0");
    expect(unknown.status).toBe(400);
    expect(fields(unknown)).toEqual(["version: This product has no version 3.0.0 (see GET /products/{productId}/versions)"]);

    const purchase = await api(`/purchases/${order.id}`, { key: buyer.key });
    expect(purchase.body.data.update).toEqual({ version: "2.0.0", changelog: "Rewritten", releasedAt: expect.any(String) });

    await refund(order.id);
    expect((await api(`/purchases/${order.id}`, { key: buyer.key })).body.data.update).toBeNull();
    const refunded = await run("1.0.0");
    expect(refunded.status).toBe(403);
    expect(refunded.body.error.code).toBe("UNAUTHORIZED");
    expect(fake.seen).toHaveLength(2);
  });

  it("runs a pinned version of a workflow's definition and records it", async () => {
    const def = (word: string) => ({
      inputs: [{ name: "topic" }],
      steps: [{ id: "only", provider: "openai-compatible", model: "llama3.1", prompt: `${word} {{input.topic}}` }],
    });
    const { author, buyer, product, key } = await workflowScenario(fake.url, def("Old"));
    expect((await patch(author.key, product.id, { content: JSON.stringify(def("New")), version: "1.1.0" })).status).toBe(200);
    const start = await api(`/ai/workflows/${product.id}/execute`, {
      key: buyer.key,
      json: { input: { topic: "tea" }, apiKeys: { "openai-compatible": key.id }, version: "1.0.0" },
    });
    expect(start.status).toBe(202);
    const done = await waitFor(
      () => api(`/ai/executions/${start.body.data.executionId}`, { key: buyer.key }).then((r) => r.body.data),
      (e) => e.status === "succeeded" || e.status === "failed",
    );
    expect(done).toMatchObject({ status: "succeeded", version: "1.0.0", output: "echo: Old tea" });
  });
});
