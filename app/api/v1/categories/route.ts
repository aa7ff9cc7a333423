import { defineRoute, op } from "@/lib/api/handler";
import { listCategories } from "@/lib/catalog/categories";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/categories", {
  GET: op({
    summary: "The product categories (slug, name, number of published products)",
    tags: ["Products"],
    scope: "products:read",
    list: true,
    handler: async () => listCategories(),
  }),
});
