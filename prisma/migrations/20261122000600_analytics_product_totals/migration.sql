-- Each product's latest running totals (model AnalyticsProductTotal): the AnalyticsProductRunning row with the
-- greatest day, copied by a statement-level trigger whenever running rows are inserted or updated. The top
-- products of a range ending on or after a product's last active day then read its end value from here (one
-- row per product, found through sellerId) instead of probing the running totals backwards.
-- CreateTable
CREATE TABLE "AnalyticsProductTotal" (
    "productId" TEXT NOT NULL,
    "sellerId" TEXT NOT NULL,
    "lastDay" DATE NOT NULL,
    "orders" BIGINT NOT NULL DEFAULT 0,
    "sales" BIGINT NOT NULL DEFAULT 0,
    "revenueCents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsProductTotal_pkey" PRIMARY KEY ("productId")
);

-- CreateIndex
CREATE INDEX "AnalyticsProductTotal_sellerId_idx" ON "AnalyticsProductTotal"("sellerId");

CREATE FUNCTION analytics_product_total_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
  RETURN NULL;
END
$fn$;

CREATE TRIGGER analytics_product_total_insert AFTER INSERT ON "AnalyticsProductRunning"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_product_total_changed();
CREATE TRIGGER analytics_product_total_update AFTER UPDATE ON "AnalyticsProductRunning"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_product_total_changed();

INSERT INTO "AnalyticsProductTotal" ("productId", "sellerId", "lastDay", orders, sales, "revenueCents")
SELECT DISTINCT ON ("productId") "productId", "sellerId", day, orders, sales, "revenueCents"
FROM "AnalyticsProductRunning" ORDER BY "productId", day DESC;
