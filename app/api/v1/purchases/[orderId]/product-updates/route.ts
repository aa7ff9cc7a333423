import { z } from "zod";
import { defineRoute, op } from "@/lib/api/handler";
import {
  getProductUpdateSubscription,
  productUpdateSubscription,
  setProductUpdateSubscription,
  setProductUpdateSubscriptionInput,
} from "@/lib/purchases/product-updates";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/purchases/{orderId}/product-updates", {
  GET: op({
    operationId: "getProductUpdateSubscription",
    summary: "Whether you get mail when this purchase's product gets a new version (buyer only)",
    tags: ["Purchases"],
    scope: "purchases:read",
    params: z.object({ orderId: z.string() }),
    response: productUpdateSubscription,
    handler: async ({ principal, params }) => getProductUpdateSubscription(principal.user.id, params.orderId),
  }),
  PUT: op({
    operationId: "setProductUpdateSubscription",
    summary: "Turn new-version mail for this purchase's product on or off (buyer only)",
    tags: ["Purchases"],
    scope: "purchases:write",
    params: z.object({ orderId: z.string() }),
    body: setProductUpdateSubscriptionInput,
    response: productUpdateSubscription,
    handler: async ({ principal, params, body }) => setProductUpdateSubscription(principal.user.id, params.orderId, body),
  }),
});
