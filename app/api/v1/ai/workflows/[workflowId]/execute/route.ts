import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import { accepted } from "@/lib/api/envelope";
import { apiBaseUrl } from "@/lib/api/urls";
import { executeWorkflowInput, startWorkflow } from "@/lib/ai/start-workflow";
import { workflowStartedView } from "@/lib/ai/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/ai/workflows/{workflowId}/execute", {
  POST: op({
    operationId: "executeWorkflow",
    summary: "Start a run of a workflow you bought (or wrote); poll statusUrl or receive the result at webhookUrl",
    description:
      "`apiKeys` maps each provider the workflow uses to one of your stored key ids. With `webhookUrl`, the 202 carries a " +
      "per-execution `webhookSecret` that signs the final notification (X-Service-Signature, as webhook events). A key at its " +
      "monthly budget refuses the start with BUDGET_EXCEEDED (402); every step checks its key's budget again before it " +
      "calls the provider and fails with the same code once the budget is reached.",
    tags: ["AI"],
    scope: "ai:execute",
    params: z.object({ workflowId: z.string() }),
    body: executeWorkflowInput,
    successStatus: 202,
    response: workflowStartedView,
    errors: ["PRODUCT_NOT_FOUND", "NOT_FOUND", "BUDGET_EXCEEDED"],
    handler: async ({ principal, params, body, req }) =>
      accepted(await startWorkflow(principal.user.id, params.workflowId, body, apiBaseUrl(req))),
  }),
});
