import { defineRoute, op } from "@/lib/api/handler";
import { list } from "@/lib/api/envelope";
import { customerView, listCustomers, listCustomersQuery } from "@/lib/purchases/customers";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/customers", {
  GET: op({
    operationId: "listCustomers",
    summary: "Everyone who bought your products, with their email, orders and what they spent, most recent buyer first",
    tags: ["Sales"],
    scope: "purchases:read",
    query: listCustomersQuery,
    response: customerView,
    list: true,
    handler: async ({ principal, query }) => {
      const { items, meta } = await listCustomers(principal.user.id, query);
      return list(items, meta);
    },
  }),
});
