import { defineRoute, op } from "@/lib/api/handler";
import { customerEntitlements } from "@/lib/licenses/seller";
import { buyerIdParams, entitlementView } from "@/lib/licenses/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/customers/{buyerId}/entitlements", {
  GET: op({
    operationId: "listCustomerEntitlements",
    summary: "What one of your customers may use now: each of your products they hold, with its license key's state",
    tags: ["Licenses"],
    scope: "purchases:read",
    params: buyerIdParams,
    response: entitlementView,
    list: true,
    errors: ["NOT_FOUND"],
    handler: async ({ principal, params }) => customerEntitlements(principal.user.id, params.buyerId),
  }),
});
