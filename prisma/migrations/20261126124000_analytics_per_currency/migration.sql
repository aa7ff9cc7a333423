-- Analytics per currency (docs/analytics.md, ADR 055): amounts in different currencies are never added. The product
-- days already had a currency; the seller days, the per-product running totals and each product's latest totals now
-- have one too (one row per currency), and the seller's daily views move to their own table (views have no currency).
-- Every rollup below is rebuilt from AnalyticsProductDay, which the triggers have kept exact per product, day and
-- currency since 20261122000300_analytics; the seller days' views are copied as they are.

-- CreateTable
CREATE TABLE "AnalyticsSellerViewDay" (
    "sellerId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "views" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsSellerViewDay_pkey" PRIMARY KEY ("sellerId","day")
);

INSERT INTO "AnalyticsSellerViewDay" ("sellerId", day, views)
SELECT "sellerId", day, views FROM "AnalyticsSellerDay" WHERE views <> 0;

-- Emptied first (rebuilt at the end), so the new NOT NULL columns need no default.
DELETE FROM "AnalyticsSellerDay";
DELETE FROM "AnalyticsProductTotal";
DELETE FROM "AnalyticsProductRunning";

-- AlterTable
ALTER TABLE "AnalyticsSellerDay" DROP CONSTRAINT "AnalyticsSellerDay_pkey",
DROP COLUMN "views",
ADD COLUMN     "currency" TEXT NOT NULL,
ADD CONSTRAINT "AnalyticsSellerDay_pkey" PRIMARY KEY ("sellerId", "day", "currency");

-- AlterTable
ALTER TABLE "AnalyticsProductRunning" DROP CONSTRAINT "AnalyticsProductRunning_pkey",
ADD COLUMN     "currency" TEXT NOT NULL,
ADD CONSTRAINT "AnalyticsProductRunning_pkey" PRIMARY KEY ("productId", "currency", "day");

-- DropIndex
DROP INDEX "AnalyticsProductTotal_sellerId_idx";

-- AlterTable
ALTER TABLE "AnalyticsProductTotal" DROP CONSTRAINT "AnalyticsProductTotal_pkey",
ADD COLUMN     "currency" TEXT NOT NULL,
ADD CONSTRAINT "AnalyticsProductTotal_pkey" PRIMARY KEY ("productId", "currency");

-- CreateIndex
CREATE INDEX "AnalyticsProductTotal_sellerId_currency_idx" ON "AnalyticsProductTotal"("sellerId", "currency");

-- CreateIndex
CREATE INDEX "OrderBundleItem_productId_buyerId_idx" ON "OrderBundleItem"("productId", "buyerId");

-- The order trigger of 20261126090900_disputes_in_analytics, with the seller days kept per currency.
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
    INSERT INTO "AnalyticsSellerDay" AS t ("sellerId", day, currency, sales, "grossCents", "refundCents", "feeCents", "netCents")
    SELECT "sellerId", day, currency, sum(sales), sum(gross), sum(disputed), sum(fee), sum(net) FROM changed GROUP BY 1, 2, 3
    ON CONFLICT ("sellerId", day, currency) DO UPDATE SET
      sales = t.sales + EXCLUDED.sales, "grossCents" = t."grossCents" + EXCLUDED."grossCents",
      "refundCents" = t."refundCents" + EXCLUDED."refundCents",
      "feeCents" = t."feeCents" + EXCLUDED."feeCents", "netCents" = t."netCents" + EXCLUDED."netCents"
  $q$, analytics_signed_rows(TG_OP));
  RETURN NULL;
END
$fn$;

-- A refund counts against the day, product and currency of the order it reverses, for the seller days too.
CREATE OR REPLACE FUNCTION analytics_refund_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    WITH d AS (
      SELECT o."productId", o."createdAt"::date AS day, o.currency, o."sellerId",
             sum(r.sign * r."amountCents"::bigint)::bigint AS refund
      FROM (%s) r JOIN "Order" o ON o.id = r."orderId"
      GROUP BY 1, 2, 3, 4
      HAVING sum(r.sign * r."amountCents"::bigint) <> 0
    ), product_days AS (
      INSERT INTO "AnalyticsProductDay" AS t ("productId", day, currency, "sellerId", "refundCents")
      SELECT "productId", day, currency, "sellerId", refund FROM d
      ON CONFLICT ("productId", day, currency) DO UPDATE SET "refundCents" = t."refundCents" + EXCLUDED."refundCents"
    )
    INSERT INTO "AnalyticsSellerDay" AS t ("sellerId", day, currency, "refundCents")
    SELECT "sellerId", day, currency, sum(refund) FROM d GROUP BY 1, 2, 3
    ON CONFLICT ("sellerId", day, currency) DO UPDATE SET "refundCents" = t."refundCents" + EXCLUDED."refundCents"
  $q$, analytics_signed_rows(TG_OP));
  RETURN NULL;
END
$fn$;

CREATE OR REPLACE FUNCTION analytics_views_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    INSERT INTO "AnalyticsSellerViewDay" AS t ("sellerId", day, views)
    SELECT p."authorId", r.day, sum(r.sign * r.views::bigint)
    FROM (%s) r JOIN "Product" p ON p.id = r."productId"
    GROUP BY 1, 2
    HAVING sum(r.sign * r.views::bigint) <> 0
    ON CONFLICT ("sellerId", day) DO UPDATE SET views = t.views + EXCLUDED.views
  $q$, analytics_signed_rows(TG_OP));
  RETURN NULL;
