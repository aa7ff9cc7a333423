// API key scopes; no server imports here so dashboard (client) code can list them too.
export const SCOPES = [
  "products:read",
  "products:write",
  "purchases:read",
  "purchases:write",
  "analytics:read",
  "ai:execute",
  "webhooks:write",
] as const;
export type Scope = (typeof SCOPES)[number];
