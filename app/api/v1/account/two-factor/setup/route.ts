import { defineRoute, op } from "@/lib/api/handler";
import { startTwoFactorSetup, twoFactorSetup } from "@/lib/accounts/two-factor";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/two-factor/setup", {
  POST: op({
    operationId: "startTwoFactorSetup",
    summary: "Start two-factor enrolment: a new secret, as a QR code and as text (dashboard session)",
    description: "Nothing changes until a code from it is sent to POST /account/two-factor. Starting again replaces the pending secret.",
    tags: ["Account"],
    auth: "session",
    response: twoFactorSetup,
    handler: async ({ principal }) => startTwoFactorSetup(principal.user.id),
  }),
});