END
$fn$;

-- The running totals of 20261122000300_analytics, per product and currency: (1) a delta on a day without a running
-- row creates it from the previous running row of the same product and currency; (2) every running row of that
-- product and currency on or after a delta's day adds all deltas up to its day, in one ordered pass.
CREATE OR REPLACE FUNCTION analytics_running_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  deltas text := format($q$
    SELECT r."productId", r.currency, r.day, r."sellerId", sum(r.sign * r.orders)::bigint AS orders,
           sum(r.sign * r.sales)::bigint AS sales, sum(r.sign * (r."grossCents" - r."refundCents"))::bigint AS revenue
    FROM (%s) r
    GROUP BY 1, 2, 3, 4
    HAVING sum(r.sign * r.orders) <> 0 OR sum(r.sign * r.sales) <> 0 OR sum(r.sign * (r."grossCents" - r."refundCents")) <> 0
  $q$, analytics_signed_rows(TG_OP));
BEGIN
  EXECUTE format($q$
    INSERT INTO "AnalyticsProductRunning" ("productId", currency, day, "sellerId", orders, sales, "revenueCents")
    SELECT d."productId", d.currency, d.day, d."sellerId", coalesce(prev.orders, 0), coalesce(prev.sales, 0), coalesce(prev."revenueCents", 0)
    FROM (%s) d
    LEFT JOIN LATERAL (
      SELECT x.orders, x.sales, x."revenueCents" FROM "AnalyticsProductRunning" x
      WHERE x."productId" = d."productId" AND x.currency = d.currency AND x.day < d.day ORDER BY x.day DESC LIMIT 1
    ) prev ON true
    ON CONFLICT ("productId", currency, day) DO NOTHING
  $q$, deltas);
  EXECUTE format($q$
    WITH d AS (%s),
    first_day AS (SELECT "productId", currency, min(day) AS day FROM d GROUP BY 1, 2),
    marks AS (
      SELECT "productId", currency, day, 0 AS is_row, orders, sales, revenue FROM d
      UNION ALL
      SELECT x."productId", x.currency, x.day, 1, 0, 0, 0
      FROM "AnalyticsProductRunning" x
      JOIN first_day f ON f."productId" = x."productId" AND f.currency = x.currency AND x.day >= f.day
    ), acc AS (
      SELECT "productId", currency, day, is_row, sum(orders) OVER w AS orders, sum(sales) OVER w AS sales, sum(revenue) OVER w AS revenue
      FROM marks WINDOW w AS (PARTITION BY "productId", currency ORDER BY day, is_row)
    )
    UPDATE "AnalyticsProductRunning" t
    SET orders = t.orders + acc.orders, sales = t.sales + acc.sales, "revenueCents" = t."revenueCents" + acc.revenue
    FROM acc WHERE acc.is_row = 1 AND t."productId" = acc."productId" AND t.currency = acc.currency AND t.day = acc.day
  $q$, deltas);
  RETURN NULL;
END
$fn$;

-- Each product's latest running totals per currency, and the seller's analytics version (ADR 060), as in
-- 20261126092221_analytics_seller_version.
CREATE OR REPLACE FUNCTION analytics_product_total_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO "AnalyticsProductTotal" AS t ("productId", currency, "sellerId", "lastDay", orders, sales, "revenueCents")
  SELECT latest."productId", latest.currency, latest."sellerId", latest.day, latest.orders, latest.sales, latest."revenueCents"
  FROM (SELECT DISTINCT "productId", currency FROM changed_rows) c
  CROSS JOIN LATERAL (
    SELECT r."productId", r.currency, r."sellerId", r.day, r.orders, r.sales, r."revenueCents" FROM "AnalyticsProductRunning" r
    WHERE r."productId" = c."productId" AND r.currency = c.currency ORDER BY r.day DESC LIMIT 1
  ) latest
  ON CONFLICT ("productId", currency) DO UPDATE SET
    "sellerId" = EXCLUDED."sellerId", "lastDay" = EXCLUDED."lastDay", orders = EXCLUDED.orders,
    sales = EXCLUDED.sales, "revenueCents" = EXCLUDED."revenueCents";
  INSERT INTO "AnalyticsSellerVersion" AS v ("sellerId", version)
  SELECT DISTINCT "sellerId", 1 FROM changed_rows
  ON CONFLICT ("sellerId") DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$fn$;

-- Rebuilt from the product days. The running rows are each product's sums per currency up to every day it has a row;
-- inserting them fires the trigger above, which fills AnalyticsProductTotal and moves every seller's version.
INSERT INTO "AnalyticsSellerDay" ("sellerId", day, currency, sales, "grossCents", "refundCents", "feeCents", "netCents")
SELECT "sellerId", day, currency, sum(sales), sum("grossCents"), sum("refundCents"), sum("feeCents"), sum("netCents")
FROM "AnalyticsProductDay"
GROUP BY 1, 2, 3;

INSERT INTO "AnalyticsProductRunning" ("productId", currency, day, "sellerId", orders, sales, "revenueCents")
SELECT "productId", currency, day, "sellerId", (sum(orders) OVER w)::bigint, (sum(sales) OVER w)::bigint,
       (sum("grossCents" - "refundCents") OVER w)::bigint
FROM "AnalyticsProductDay"
WINDOW w AS (PARTITION BY "productId", currency ORDER BY day);
