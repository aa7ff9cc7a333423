import { defineRoute, op } from "@/lib/api/handler";
import { listCategories } from "@/lib/catalog/categories";
import { categoryView } from "@/lib/catalog/views";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/categories", {
  GET: op({
    operationId: "listCategories",
    summary: "The product categories (slug, name, number of published products)",
    tags: ["Products"],
    scope: "products:read",
    list: true,
    response: categoryView,
    handler: async () => listCategories(),
  }),
});
