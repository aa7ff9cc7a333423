-- A disputed order's money counts as refunded in the analytics rollups (docs/analytics.md, ADR 057): while the
-- dispute is open, and for good once it is lost, the part of the order not already refunded goes into refundCents,
-- as a refund of it would. A won dispute sets the order back to COMPLETED, which takes it out again. Fee and net of a
-- disputed order already counted 0 (they count only for COMPLETED orders), so grossRevenue - refunds - platformFees =
-- netRevenue holds for disputed orders too.
CREATE OR REPLACE FUNCTION analytics_order_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    WITH d AS (
      SELECT r."productId", r."createdAt"::date AS day, r.currency, r."sellerId",
             sum(r.sign)::int AS orders, sum(r.sign * (r.status = 'COMPLETED')::int)::int AS sales,
             sum(r.sign * r."amountCents"::bigint)::bigint AS gross,
             sum(r.sign * CASE WHEN r.status = 'DISPUTED' THEN r."amountCents" - r."refundedCents" ELSE 0 END::bigint)::bigint AS disputed,
             sum(r.sign * CASE WHEN r.status = 'COMPLETED' THEN r."feeCents" - r."refundedFeeCents" ELSE 0 END::bigint)::bigint AS fee,
             sum(r.sign * CASE WHEN r.status = 'COMPLETED' THEN r."sellerNetCents" - r."refundedNetCents" ELSE 0 END::bigint)::bigint AS net
      FROM (%s) r
      GROUP BY 1, 2, 3, 4
    ), changed AS (
      SELECT * FROM d WHERE orders <> 0 OR sales <> 0 OR gross <> 0 OR disputed <> 0 OR fee <> 0 OR net <> 0
    ), product_days AS (
      INSERT INTO "AnalyticsProductDay" AS t ("productId", day, currency, "sellerId", orders, sales, "grossCents", "refundCents", "feeCents", "netCents")
      SELECT "productId", day, currency, "sellerId", orders, sales, gross, disputed, fee, net FROM changed
      ON CONFLICT ("productId", day, currency) DO UPDATE SET
        orders = t.orders + EXCLUDED.orders, sales = t.sales + EXCLUDED.sales, "grossCents" = t."grossCents" + EXCLUDED."grossCents",
        "refundCents" = t."refundCents" + EXCLUDED."refundCents",
        "feeCents" = t."feeCents" + EXCLUDED."feeCents", "netCents" = t."netCents" + EXCLUDED."netCents"
    )
    INSERT INTO "AnalyticsSellerDay" AS t ("sellerId", day, sales, "grossCents", "refundCents", "feeCents", "netCents")
    SELECT "sellerId", day, sum(sales), sum(gross), sum(disputed), sum(fee), sum(net) FROM changed GROUP BY 1, 2
    ON CONFLICT ("sellerId", day) DO UPDATE SET
      sales = t.sales + EXCLUDED.sales, "grossCents" = t."grossCents" + EXCLUDED."grossCents",
      "refundCents" = t."refundCents" + EXCLUDED."refundCents",
      "feeCents" = t."feeCents" + EXCLUDED."feeCents", "netCents" = t."netCents" + EXCLUDED."netCents"
  $q$, analytics_signed_rows(TG_OP));
  RETURN NULL;
END
$fn$;

-- Orders disputed before this migration: add what the new rule counts for them (the running totals follow through
-- their trigger on AnalyticsProductDay).
INSERT INTO "AnalyticsProductDay" AS t ("productId", day, currency, "sellerId", "refundCents")
SELECT "productId", "createdAt"::date, currency, "sellerId", sum("amountCents" - "refundedCents")
FROM "Order" WHERE status = 'DISPUTED'
GROUP BY 1, 2, 3, 4
HAVING sum("amountCents" - "refundedCents") <> 0
ON CONFLICT ("productId", day, currency) DO UPDATE SET "refundCents" = t."refundCents" + EXCLUDED."refundCents";

INSERT INTO "AnalyticsSellerDay" AS t ("sellerId", day, "refundCents")
SELECT "sellerId", "createdAt"::date, sum("amountCents" - "refundedCents")
FROM "Order" WHERE status = 'DISPUTED'
GROUP BY 1, 2
HAVING sum("amountCents" - "refundedCents") <> 0
ON CONFLICT ("sellerId", day) DO UPDATE SET "refundCents" = t."refundCents" + EXCLUDED."refundCents";
