import { z } from "zod";
import { SCOPES } from "@/lib/auth/scopes";

// Response schemas of the API-key operations, for the OpenAPI document; api-keys.ts builds these shapes.

const timestamp = z.iso.datetime();

export const apiKeyView = z.strictObject({
  id: z.string(),
  name: z.string(),
  prefix: z.string().meta({ description: "The key's first characters, to recognise it" }),
  scopes: z.array(z.enum(SCOPES)),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
  expiresAt: timestamp.nullable(),
  revokedAt: timestamp.nullable(),
});

export const apiKeyCreatedView = apiKeyView.extend({ key: z.string().meta({ description: "The full key, shown in this response only" }) });
