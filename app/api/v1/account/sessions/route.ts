import { defineRoute, op } from "@/lib/api/handler";
import { endedSessions, endOtherSessions, listSessions, sessionView } from "@/lib/auth/sessions";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/sessions", {
  GET: op({
    operationId: "listSessions",
    summary: "List the browsers signed in to your account (dashboard session)",
    description: "The current session first, then by last use. Sessions idle for 30 days have ended and are not listed.",
    tags: ["Account"],
    auth: "session",
    list: true,
    response: sessionView,
    handler: async ({ principal }) => listSessions(principal.user.id, principal.sessionId),
  }),
  DELETE: op({
    operationId: "endOtherSessions",
    summary: "Sign out everywhere else: ends every session but the current one (dashboard session)",
    tags: ["Account"],
    auth: "session",
    response: endedSessions,
    handler: async ({ principal }) => endOtherSessions(principal.user.id, principal.sessionId),
  }),
});
