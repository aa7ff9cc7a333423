// Every /v1 route module, imported so the OpenAPI document lists it (a test fails when one is missing).
import "./me/route";
import "./api-keys/route";
import "./api-keys/[keyId]/route";
import "./account/plan/route";
import "./provider-keys/route";
import "./provider-keys/[keyId]/route";
import "./ai/execute/route";
import "./ai/executions/route";
import "./ai/executions/[executionId]/route";
import "./ai/workflows/[workflowId]/execute/route";
