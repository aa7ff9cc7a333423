import { defineRoute, op } from "@/lib/api/handler";
import { list } from "@/lib/api/envelope";
import { listPurchasesQuery, listSales } from "@/lib/purchases/read-purchases";
import { purchaseView } from "@/lib/purchases/views";
import { apiBaseUrl } from "@/lib/api/urls";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/sales", {
  GET: op({
    operationId: "listSales",
    summary: "Orders of your products (seller's view: fee split, no buyer email), newest first",
    tags: ["Sales"],
    scope: "purchases:read",
    query: listPurchasesQuery,
    response: purchaseView,
    list: true,
    handler: async ({ req, principal, query }) => {
      const { items, meta } = await listSales(principal.user.id, query, apiBaseUrl(req));
      return list(items, meta);
    },
  }),
});
