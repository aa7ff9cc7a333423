import { z } from "zod";

/** A new password: sign-up and password reset share the rule. */
export const newPasswordField = z.string().min(8, "Use at least 8 characters").max(200);

// The sign-up schema on its own (no database import), so the sign-up form validates with it too.
export const signUpInput = z.strictObject({
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase()),
  password: newPasswordField,
  name: z.string().trim().min(1).max(100),
});
export type SignUpInput = z.input<typeof signUpInput>;
