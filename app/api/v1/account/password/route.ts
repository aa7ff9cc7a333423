import { defineRoute, op } from "@/lib/api/handler";
import { changePasswordInput } from "@/lib/accounts/account-forms";
import { changePassword, settingsMessage } from "@/lib/accounts/account-settings";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/password", {
  POST: op({
    operationId: "changePassword",
    summary: "Change your password (dashboard session); signs out your other sessions",
    description: "Needs the current password (a wrong one: 400 on currentPassword). Mails a notice to the account's address.",
    tags: ["Account"],
    auth: "session",
    body: changePasswordInput,
    response: settingsMessage,
    handler: async ({ principal, body }) => changePassword(principal.user.id, principal.sessionId, body),
  }),
});
