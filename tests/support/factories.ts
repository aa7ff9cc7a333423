import { randomBytes } from "node:crypto";
import { createUser } from "@/lib/accounts/users";
import { changePlan } from "@/lib/accounts/users";
import { createApiKey } from "@/lib/auth/api-keys";
import type { Scope } from "@/lib/auth/scopes";
import type { Plan } from "@/lib/db/generated/enums";

export const TEST_PASSWORD = "test-password-123";

export function uniqueEmail(tag = "user"): string {
  return `${tag}-${randomBytes(5).toString("hex")}@example.test`;
}

/** A user with an API key (all scopes unless narrowed). */
export async function makeUser(
  opts: { emailVerified?: boolean; plan?: Plan; scopes?: Scope[]; name?: string; perMinute?: number; perDay?: number } = {},
) {
  const user = await createUser({
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    name: opts.name ?? "Test User",
    emailVerified: opts.emailVerified ?? true,
  });
  if (opts.plan && opts.plan !== "FREE") {
    await changePlan(user.id, { plan: opts.plan, perMinute: opts.perMinute, perDay: opts.perDay });
  }
  const key = await createApiKey(user.id, { name: "test", scopes: opts.scopes });
  return { ...user, key: key.key, keyId: key.id };
}
