import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { startWorkflow } from "@/lib/ai/start-workflow";
import { getExecution } from "@/lib/ai/executions";
import { parseWorkflowDefinition } from "@/lib/ai/workflow-definition";
import { guarded, result } from "@/lib/mcp/buyer-tools";
import { ToolRefusal } from "@/lib/mcp/tool-errors";
import type { OwnedProduct } from "@/lib/mcp/owned";
import type { McpCaller } from "@/lib/mcp/server";

/** How long a workflow tool waits for the run before answering with its execution id (docs/mcp.md#tools). */
const WAIT_MS = 20_000;
const POLL_MS = 250;

const value = z.union([z.string().max(100_000), z.number(), z.boolean()]);

/** The newest stored key of each provider the workflow uses, unless the caller names one (`providerKeys`). */
async function keysFor(userId: string, providers: string[], given: Record<string, string>): Promise<Record<string, string>> {
  const client = await db();
  const keys = await client.providerKey.findMany({
    where: { userId, provider: { in: providers } },
    select: { id: true, provider: true },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const chosen: Record<string, string> = {};
  for (const p of providers) {
    const id = given[p] ?? keys.find((k) => k.provider === p)?.id;
    if (!id) {
      throw new ToolRefusal(
        `This workflow runs on ${providers.join(" and ")}; you have no stored ${p} key. Add one on the Provider keys page, then try again.`,
      );
    }
    chosen[p] = id;
  }
  return chosen;
}

/**
 * One tool per purchased workflow, `run_workflow_<product id>`, whose input schema is the workflow's inputs. It starts
 * the run as POST /ai/workflows/{id}/execute does and waits up to 20 s; a longer run answers with its execution id,
 * which get_execution reads.
 */
export function registerWorkflowTools(server: McpServer, caller: McpCaller, owned: OwnedProduct[]): number {
  let count = 0;
  for (const p of owned.filter((o) => o.type === "WORKFLOW")) {
    const parsed = parseWorkflowDefinition(p.content);
    if (!parsed.ok) continue;
    const def = parsed.definition;
    const providers = [...new Set(def.steps.map((s) => s.provider))];
    const input = z.object(
      Object.fromEntries(def.inputs.map((i) => [i.name, (i.required ? value : value.optional()).describe(i.description || i.name)])),
    );
    count++;
    server.registerTool(
      `run_workflow_${p.id}`,
      {
        title: `Run the workflow “${p.title}”`,
        description: `${p.description} Runs on your own ${providers.join(" and ")} key(s); waits up to 20 seconds, then answers with an execution id for get_execution.`,
        inputSchema: z.object({
          input,
          providerKeys: z
            .record(z.string(), z.string().min(1).max(64))
            .default({})
            .describe("A stored provider key id per provider; default: your newest key of each"),
          version: z.string().trim().min(1).max(20).optional().describe("A version of the workflow; default: the latest"),
        }),
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
      },
      (args) =>
        guarded(async () => {
          const apiKeys = await keysFor(caller.userId, providers, args.providerKeys);
          const clean = Object.fromEntries(Object.entries(args.input).filter(([, v]) => v !== undefined)) as Record<
            string,
            string | number | boolean
          >;
          const started = await startWorkflow(caller.userId, p.id, { input: clean, apiKeys, version: args.version }, caller.apiBaseUrl);
          const until = Date.now() + WAIT_MS;
          for (;;) {
            const view = await getExecution(caller.userId, started.executionId);
            if (view.status === "succeeded") return result(view.output ?? "", view as unknown as Record<string, unknown>);
            if (view.status === "failed" || view.status === "cancelled") {
              throw new ToolRefusal(`The workflow run ${view.id} ${view.status}. get_execution shows each step and what went wrong.`);
            }
            if (Date.now() >= until) {
              return result(`The workflow is still running: call get_execution with executionId ${view.id} for its result.`, {
                executionId: view.id,
                status: view.status,
              });
            }
            await new Promise((r) => setTimeout(r, POLL_MS));
          }
        }),
    );
  }
  return count;
}
