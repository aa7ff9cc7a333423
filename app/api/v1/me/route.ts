import { defineRoute, op } from "@/lib/api/handler";
import { describeCaller, meResponse } from "@/lib/accounts/me";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/me", {
  GET: op({
    operationId: "getMe",
    summary: "The caller's account, plan, limits and this key's scopes",
    tags: ["Account"],
    response: meResponse,
    handler: async ({ principal }) => describeCaller(principal),
  }),
});
