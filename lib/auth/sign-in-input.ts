import { z } from "zod";

// What the sign-in form checks before asking the server (which answers one message for any wrong pair).
export const signInInput = z.object({
  email: z.email().max(254),
  password: z.string().min(1, "Enter your password").max(200),
});
export type SignInInput = z.infer<typeof signInInput>;
