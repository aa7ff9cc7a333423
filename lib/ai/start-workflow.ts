import { z } from "zod";
import { AppError, validationError, type FieldError } from "@/lib/errors";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { encryptSecret } from "@/lib/crypto/secret-box";
import { enqueueJob } from "@/lib/jobs/enqueue";
import { kickJobs } from "@/lib/jobs/background";
import { assertEndpointUrl } from "@/lib/webhooks/endpoints";
import { newWebhookSecret } from "@/lib/webhooks/signature";
import { recordRunAccessOrThrow, runnableProductOrThrow } from "@/lib/ai/product-access";
import { runnableVersionOrThrow } from "@/lib/catalog/versions";
import { providersOfKeys } from "@/lib/ai/provider-keys";
import { parseWorkflowDefinition, type WorkflowDefinition } from "@/lib/ai/workflow-definition";
import { runWorkflowTrigger } from "@/lib/jobs/triggers";
import { assertUnderBudget } from "@/lib/ai/budgets";

export const executeWorkflowInput = z.strictObject({
  input: z.record(z.string(), z.union([z.string().max(100_000), z.number(), z.boolean()])),
  apiKeys: z.record(z.string(), z.string().min(1)),
  webhookUrl: z.string().max(2000).optional(),
  /** A version label of the workflow (GET /products/{productId}/versions); default: the latest. */
  version: z.string().trim().min(1).max(20).optional(),
  options: z.strictObject({ storeInput: z.boolean().optional() }).default({}),
});
export type ExecuteWorkflowInput = z.input<typeof executeWorkflowInput>;

export type WorkflowStarted = { executionId: string; status: "queued"; statusUrl: string; webhookSecret?: string };

function checkInput(def: WorkflowDefinition, given: Record<string, string | number | boolean>): Record<string, string> {
  const names = new Set(def.inputs.map((i) => i.name));
  const fields: FieldError[] = [
    ...def.inputs
      .filter((i) => i.required && !Object.hasOwn(given, i.name))
      .map((i) => ({ path: `input.${i.name}`, message: "Missing: the workflow requires this input" })),
    ...Object.keys(given)
      .filter((k) => !names.has(k))
      .map((k) => ({ path: `input.${k}`, message: "Unknown: the workflow has no such input" })),
  ];
  if (fields.length) throw validationError(fields, "Workflow input does not match the workflow's inputs");
  return Object.fromEntries(Object.entries(given).map(([k, v]) => [k, String(v)]));
}

async function checkKeys(userId: string, def: WorkflowDefinition, apiKeys: Record<string, string>): Promise<Record<string, string>> {
  const used = [...new Set(def.steps.map((s) => s.provider))];
  const fields: FieldError[] = [
    ...used.filter((p) => !apiKeys[p]).map((p) => ({ path: `apiKeys.${p}`, message: `Missing: the workflow uses ${p}` })),
    ...Object.keys(apiKeys)
      .filter((p) => !used.includes(p as never))
      .map((p) => ({ path: `apiKeys.${p}`, message: "Unknown: the workflow does not use this provider" })),
  ];
  if (fields.length) throw validationError(fields, "apiKeys must name one stored key for each provider the workflow uses");
  const providers = await providersOfKeys(
    userId,
    used.map((p) => apiKeys[p]),
  );
  for (const p of used) {
    const provider = providers.get(apiKeys[p]);
    if (!provider) throw new AppError("NOT_FOUND", "Provider key not found", { field: `apiKeys.${p}` });
    if (provider !== p) throw validationError([{ path: `apiKeys.${p}`, message: `That key is a ${provider} key` }]);
  }
  return Object.fromEntries(used.map((p) => [p, apiKeys[p]]));
}

/** The same rules as webhook endpoints (https, no private targets unless WEBHOOK_ALLOW_PRIVATE), under "webhookUrl". */
function assertWebhookUrl(url: string): void {
  const fail = (message: string) => validationError([{ path: "webhookUrl", message }]);
  if (!URL.canParse(url)) throw fail("Must be an absolute URL");
  if (!/^https?:$/.test(new URL(url).protocol)) throw fail("The URL must use https://");
  try {
    assertEndpointUrl(url);
  } catch (err) {
    const fields = err instanceof AppError ? (err.details.fields as { message: string }[] | undefined) : undefined;
    throw fail(fields?.[0]?.message ?? (err as Error).message);
  }
}

/** Validates the request, records a queued execution with one row per step and enqueues the durable run. */
export async function startWorkflow(
  userId: string,
  workflowId: string,
  raw: ExecuteWorkflowInput,
  apiBase: string,
): Promise<WorkflowStarted> {
  const body = executeWorkflowInput.parse(raw);
  const product = await runnableProductOrThrow(userId, workflowId, "WORKFLOW", "workflowId");
  const release = await runnableVersionOrThrow(product, body.version);
  const parsed = parseWorkflowDefinition(release.content);
  if (!parsed.ok) {
    throw new AppError("VALIDATION_ERROR", "This workflow product's definition is invalid; its author must fix it", {
      fields: parsed.fields.map((f) => ({ path: `workflow.${f.path}`, message: f.message })),
    });
  }
  const def = parsed.definition;
  const input = checkInput(def, body.input);
  const keys = await checkKeys(userId, def, body.apiKeys);
  await assertUnderBudget(Object.values(keys));
  if (body.webhookUrl) assertWebhookUrl(body.webhookUrl);
  await recordRunAccessOrThrow(userId, product);

  const id = newId("exec");
  const webhookSecret = body.webhookUrl ? newWebhookSecret() : undefined;
  const client = await db();
  await client.$transaction(async (tx) => {
    await tx.execution.create({
      data: {
        id,
        userId,
        productId: product.id,
        kind: "WORKFLOW",
        productVersion: release.label,
        status: "QUEUED",
        providerKeys: keys,
        definition: def,
        inputSealed: encryptSecret(JSON.stringify(input), id),
        input: body.options.storeInput ? input : undefined,
        webhookUrl: body.webhookUrl ?? null,
        webhookSecret: webhookSecret ? encryptSecret(webhookSecret, id) : null,
        steps: { create: def.steps.map((s) => ({ stepId: s.id, provider: s.provider, model: s.model })) },
      },
    });
    await enqueueJob(runWorkflowTrigger, { executionId: id, userId }, { tx, id: `wf_${id}` });
  });
  kickJobs();
  return { executionId: id, status: "queued", statusUrl: `${apiBase}/ai/executions/${id}`, ...(webhookSecret ? { webhookSecret } : {}) };
}
