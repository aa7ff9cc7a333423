import { defineRoute, op } from "@/lib/api/handler";
import { changeEmailInput } from "@/lib/accounts/account-forms";
import { requestEmailChange, settingsMessage } from "@/lib/accounts/account-settings";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/email", {
  POST: op({
    operationId: "changeEmail",
    summary: "Change your email address (dashboard session): mails a confirmation link to the new one",
    description:
      "Needs the current password. The address changes when the link (24 hours, once) is followed; the current address " +
      "gets a notice at once. An address another account uses: 400 on email.",
    tags: ["Account"],
    auth: "session",
    body: changeEmailInput,
    response: settingsMessage,
    handler: async ({ principal, body }) => requestEmailChange(principal.user.id, body),
  }),
});
