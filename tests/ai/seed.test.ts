import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { seedAi } from "@/lib/ai/seed";
import { parseWorkflowDefinition, topologicalOrder } from "@/lib/ai/workflow-definition";
import { makeUser } from "../support/factories";

describe("seedAi", () => {
  it("publishes two valid example workflows with a parallel branch, once", async () => {
    const author = await makeUser();
    const client = await db();
    await seedAi(client, author.email);
    await seedAi(client, author.email);
    const products = await client.product.findMany({ where: { authorId: author.id }, orderBy: { title: "asc" } });
    expect(products.map((p) => [p.title, p.type, p.status])).toEqual([
      ["Blog post pipeline", "WORKFLOW", "PUBLISHED"],
      ["Support reply assistant", "WORKFLOW", "PUBLISHED"],
    ]);
    for (const p of products) {
      const parsed = parseWorkflowDefinition(p.content);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.fields));
      const roots = parsed.definition.steps.filter((s) => s.dependsOn.length === 0);
      expect(roots.length).toBeGreaterThanOrEqual(2);
      expect(topologicalOrder(parsed.definition).at(-1)).toBe(parsed.definition.steps.at(-1)!.id);
    }
  });
});
