import { db } from "@/lib/db/client";
import { parseWorkflowDefinition } from "@/lib/ai/workflow-definition";

/** A workflow step as a visitor may see it: what runs and in which order, never its prompt. */
export type OutlineStep = { id: string; provider: string; model: string; dependsOn: string[]; stage: number };
export type WorkflowOutline = { inputs: { name: string; description: string; required: boolean }[]; steps: OutlineStep[] };

/**
 * The steps of a workflow with the stage each runs in (steps of one stage run side by side once the earlier
 * stages are done), for the product page. Prompts are left out: they are what the buyer pays for.
 */
export function workflowOutline(content: string): WorkflowOutline | null {
  const parsed = parseWorkflowDefinition(content);
  if (!parsed.ok) return null;
  const { inputs, steps } = parsed.definition;
  const stages = new Map<string, number>();
  const byId = new Map(steps.map((s) => [s.id, s]));
  // The definition is checked acyclic, so this recursion ends.
  const stageOf = (id: string): number => {
    const known = stages.get(id);
    if (known !== undefined) return known;
    const stage = Math.max(0, ...(byId.get(id)?.dependsOn ?? []).map((d) => stageOf(d) + 1));
    stages.set(id, stage);
    return stage;
  };
  const outline = steps.map((s) => ({ id: s.id, provider: s.provider, model: s.model, dependsOn: s.dependsOn, stage: stageOf(s.id) }));
  outline.sort((a, b) => a.stage - b.stage);
  return { inputs: inputs.map((i) => ({ name: i.name, description: i.description, required: i.required })), steps: outline };
}

/**
 * What the public product page shows beside the detail (lib/catalog/get-product.ts, which checks visibility
 * first): the rating distribution, the seller's track record, a workflow's outline and the caller's purchase.
 */
export async function getProductPageExtras(product: { id: string; type: string; author: { id: string } }, callerId: string | null) {
  const client = await db();
  const [ratings, seller, sold, content, purchase] = await Promise.all([
    client.review.groupBy({ by: ["rating"], where: { productId: product.id }, _count: { _all: true } }),
    client.user.findUniqueOrThrow({ where: { id: product.author.id }, select: { createdAt: true } }),
    client.product.aggregate({
      where: { authorId: product.author.id, status: "PUBLISHED" },
      _count: { _all: true },
      _sum: { purchaseCount: true },
    }),
    product.type === "WORKFLOW" ? client.product.findUnique({ where: { id: product.id }, select: { content: true } }) : null,
    callerId
      ? client.order.findFirst({
          where: { buyerId: callerId, productId: product.id, status: "COMPLETED" },
          orderBy: { createdAt: "desc" },
          select: { id: true, createdAt: true },
        })
      : null,
  ]);
  const counts = new Map(ratings.map((r) => [r.rating, r._count._all]));
  return {
    ratingDistribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
    seller: {
      memberSince: seller.createdAt.toISOString(),
      products: sold._count._all,
      sales: sold._sum.purchaseCount ?? 0,
    },
    workflow: content ? workflowOutline(content.content) : null,
    purchase: purchase ? { orderId: purchase.id, purchasedAt: purchase.createdAt.toISOString() } : null,
  };
}
export type ProductPageExtras = Awaited<ReturnType<typeof getProductPageExtras>>;
