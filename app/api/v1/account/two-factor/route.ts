import { defineRoute, op } from "@/lib/api/handler";
import { confirmTwoFactorSetup, twoFactorCodeInput, twoFactorEnabled, twoFactorState, twoFactorStatus } from "@/lib/accounts/two-factor";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/two-factor", {
  GET: op({
    operationId: "getTwoFactor",
    summary: "Whether two-factor sign-in is on, and how many recovery codes are left (dashboard session)",
    tags: ["Account"],
    auth: "session",
    response: twoFactorStatus,
    handler: async ({ principal }) => twoFactorState(principal.user.id),
  }),
  POST: op({
    operationId: "enableTwoFactor",
    summary: "Turn two-factor sign-in on with a code from the app set up by POST /account/two-factor/setup (dashboard session)",
    description:
      "Answers ten recovery codes, shown only this once. Signs out every other session and mails a notice. A wrong code: 400 on `code`.",
    tags: ["Account"],
    auth: "session",
    body: twoFactorCodeInput,
    response: twoFactorEnabled,
    handler: async ({ principal, body }) => confirmTwoFactorSetup(principal.user.id, principal.sessionId, body),
  }),
});
