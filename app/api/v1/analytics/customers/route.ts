import { defineRoute, op } from "@/lib/api/handler";
import { analyticsQuery, resolveRange } from "@/lib/analytics/range";
import { customerAnalyticsResponse, getCustomerAnalytics } from "@/lib/analytics/customer-analytics";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/analytics/customers", {
  GET: op({
    operationId: "getCustomerAnalytics",
    summary: "New, returning and top customers and referral sales of the caller's products, in one currency",
    tags: ["Analytics"],
    scope: "analytics:read",
    query: analyticsQuery,
    response: customerAnalyticsResponse,
    errors: ["PRODUCT_NOT_FOUND"],
    handler: ({ principal, query }) => getCustomerAnalytics(principal.user.id, resolveRange(query)),
  }),
});
