import { z } from "zod";
import type { Principal } from "@/lib/api/authenticate";

export const meResponse = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: z.enum(["FREE", "PRO", "BUSINESS", "ENTERPRISE"]),
  limits: z.object({ perMinute: z.number().int(), perDay: z.number().int() }),
  scopes: z.array(z.string()),
  authenticatedWith: z.enum(["api_key", "session"]),
});

/** The caller's account as /me shows it: everything comes from the principal, no further reads. */
export function describeCaller(p: Principal): z.infer<typeof meResponse> {
  return {
    id: p.user.id,
    name: p.user.name,
    email: p.user.email,
    plan: p.user.plan,
    limits: p.limits,
    scopes: p.scopes,
    authenticatedWith: p.via,
  };
}
