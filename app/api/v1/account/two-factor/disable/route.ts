import { defineRoute, op } from "@/lib/api/handler";
import { settingsMessage } from "@/lib/accounts/account-settings";
import { disableTwoFactor, twoFactorCodeInput } from "@/lib/accounts/two-factor";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/two-factor/disable", {
  POST: op({
    operationId: "disableTwoFactor",
    summary: "Turn two-factor sign-in off with a current code or a recovery code (dashboard session)",
    description: "Deletes the recovery codes and mails a notice. A wrong code: 400 on `code`.",
    tags: ["Account"],
    auth: "session",
    body: twoFactorCodeInput,
    response: settingsMessage,
    handler: async ({ principal, body }) => disableTwoFactor(principal.user.id, body),
  }),
});
