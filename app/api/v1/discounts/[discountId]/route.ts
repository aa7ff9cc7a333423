import { defineRoute, op } from "@/lib/api/handler";
import { deletedView } from "@/lib/api/common-views";
import { deleteDiscount, getDiscount, updateDiscount } from "@/lib/discounts/discounts";
import { discountIdParams, discountView, updateDiscountInput } from "@/lib/discounts/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/discounts/{discountId}", {
  GET: op({
    operationId: "getDiscount",
    summary: "One of your discount codes",
    tags: ["Sales"],
    scope: "products:read",
    params: discountIdParams,
    response: discountView,
    handler: async ({ principal, params }) => getDiscount(principal.user.id, params.discountId),
  }),
  PATCH: op({
    operationId: "updateDiscount",
    summary: "Change a discount code (null clears an optional field)",
    tags: ["Sales"],
    scope: "products:write",
    params: discountIdParams,
    body: updateDiscountInput,
    response: discountView,
    handler: async ({ principal, params, body }) => updateDiscount(principal.user.id, params.discountId, body),
  }),
  DELETE: op({
    operationId: "deleteDiscount",
    summary: "Delete a discount code (orders that used it keep the code and the amount)",
    tags: ["Sales"],
    scope: "products:write",
    params: discountIdParams,
    response: deletedView,
    handler: async ({ principal, params }) => deleteDiscount(principal.user.id, params.discountId),
  }),
});
