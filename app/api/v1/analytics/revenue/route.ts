import { defineRoute, op } from "@/lib/api/handler";
import { analyticsQuery, resolveRange } from "@/lib/analytics/range";
import { getRevenueAnalytics, revenueAnalyticsResponse } from "@/lib/analytics/revenue-analytics";

export const { GET, POST, PUT, PATCH, DELETE } = defineRoute("/analytics/revenue", {
  GET: op({
    operationId: "getRevenueAnalytics",
    summary: "Gross, refunds, platform fees, net, payouts and balance of the caller's sales over time",
    tags: ["Analytics"],
    scope: "analytics:read",
    query: analyticsQuery,
    response: revenueAnalyticsResponse,
    errors: ["PRODUCT_NOT_FOUND"],
    handler: ({ principal, query }) => getRevenueAnalytics(principal.user.id, resolveRange(query)),
  }),
});
