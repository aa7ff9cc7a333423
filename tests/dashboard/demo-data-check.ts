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
// Payouts against the weekly rule (lib/payouts/run-payouts.ts): each pays, on the Monday 06:00 UTC after its ISO
// week, everything the seller earned in its currency before the week's end minus every earlier payout; and every
// week in which a seller earned and was owed money has its payout.
const payouts = (
  await q<Record<string, number>>(`
    WITH p AS (
      SELECT p.*, (SELECT coalesce(sum(l."amountCents"), 0) FROM "LedgerEntry" l WHERE l."userId" = p."sellerId"
          AND l.currency = p.currency AND l.kind <> 'PAYOUT' AND l."createdAt" < p."periodEnd" + interval '1 day')
        + (SELECT coalesce(sum(l."amountCents"), 0) FROM "LedgerEntry" l WHERE l."userId" = p."sellerId"
          AND l.currency = p.currency AND l.kind = 'PAYOUT' AND l."createdAt" < p."createdAt") AS owed
      FROM "Payout" p),
    weeks AS (
      SELECT u.id AS "sellerId", c.currency, w AS monday
      FROM "User" u
      CROSS JOIN (SELECT DISTINCT currency FROM "LedgerEntry") c
      CROSS JOIN generate_series(date_trunc('week', now() - interval '84 days'), now() - interval '7 days 6 hours', interval '7 days') w
      WHERE u.email IN ('seller@demo.test', 'seller2@demo.test')),
    due AS (
      SELECT w.*, (SELECT coalesce(sum(l."amountCents"), 0) FROM "LedgerEntry" l WHERE l."userId" = w."sellerId"
          AND l.currency = w.currency AND l.kind <> 'PAYOUT' AND l."createdAt" < w.monday + interval '7 days')
        + (SELECT coalesce(sum(l."amountCents"), 0) FROM "LedgerEntry" l WHERE l."userId" = w."sellerId"
          AND l.currency = w.currency AND l.kind = 'PAYOUT' AND l."createdAt" < w.monday + interval '7 days') AS owed,
        EXISTS (SELECT 1 FROM "LedgerEntry" l WHERE l."userId" = w."sellerId" AND l.currency = w.currency AND l.kind <> 'PAYOUT'
          AND l."createdAt" >= w.monday AND l."createdAt" < w.monday + interval '7 days') AS earned
      FROM weeks w)
    SELECT
      (SELECT count(*)::int FROM p) AS total,
      (SELECT count(*)::int FROM p WHERE "amountCents" <> owed) AS "notOwed",
      (SELECT count(*)::int FROM p WHERE extract(isodow FROM "periodStart") <> 1 OR "periodEnd" <> "periodStart" + interval '6 days'
        OR "createdAt" < "periodEnd" + interval '1 day 6 hours' OR "createdAt" >= "periodEnd" + interval '1 day 7 hours') AS "offSchedule",
      (SELECT count(*)::int FROM due d WHERE d.owed > 0 AND d.earned AND NOT EXISTS (SELECT 1 FROM "Payout" p
        WHERE p."sellerId" = d."sellerId" AND p.currency = d.currency AND p."periodStart" = d.monday)) AS missing`)
)[0];
// The fee rule (lib/purchases/split-amount.ts) on every order.
const { splitAmount } = await import("@/lib/purchases/split-amount");
const orderAmounts = await client.order.findMany({ select: { amountCents: true, feeCents: true, referrerId: true, referralCents: true } });
const wrongFees = orderAmounts.filter((o) => {
  const split = splitAmount(o.amountCents, !!o.referrerId);
  return split.feeCents !== o.feeCents || split.referralCents !== (o.referralCents ?? 0);
}).length;
// Each product's content is its own: with its title and description taken out, no two bodies are the same (a
// template filled with the title is one body), and the body speaks of what the title promises.
const products = await client.product.findMany({
  select: { title: true, description: true, content: true, status: true, _count: { select: { examples: true } } },
});
const bodies = new Map<string, string[]>();
for (const p of products) {
  const skeleton = p.content.toLowerCase().replaceAll(p.title.toLowerCase(), "").replaceAll(p.description.toLowerCase(), "");
  bodies.set(skeleton, [...(bodies.get(skeleton) ?? []), p.title]);
}
const content = {
  products: products.length,
  shared: [...bodies.values()].filter((titles) => titles.length > 1),
  offTopic: products.filter((p) => !onTopic(p.title, p.content)).map((p) => p.title),
  examplesNotPublished: products.filter((p) => p._count.examples > 0 && p.status !== "PUBLISHED").map((p) => p.title),
};

/** The content names the title's subject: some word of four letters or more from the title (stem-compared) is in it. */
function onTopic(title: string, body: string): boolean {
  const stem = (w: string) =>
    w
      .toLowerCase()
      .replace(/[^a-z]/g, "")
      .slice(0, 5);
  const words = new Set(
    body
      .split(/\W+/)
      .filter((w) => w.length >= 4)
      .map(stem),
  );
  return title
    .split(/\s+/)
    .filter((w) => w.replace(/[^a-z]/gi, "").length >= 4)
    .some((w) => words.has(stem(w)));
}

// Every event of the history, as receivers would get it, against the schema published for its type.
const events = await client.event.findMany({ select: { id: true, type: true, payload: true } });
const offSchema = events
  .filter((e) => !EVENT_ENVELOPES[e.type as EventType]?.safeParse(JSON.parse(e.payload)).success)
  .map((e) => `${e.type} ${e.id}`);
console.log(
  JSON.stringify({
    ...report,
    payouts,
    wrongFees,
    content,
    events: { total: events.length, types: [...new Set(events.map((e) => e.type))].sort(), offSchema },
  }),
);
process.exit(0);
