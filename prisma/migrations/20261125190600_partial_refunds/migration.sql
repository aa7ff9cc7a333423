-- Partial refunds (docs/decisions/038-refund-proration.md): an order has several refunds, each reversing its
-- prorated part of the sale's split; the order keeps the running totals, and the analytics rollups count a
-- partly refunded order's fee and net as what is left of them.

-- DropIndex
DROP INDEX "LedgerEntry_orderId_userId_kind_key";

-- DropIndex
DROP INDEX "Refund_orderId_key";

-- AlterTable
ALTER TABLE "LedgerEntry" ADD COLUMN     "refundId" TEXT;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "refundedCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "refundedFeeCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "refundedNetCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Refund" ADD COLUMN     "feeCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "referralCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sellerNetCents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "RefundRequest" ADD COLUMN     "amountCents" INTEGER;

-- CreateIndex
-- Existing refund entries belong to the one refund their order had.
UPDATE "LedgerEntry" l SET "refundId" = r.id FROM "Refund" r WHERE l.kind = 'REFUND' AND l."orderId" = r."orderId";

-- NULLS NOT DISTINCT: sale and referral entries (no refundId) stay one per order and account; entries of no order
-- (payouts) are left out, as the NULL orderId left them out of the index this one replaces.
CREATE UNIQUE INDEX "LedgerEntry_orderId_userId_kind_refundId_key" ON "LedgerEntry"("orderId", "userId", "kind", "refundId") NULLS NOT DISTINCT
  WHERE "orderId" IS NOT NULL;

-- CreateIndex
CREATE INDEX "Refund_orderId_createdAt_idx" ON "Refund"("orderId", "createdAt");

-- Orders and refunds written before: every refund was a full one.
UPDATE "Refund" r SET "feeCents" = o."feeCents", "referralCents" = o."referralCents", "sellerNetCents" = o."sellerNetCents"
FROM "Order" o WHERE o.id = r."orderId";
UPDATE "Order" SET "refundedCents" = "amountCents", "refundedFeeCents" = "feeCents", "refundedNetCents" = "sellerNetCents"
WHERE status = 'REFUNDED';

-- The last line of defence under the order lock: refunds never give back more than was paid.
ALTER TABLE "Order" ADD CONSTRAINT "Order_refunded_within_amount" CHECK ("refundedCents" >= 0 AND "refundedCents" <= "amountCents");

-- A refunded order keeps its gross (its Refund rows subtract what was given back); it no longer counts as a sale,
-- and its fee and net count what is left of them after its refunds (all of them once fully refunded: zero).
CREATE OR REPLACE FUNCTION analytics_order_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    WITH d AS (
      SELECT r."productId", r."createdAt"::date AS day, r.currency, r."sellerId",
             sum(r.sign)::int AS orders, sum(r.sign * (r.status = 'COMPLETED')::int)::int AS sales,
             sum(r.sign * r."amountCents"::bigint)::bigint AS gross,
             sum(r.sign * CASE WHEN r.status = 'COMPLETED' THEN r."feeCents" - r."refundedFeeCents" ELSE 0 END::bigint)::bigint AS fee,
             sum(r.sign * CASE WHEN r.status = 'COMPLETED' THEN r."sellerNetCents" - r."refundedNetCents" ELSE 0 END::bigint)::bigint AS net
      FROM (%s) r
      GROUP BY 1, 2, 3, 4
    ), changed AS (
      SELECT * FROM d WHERE orders <> 0 OR sales <> 0 OR gross <> 0 OR fee <> 0 OR net <> 0
    ), product_days AS (
      INSERT INTO "AnalyticsProductDay" AS t ("productId", day, currency, "sellerId", orders, sales, "grossCents", "feeCents", "netCents")
      SELECT "productId", day, currency, "sellerId", orders, sales, gross, fee, net FROM changed
      ON CONFLICT ("productId", day, currency) DO UPDATE SET
        orders = t.orders + EXCLUDED.orders, sales = t.sales + EXCLUDED.sales, "grossCents" = t."grossCents" + EXCLUDED."grossCents",
        "feeCents" = t."feeCents" + EXCLUDED."feeCents", "netCents" = t."netCents" + EXCLUDED."netCents"
    )
    INSERT INTO "AnalyticsSellerDay" AS t ("sellerId", day, sales, "grossCents", "feeCents", "netCents")
    SELECT "sellerId", day, sum(sales), sum(gross), sum(fee), sum(net) FROM changed GROUP BY 1, 2
    ON CONFLICT ("sellerId", day) DO UPDATE SET
      sales = t.sales + EXCLUDED.sales, "grossCents" = t."grossCents" + EXCLUDED."grossCents",
      "feeCents" = t."feeCents" + EXCLUDED."feeCents", "netCents" = t."netCents" + EXCLUDED."netCents"
  $q$, analytics_signed_rows(TG_OP));
  RETURN NULL;
END
$fn$;
