import { defineRoute, op } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { resendVerification, verificationResponse } from "@/lib/accounts/email-verification";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/account/email-verification", {
  POST: op({
    operationId: "resendVerification",
    summary: "Mail a new link that confirms your email address (dashboard session); 3 an hour",
    tags: ["Account"],
    auth: "session",
    response: verificationResponse,
    errors: ["RATE_LIMIT_EXCEEDED"],
    idempotent: false,
    handler: async ({ principal, req }) => resendVerification(principal.user.id, clientIp(req)),
  }),
});
