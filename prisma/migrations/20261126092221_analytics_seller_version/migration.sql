-- CreateTable
CREATE TABLE "AnalyticsSellerVersion" (
    "sellerId" TEXT NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsSellerVersion_pkey" PRIMARY KEY ("sellerId")
);

-- Every change to a product's running totals (model AnalyticsProductRunning: orders, refunds, status changes of
-- orders) already passes through this statement-level function, which copies each product's latest totals; it now
-- also moves its seller's version, so cached top products (lib/analytics/product-analytics.ts, ADR 060) are
-- known stale. Views do not touch running totals, so they leave the version alone.
CREATE OR REPLACE FUNCTION analytics_product_total_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO "AnalyticsProductTotal" AS t ("productId", "sellerId", "lastDay", orders, sales, "revenueCents")
  SELECT latest."productId", latest."sellerId", latest.day, latest.orders, latest.sales, latest."revenueCents"
  FROM (SELECT DISTINCT "productId" FROM changed_rows) c
  CROSS JOIN LATERAL (
    SELECT r."productId", r."sellerId", r.day, r.orders, r.sales, r."revenueCents" FROM "AnalyticsProductRunning" r
    WHERE r."productId" = c."productId" ORDER BY r.day DESC LIMIT 1
  ) latest
  ON CONFLICT ("productId") DO UPDATE SET
    "sellerId" = EXCLUDED."sellerId", "lastDay" = EXCLUDED."lastDay", orders = EXCLUDED.orders,
    sales = EXCLUDED.sales, "revenueCents" = EXCLUDED."revenueCents";
  INSERT INTO "AnalyticsSellerVersion" AS v ("sellerId", version)
  SELECT DISTINCT "sellerId", 1 FROM changed_rows
  ON CONFLICT ("sellerId") DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$fn$;
