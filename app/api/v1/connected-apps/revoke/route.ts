import { defineRoute, op } from "@/lib/api/handler";
import { revokeConnectedApp } from "@/lib/oauth/connected-apps";
import { revokeConnectedAppInput, revokedView } from "@/lib/oauth/views";

// The client id may be a URL (a metadata document), so it travels in the body rather than the path.
export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/connected-apps/revoke", {
  POST: op({
    operationId: "revokeConnectedApp",
    summary: "Disconnect an AI app: every token it holds stops working (dashboard session)",
    tags: ["Account"],
    auth: "session",
    body: revokeConnectedAppInput,
    response: revokedView,
    errors: ["NOT_FOUND"],
    handler: async ({ principal, body }) => revokeConnectedApp(principal.user.id, body.clientId),
  }),
});
