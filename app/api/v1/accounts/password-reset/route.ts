import { defineRoute, publicOp } from "@/lib/api/handler";
import { clientIp } from "@/lib/api/client-ip";
import { passwordResetRequested, passwordResetRequestInput, requestPasswordReset } from "@/lib/accounts/password-reset";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/accounts/password-reset", {
  POST: publicOp({
    operationId: "requestPasswordReset",
    summary: 'Mail a password-reset link ("Forgot password?"); no authentication',
    description:
      "Always answers the same, whether or not an account has the address. The link works once, for 30 minutes. " +
      "5 requests an hour per address and per IP (RATE_LIMIT_EXCEEDED beyond).",
    tags: ["Account"],
    body: passwordResetRequestInput,
    response: passwordResetRequested,
    errors: ["RATE_LIMIT_EXCEEDED"],
    handler: async ({ body, req }) => requestPasswordReset(body, clientIp(req)),
  }),
});
