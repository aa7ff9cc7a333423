import { defineRoute, op } from "@/lib/api/handler";
import { endedSessions, endSession, sessionIdParams } from "@/lib/auth/sessions";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/sessions/{sessionId}", {
  DELETE: op({
    operationId: "endSession",
    summary: "Sign out one session of your account (dashboard session)",
    description: "Its next request is refused. Another account's session, or one already ended, is not found.",
    tags: ["Account"],
    auth: "session",
    params: sessionIdParams,
    response: endedSessions,
    handler: async ({ principal, params }) => endSession(principal.user.id, params.sessionId),
  }),
});
