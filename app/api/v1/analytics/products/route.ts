import { defineRoute, op } from "@/lib/api/handler";
import { analyticsQuery, resolveRange } from "@/lib/analytics/range";
import { getProductAnalytics, productAnalyticsResponse } from "@/lib/analytics/product-analytics";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/analytics/products", {
  GET: op({
    operationId: "getProductAnalytics",
    summary: "Sales, revenue, views and top products of the caller's products over time, in one currency",
    tags: ["Analytics"],
    scope: "analytics:read",
    query: analyticsQuery,
    response: productAnalyticsResponse,
    errors: ["PRODUCT_NOT_FOUND"],
    handler: ({ principal, query }) => getProductAnalytics(principal.user.id, resolveRange(query)),
  }),
});
