import { defineRoute, op } from "@/lib/api/handler";
import { list } from "@/lib/api/envelope";
import { productIdParams } from "@/lib/catalog/schemas";
import { listProductLicenses } from "@/lib/licenses/seller";
import { licenseView, listLicensesQuery } from "@/lib/licenses/schemas";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products/{productId}/licenses", {
  GET: op({
    operationId: "listProductLicenses",
    summary: "The license keys issued for one of your products, newest first (hints only, never the keys)",
    tags: ["Licenses"],
    scope: "purchases:read",
    params: productIdParams,
    query: listLicensesQuery,
    response: licenseView,
    list: true,
    errors: ["PRODUCT_NOT_FOUND"],
    handler: async ({ principal, params, query }) => {
      const { items, meta } = await listProductLicenses(principal.user.id, params.productId, query);
      return list(items, meta);
    },
  }),
});
