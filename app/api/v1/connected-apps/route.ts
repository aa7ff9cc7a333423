import { defineRoute, op } from "@/lib/api/handler";
import { listConnectedApps } from "@/lib/oauth/connected-apps";
import { connectedAppView } from "@/lib/oauth/views";

// The OAuth apps the signed-in user connected to /api/mcp (docs/mcp.md#oauth): dashboard session only.
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/connected-apps", {
  GET: op({
    operationId: "listConnectedApps",
    summary: "List the AI apps you connected with OAuth (dashboard session)",
    tags: ["Account"],
    auth: "session",
    list: true,
    response: connectedAppView,
    handler: async ({ principal }) => listConnectedApps(principal.user.id),
  }),
});
