import { defineRoute, op } from "@/lib/api/handler";
import { deleteAccountInput } from "@/lib/accounts/account-forms";
import { deleteAccount, settingsMessage } from "@/lib/accounts/account-settings";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/deletion", {
  POST: op({
    operationId: "deleteAccount",
    summary: "Delete your account (dashboard session): needs the password and confirm: DELETE",
    description:
      "Refused (409 PAYOUT_PENDING) while money is owed to the account. Signs out every session, removes keys, endpoints " +
      "and payment methods, takes the account's products off sale (buyers keep access) and keeps its orders anonymised.",
    tags: ["Account"],
    auth: "session",
    body: deleteAccountInput,
    response: settingsMessage,
    errors: ["PAYOUT_PENDING"],
    idempotent: false,
    handler: async ({ principal, body }) => deleteAccount(principal.user.id, body),
  }),
});
