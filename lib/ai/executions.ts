import { z } from "zod";
import { notFound } from "@/lib/errors";
import { db } from "@/lib/db/client";
import { microsToUsd } from "@/lib/ai/prices";
import type { Prisma } from "@/lib/db/generated/client";
import { pageFields } from "@/lib/pagination";
import { toErrorView, type ExecutionView } from "@/lib/ai/execution-views";

type Status = "queued" | "running" | "succeeded" | "failed" | "cancelled";
const lower = (s: string) => s.toLowerCase() as Status;
const seconds = (ms: number | null) => (ms === null ? null : Number((ms / 1000).toFixed(3)));
const usage = (p: number, c: number, micros: number) => ({
  promptTokens: p,
  completionTokens: c,
  totalTokens: p + c,
  estimatedCost: microsToUsd(micros),
});

const withProduct = { product: { select: { title: true } } } as const;
const withSteps = { ...withProduct, steps: true } as const;
type ListRow = Prisma.ExecutionGetPayload<{ include: typeof withProduct }>;
type DetailRow = Prisma.ExecutionGetPayload<{ include: typeof withSteps }>;

function toListItem(e: ListRow) {
  return {
    id: e.id,
    // Only prompts and workflows run (a bundle's products run, never the bundle).
    kind: e.kind === "WORKFLOW" ? ("WORKFLOW" as const) : ("PROMPT" as const),
    status: lower(e.status),
    product: { id: e.productId, title: e.product.title },
    version: e.productVersion,
    provider: e.provider,
    model: e.model,
    usage: usage(e.promptTokens, e.completionTokens, e.costMicros),
    priceKnown: e.priceKnown,
    duration: seconds(e.durationMs),
    error: toErrorView(e.error),
    createdAt: e.createdAt.toISOString(),
    finishedAt: e.finishedAt?.toISOString() ?? null,
  };
}

/** Steps are listed in definition order (the execution's stored order), not by finishing time. */
function toDetail(e: DetailRow, stepOrder: string[]): ExecutionView {
  const rank = (id: string) => stepOrder.indexOf(id) + 1 || Infinity;
  return {
    ...toListItem(e),
    output: e.output,
    providerKeyId: e.providerKeyId,
    providerKeys: (e.providerKeys as Record<string, string> | null) ?? undefined,
    input: (e.input as Record<string, string> | null) ?? undefined,
    startedAt: e.startedAt?.toISOString() ?? null,
    webhook: e.webhookUrl ? { url: e.webhookUrl, status: e.webhookStatus } : undefined,
    steps:
      e.kind === "WORKFLOW"
        ? [...e.steps]
            .sort((a, b) => rank(a.stepId) - rank(b.stepId))
            .map((s) => ({
              id: s.stepId,
              status: lower(s.status),
              provider: s.provider,
              model: s.model,
              output: s.output,
              usage: usage(s.promptTokens, s.completionTokens, s.costMicros),
              priceKnown: s.priceKnown,
              attempts: s.attempts,
              duration: seconds(s.durationMs),
              error: toErrorView(s.error),
              startedAt: s.startedAt?.toISOString() ?? null,
              finishedAt: s.finishedAt?.toISOString() ?? null,
            }))
        : undefined,
  };
}

export const listExecutionsQuery = z.strictObject({
  ...pageFields,
  productId: z.string().optional(),
  status: z.enum(["queued", "running", "succeeded", "failed", "cancelled"]).optional(),
  kind: z.enum(["PROMPT", "WORKFLOW"]).optional(),
});

export async function listExecutions(userId: string, q: z.output<typeof listExecutionsQuery>) {
  const client = await db();
  const where: Prisma.ExecutionWhereInput = {
    userId,
    ...(q.productId ? { productId: q.productId } : {}),
    ...(q.status ? { status: q.status.toUpperCase() as DetailRow["status"] } : {}),
    ...(q.kind ? { kind: q.kind } : {}),
  };
  const [rows, total] = await Promise.all([
    client.execution.findMany({
      where,
      include: withProduct,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * q.limit,
      take: q.limit,
    }),
    client.execution.count({ where }),
  ]);
  return { items: rows.map(toListItem), meta: { page: q.page, limit: q.limit, total } };
}

/** The caller's own execution; another user's id is NOT_FOUND. */
export async function getExecution(userId: string, id: string): Promise<ExecutionView> {
  const client = await db();
  const row = await client.execution.findFirst({ where: { id, userId }, include: withSteps });
  if (!row) throw notFound("Execution");
  const steps = (row.definition as { steps?: { id: string }[] } | null)?.steps ?? [];
  return toDetail(
    row,
    steps.map((s) => s.id),
  );
}
