import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import { listProducts } from "@/lib/catalog/list-products";
import { CURRENCIES } from "@/lib/catalog/currencies";
import { listProductsQuery } from "@/lib/catalog/schemas";
import { analyticsQuery, resolveRange } from "@/lib/analytics/range";
import { getRevenueAnalytics } from "@/lib/analytics/revenue-analytics";
import { getProductAnalytics } from "@/lib/analytics/product-analytics";
import { listSales } from "@/lib/purchases/read-purchases";
import { formatMoney } from "@/lib/format/money";
import { guarded, result } from "@/lib/mcp/buyer-tools";
import { convertedOnce } from "@/lib/mcp/tool-schema";
import type { McpCaller } from "@/lib/mcp/server";

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;
const STATUS_WORDS: Record<string, string> = { draft: "draft", published: "published", unpublished: "unpublished" };
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

const listMyProductsInput = convertedOnce(z.object({ limit: z.number().int().min(1).max(100).default(50) }));
const salesSummaryInput = convertedOnce(
  z.object({
    startDate: day.describe("First day, YYYY-MM-DD (UTC); default 30 days before endDate"),
    endDate: day.describe("Last day, YYYY-MM-DD (UTC), inclusive; default today"),
    currency: z
      .enum(CURRENCIES)
      .optional()
      .describe("The currency of every amount (amounts in different currencies are never added); default the period's main one"),
  }),
);
const recentOrdersInput = convertedOnce(z.object({ limit: z.number().int().min(1).max(50).default(10) }));

/** Read-only tools about the caller's own products and sales; no write tools (docs/mcp.md#what-a-seller-sees). */
export function registerSellerTools(server: McpServer, caller: McpCaller): number {
  let count = 0;
  const can = (scope: string) => caller.scopes.includes(scope);
  if (can("products:read")) {
    count++;
    server.registerTool(
      "list_my_products",
      {
        title: "List my products",
        description: "The products you sell (drafts and unpublished ones too), newest first, with price, status and sales.",
        inputSchema: listMyProductsInput,
        annotations: READ_ONLY,
      },
      ({ limit }) =>
        guarded(async () => {
          const page = await listProducts(listProductsQuery.parse({ author: "me", sort: "newest", limit }), caller.userId);
          const items = page.items.map((p) => ({
            id: p.id,
            title: p.title,
            type: p.type,
            status: p.status,
            price: p.price,
            currency: p.currency,
            purchases: p.stats.purchases,
            rating: p.rating,
          }));
          const lines = items.map(
            (p) =>
              `- ${p.title} (${p.id}): ${STATUS_WORDS[p.status] ?? p.status}, ${formatMoney(p.price, p.currency)}, ${p.purchases} sold`,
          );
          return result(items.length ? lines.join("\n") : "You have no products yet.", { items, total: page.meta.total });
        }),
    );
  }
  if (can("analytics:read")) {
    count++;
    server.registerTool(
      "sales_summary",
      {
        title: "Sales summary",
        description:
          "Revenue and sales of your products over a period (default: the last 30 days) in one currency (default: the one you sold most in), with your top products and the other currencies you sold in.",
        inputSchema: salesSummaryInput,
        annotations: READ_ONLY,
      },
      (input) =>
        guarded(async () => {
          const asked = analyticsQuery.parse({
            startDate: input.startDate,
            endDate: input.endDate,
            currency: input.currency,
            period: "month",
          });
          const range = resolveRange(asked);
          const revenue = await getRevenueAnalytics(caller.userId, range);
          // The top products in the summary's currency, so no figure of the answer mixes currencies (ADR 055).
          const products = await getProductAnalytics(caller.userId, { ...range, currency: revenue.currency ?? undefined });
          const s = revenue.summary;
          const currency = revenue.currency;
          const money = (n: number) => (currency ? formatMoney(n, currency) : String(n));
          const others = revenue.currencies.filter((c) => c !== currency);
          const summary = {
            period: { startDate: range.start, endDate: range.end },
            currency,
            grossRevenue: s.grossRevenue,
            refunds: s.refunds,
            platformFees: s.platformFees,
            netRevenue: s.netRevenue,
            sales: s.sales,
            byCurrency: revenue.byCurrency,
            topProducts: products.topProducts.slice(0, 5),
          };
          const top = summary.topProducts.map((p) => `- ${p.title}: ${p.sales} sold, ${money(p.revenue)}`).join("\n");
          const text =
            `${range.start} to ${range.end}${currency ? ` in ${currency}` : ""}: ${s.sales} sales, ${money(s.grossRevenue)} gross, ${money(s.netRevenue)} net` +
            (others.length ? ` (also sold in ${others.join(", ")}: ask again with that currency, or see byCurrency)` : "") +
            (top ? `\nTop products:\n${top}` : "");
          return result(text, summary);
        }),
    );
  }
  if (can("purchases:read")) {
    count++;
    server.registerTool(
      "recent_orders",
      {
        title: "Recent orders",
        description: "The latest orders of your products, newest first (the seller's view: no buyer email, no card).",
        inputSchema: recentOrdersInput,
        annotations: READ_ONLY,
      },
      ({ limit }) =>
        guarded(async () => {
          const { items, meta } = await listSales(caller.userId, { page: 1, limit, status: "all" }, caller.apiBaseUrl);
          const orders = items.map((o) => ({
            orderId: o.orderId,
            status: o.status,
            amount: o.amount,
            currency: o.currency,
            product: o.product,
            buyer: { name: o.buyer.name },
            createdAt: o.createdAt,
            refundedAt: o.refundedAt,
          }));
          const lines = orders.map(
            (o) =>
              `- ${o.createdAt.slice(0, 10)} ${o.product.title}: ${formatMoney(o.amount, o.currency)}${o.status === "refunded" ? " (refunded)" : ""}`,
          );
          return result(orders.length ? lines.join("\n") : "No orders yet.", { orders, total: meta.total });
        }),
    );
  }
  return count;
}
