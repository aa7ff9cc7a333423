import { z } from "zod";
import { defineRoute, publicOp } from "@/lib/api/handler";
import { passwordResetInput, resetPassword } from "@/lib/accounts/password-reset";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/accounts/password-reset/confirm", {
  POST: publicOp({
    operationId: "resetPassword",
    summary: "Set a new password with the token of a reset link; ends every session of the account",
    tags: ["Account"],
    body: passwordResetInput,
    response: z.object({ email: z.string(), message: z.string() }),
    errors: ["INVALID_LINK"],
    // The token is single-use: a replayed answer would say "changed" for a second, refused use.
    idempotent: false,
    handler: async ({ body }) => resetPassword(body),
  }),
});
