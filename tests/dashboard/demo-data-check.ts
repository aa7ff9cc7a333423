// Loads the whole demo data set into a fresh embedded database of its own (DATA_DIR from the parent) and prints
// what tests/dashboard/demo-data.test.ts checks: the demo's history must hold the same invariants as the live
// paths, and it must not land in the shared test database.
import { db } from "@/lib/db/client";
import { seedDemo } from "@/lib/demo/seed";
import { EVENT_ENVELOPES } from "@/lib/events/event-schemas";
import type { EventType } from "@/lib/events/types";

const client = await db();
await seedDemo();
const q = <T>(sql: string) => client.$queryRawUnsafe<T[]>(sql);
const report = {
  perSeller: await q(`
    SELECT u.email,
      (SELECT count(*)::int FROM "Order" o WHERE o."sellerId" = u.id) AS orders,
      (SELECT count(*)::int FROM "Order" o WHERE o."sellerId" = u.id AND o."createdAt" < now() - interval '60 days') AS "ordersOver60DaysAgo",
      (SELECT count(*)::int FROM "Order" o WHERE o."sellerId" = u.id AND o.status = 'REFUNDED') AS refunded,
      (SELECT count(*)::int FROM "Payout" p WHERE p."sellerId" = u.id) AS payouts,
      (SELECT coalesce(sum("amountCents"), 0)::int FROM "LedgerEntry" l WHERE l."userId" = u.id) AS "balanceCents",
      (SELECT coalesce(sum("amountCents"), 0)::int FROM "Payout" p WHERE p."sellerId" = u.id) AS "paidCents",
      (SELECT -coalesce(sum("amountCents"), 0)::int FROM "LedgerEntry" l WHERE l."userId" = u.id AND kind = 'PAYOUT') AS "paidLedgerCents",
      (SELECT coalesce(sum("grossCents"), 0)::int FROM "AnalyticsSellerDay" a WHERE a."sellerId" = u.id) AS "rollupGrossCents",
      (SELECT coalesce(sum("amountCents"), 0)::int FROM "Order" o WHERE o."sellerId" = u.id) AS "orderGrossCents",
      (SELECT coalesce(sum("refundCents"), 0)::int FROM "AnalyticsSellerDay" a WHERE a."sellerId" = u.id) AS "rollupRefundCents",
      (SELECT coalesce(sum(r."amountCents"), 0)::int FROM "Refund" r JOIN "Order" o ON o.id = r."orderId" WHERE o."sellerId" = u.id) AS "refundCents",
      (SELECT count(*)::int FROM "WebhookDelivery" d JOIN "WebhookEndpoint" e ON e.id = d."endpointId" WHERE e."userId" = u.id) AS deliveries,
      (SELECT count(*)::int FROM "Execution" x WHERE x."userId" = u.id) AS executions
    FROM "User" u WHERE u.email IN ('seller@demo.test', 'seller2@demo.test') ORDER BY u.email`),
  buyer: (
    await q(`
    SELECT (SELECT count(*)::int FROM "Order" o WHERE o."buyerId" = u.id) AS orders,
      (SELECT count(*)::int FROM "Execution" x WHERE x."userId" = u.id) AS executions
    FROM "User" u WHERE u.email = 'buyer@demo.test'`)
  )[0],
  broken: (
    await q(`
    SELECT
      (SELECT count(*)::int FROM "Refund" r JOIN "Order" o ON o.id = r."orderId"
        WHERE o.status <> 'REFUNDED' OR r."amountCents" <> o."amountCents" OR r."createdAt" < o."createdAt") AS refunds,
      (SELECT count(*)::int FROM "Order" o WHERE o."feeCents" + o."sellerNetCents" <> o."amountCents"
        OR NOT EXISTS (SELECT 1 FROM "Charge" c WHERE c."orderId" = o.id AND c."amountCents" = o."amountCents")
        OR NOT EXISTS (SELECT 1 FROM "LedgerEntry" l WHERE l."orderId" = o.id AND l.kind = 'SALE' AND l."amountCents" = o."sellerNetCents")) AS orders,
      (SELECT count(*)::int FROM "Product" p WHERE p."ratingCount" <> (SELECT count(*) FROM "Review" r WHERE r."productId" = p.id)
        OR p."ratingSum" <> (SELECT coalesce(sum(rating), 0) FROM "Review" r WHERE r."productId" = p.id)) AS ratings,
      (SELECT count(*)::int FROM "Product" p
        WHERE p."purchaseCount" <> (SELECT count(*) FROM "Order" o WHERE o."productId" = p.id AND o.status = 'COMPLETED')) AS "purchaseCounts",
      (SELECT count(*)::int FROM "Order" WHERE "createdAt" > now()) AS "futureOrders"`)
  )[0],
};
// Every event of the history, as receivers would get it, against the schema published for its type.
const events = await client.event.findMany({ select: { id: true, type: true, payload: true } });
const offSchema = events
  .filter((e) => !EVENT_ENVELOPES[e.type as EventType]?.safeParse(JSON.parse(e.payload)).success)
  .map((e) => `${e.type} ${e.id}`);
console.log(
  JSON.stringify({ ...report, events: { total: events.length, types: [...new Set(events.map((e) => e.type))].sort(), offSchema } }),
);
process.exit(0);
