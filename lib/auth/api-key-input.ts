import { z } from "zod";
import { SCOPES } from "@/lib/auth/scopes";

// The create-key request's schema without server imports, so the dashboard form validates with it too.
export const createApiKeyInput = z.strictObject({
  name: z.string().trim().min(1).max(100).default("API key"),
  scopes: z.array(z.enum(SCOPES)).min(1).optional(),
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});
