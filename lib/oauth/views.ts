import { z } from "zod";

export const connectedAppView = z.strictObject({
  clientId: z.string().describe("The OAuth client id: a pre-registered id, or the URL of the app's metadata document"),
  name: z.string(),
  clientUri: z.string().nullable(),
  scopes: z.array(z.string()),
  connectedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export const revokeConnectedAppInput = z.strictObject({ clientId: z.string().min(1).max(2048) });
export const revokedView = z.strictObject({ revoked: z.literal(true) });
