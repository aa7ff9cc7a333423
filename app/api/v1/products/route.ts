import { defineRoute, op } from "@/lib/api/handler";
import { created, list, SerializedJson } from "@/lib/api/envelope";
import { CATALOG_VERSION } from "@/lib/catalog/catalog-cache";
import { listProducts } from "@/lib/catalog/list-products";
import { createProduct } from "@/lib/catalog/products";
import { createProductInput, listProductsQuery } from "@/lib/catalog/schemas";
import { productCreatedView, productListItemView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/products", {
  GET: op({
    operationId: "listProducts",
    summary: "List published products (filters, search, sort, pagination); author=me lists your own in every status",
    description:
      "Every product change is reflected at once; the counters (stats.views, stats.purchases, rating), and so the order of sort=popular and sort=rating, may trail by up to 2 seconds.",
    tags: ["Products"],
    scope: "products:read",
    query: listProductsQuery,
    list: true,
    // The catalog version is read in the same query as the caller; listProducts answers from its cache when the
    // cached page is of that version (lib/catalog/list-products.ts, ADR 004).
    selectWithCaller: CATALOG_VERSION,
    response: productListItemView,
    handler: async ({ principal, query, selectedWithCaller: catalogVersion }) => {
      const page = await listProducts(query, principal.user.id, catalogVersion);
      return list(new SerializedJson(page.itemsJson()), page.meta);
    },
  }),
  POST: op({
    operationId: "createProduct",
    summary: "Create a product (status draft)",
    tags: ["Products"],
    scope: "products:write",
    body: createProductInput,
    successStatus: 201,
    response: productCreatedView,
    handler: async ({ principal, body }) => created(await createProduct(principal.user.id, body)),
  }),
});
