import { defineRoute, op } from "@/lib/api/handler";
import { created, list } from "@/lib/api/envelope";
import { createDiscount, listDiscounts } from "@/lib/discounts/discounts";
import { createDiscountInput, discountView, listDiscountsQuery } from "@/lib/discounts/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/discounts", {
  GET: op({
    operationId: "listDiscounts",
    summary: "Your discount codes with their redemption counts, newest first",
    tags: ["Sales"],
    scope: "products:read",
    query: listDiscountsQuery,
    response: discountView,
    list: true,
    handler: async ({ principal, query }) => {
      const { items, meta } = await listDiscounts(principal.user.id, query);
      return list(items, meta);
    },
  }),
  POST: op({
    operationId: "createDiscount",
    summary: "Create a discount code: a percentage (basis points) or a fixed amount, for some or all of your products",
    tags: ["Sales"],
    scope: "products:write",
    body: createDiscountInput,
    response: discountView,
    successStatus: 201,
    handler: async ({ principal, body }) => created(await createDiscount(principal.user.id, body)),
  }),
});
