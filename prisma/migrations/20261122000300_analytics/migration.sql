-- Analytics daily rollups (models AnalyticsProductDay / AnalyticsSellerDay in schema.prisma), kept exact by
-- statement-level triggers with transition tables: one grouped upsert per statement, so a bulk insert of a
-- million orders costs one aggregate, and the commerce and catalog code need not know the rollups exist.
-- Every trigger turns the statement into signed rows (+1 new, -1 old), so INSERT, UPDATE and DELETE share one path.
-- Days are UTC: Prisma stores DateTime as timestamp without time zone in UTC, so "createdAt"::date is the UTC day.

CREATE FUNCTION analytics_signed_rows(op text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END
$$;

-- A refunded order keeps its gross (the Refund row subtracts it) but no longer counts as a sale, fee or net.
CREATE FUNCTION analytics_order_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    WITH d AS (
      SELECT r."productId", r."createdAt"::date AS day, r.currency, r."sellerId",
             sum(r.sign)::int AS orders, sum(r.sign * (r.status = 'COMPLETED')::int)::int AS sales,
             sum(r.sign * r."amountCents"::bigint)::bigint AS gross,
             sum(r.sign * CASE WHEN r.status = 'COMPLETED' THEN r."feeCents" ELSE 0 END::bigint)::bigint AS fee,
             sum(r.sign * CASE WHEN r.status = 'COMPLETED' THEN r."sellerNetCents" ELSE 0 END::bigint)::bigint AS net
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

-- A refund counts against the day, product and currency of the order it reverses.
CREATE FUNCTION analytics_refund_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
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
    INSERT INTO "AnalyticsSellerDay" AS t ("sellerId", day, "refundCents")
    SELECT "sellerId", day, sum(refund) FROM d GROUP BY 1, 2
    ON CONFLICT ("sellerId", day) DO UPDATE SET "refundCents" = t."refundCents" + EXCLUDED."refundCents"
  $q$, analytics_signed_rows(TG_OP));
  RETURN NULL;
END
$fn$;

CREATE FUNCTION analytics_views_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format($q$
    INSERT INTO "AnalyticsSellerDay" AS t ("sellerId", day, views)
    SELECT p."authorId", r.day, sum(r.sign * r.views::bigint)
    FROM (%s) r JOIN "Product" p ON p.id = r."productId"
    GROUP BY 1, 2
    HAVING sum(r.sign * r.views::bigint) <> 0
    ON CONFLICT ("sellerId", day) DO UPDATE SET views = t.views + EXCLUDED.views
  $q$, analytics_signed_rows(TG_OP));
  RETURN NULL;
END
$fn$;

-- Running totals follow AnalyticsProductDay. Two statements, because the second must see the first's rows:
-- (1) a delta on a day without a running row creates it from the product's previous running row (as it stood
-- before this statement); (2) every running row on or after a delta's day adds all deltas up to its day, found
-- in one ordered pass (deltas sort before the running row of the same day).
CREATE FUNCTION analytics_running_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  deltas text := format($q$
    SELECT r."productId", r.day, r."sellerId", sum(r.sign * r.orders)::bigint AS orders,
           sum(r.sign * r.sales)::bigint AS sales, sum(r.sign * (r."grossCents" - r."refundCents"))::bigint AS revenue
    FROM (%s) r
    GROUP BY 1, 2, 3
    HAVING sum(r.sign * r.orders) <> 0 OR sum(r.sign * r.sales) <> 0 OR sum(r.sign * (r."grossCents" - r."refundCents")) <> 0
  $q$, analytics_signed_rows(TG_OP));
BEGIN
  EXECUTE format($q$
    INSERT INTO "AnalyticsProductRunning" ("productId", day, "sellerId", orders, sales, "revenueCents")
    SELECT d."productId", d.day, d."sellerId", coalesce(prev.orders, 0), coalesce(prev.sales, 0), coalesce(prev."revenueCents", 0)
    FROM (%s) d
    LEFT JOIN LATERAL (
      SELECT x.orders, x.sales, x."revenueCents" FROM "AnalyticsProductRunning" x
      WHERE x."productId" = d."productId" AND x.day < d.day ORDER BY x.day DESC LIMIT 1
    ) prev ON true
    ON CONFLICT ("productId", day) DO NOTHING
  $q$, deltas);
  EXECUTE format($q$
    WITH d AS (%s),
    first_day AS (SELECT "productId", min(day) AS day FROM d GROUP BY 1),
    marks AS (
      SELECT "productId", day, 0 AS is_row, orders, sales, revenue FROM d
      UNION ALL
      SELECT x."productId", x.day, 1, 0, 0, 0
      FROM "AnalyticsProductRunning" x JOIN first_day f ON f."productId" = x."productId" AND x.day >= f.day
    ), acc AS (
      SELECT "productId", day, is_row, sum(orders) OVER w AS orders, sum(sales) OVER w AS sales, sum(revenue) OVER w AS revenue
      FROM marks WINDOW w AS (PARTITION BY "productId" ORDER BY day, is_row)
    )
    UPDATE "AnalyticsProductRunning" t
    SET orders = t.orders + acc.orders, sales = t.sales + acc.sales, "revenueCents" = t."revenueCents" + acc.revenue
    FROM acc WHERE acc.is_row = 1 AND t."productId" = acc."productId" AND t.day = acc.day
  $q$, deltas);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER analytics_running_insert AFTER INSERT ON "AnalyticsProductDay"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_running_changed();
CREATE TRIGGER analytics_running_update AFTER UPDATE ON "AnalyticsProductDay"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_running_changed();
CREATE TRIGGER analytics_running_delete AFTER DELETE ON "AnalyticsProductDay"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_running_changed();

CREATE TRIGGER analytics_order_insert AFTER INSERT ON "Order"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_changed();
CREATE TRIGGER analytics_order_update AFTER UPDATE ON "Order"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_changed();
CREATE TRIGGER analytics_order_delete AFTER DELETE ON "Order"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_order_changed();

CREATE TRIGGER analytics_refund_insert AFTER INSERT ON "Refund"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_refund_changed();
CREATE TRIGGER analytics_refund_update AFTER UPDATE ON "Refund"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_refund_changed();
CREATE TRIGGER analytics_refund_delete AFTER DELETE ON "Refund"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_refund_changed();

CREATE TRIGGER analytics_views_insert AFTER INSERT ON "ProductViewDay"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_views_changed();
CREATE TRIGGER analytics_views_update AFTER UPDATE ON "ProductViewDay"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_views_changed();
CREATE TRIGGER analytics_views_delete AFTER DELETE ON "ProductViewDay"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_views_changed();

-- Backfill from whatever already exists (the running totals fill themselves through their trigger); the
-- triggers keep the rollups exact from here on.
INSERT INTO "AnalyticsProductDay" ("productId", day, currency, "sellerId", orders, sales, "grossCents", "refundCents", "feeCents", "netCents")
SELECT o."productId", o."createdAt"::date, o.currency, o."sellerId", count(*),
       count(*) FILTER (WHERE o.status = 'COMPLETED'),
       sum(o."amountCents"),
       coalesce(sum(f."amountCents"), 0),
       coalesce(sum(o."feeCents") FILTER (WHERE o.status = 'COMPLETED'), 0),
       coalesce(sum(o."sellerNetCents") FILTER (WHERE o.status = 'COMPLETED'), 0)
FROM "Order" o LEFT JOIN "Refund" f ON f."orderId" = o.id
GROUP BY 1, 2, 3, 4;

INSERT INTO "AnalyticsSellerDay" ("sellerId", day, sales, "grossCents", "refundCents", "feeCents", "netCents", views)
SELECT "sellerId", day, sum(sales), sum(gross), sum(refund), sum(fee), sum(net), sum(views)
FROM (
  SELECT "sellerId", day, sales, "grossCents" AS gross, "refundCents" AS refund, "feeCents" AS fee, "netCents" AS net, 0::bigint AS views
  FROM "AnalyticsProductDay"
  UNION ALL
  SELECT p."authorId", v.day, 0, 0, 0, 0, 0, v.views FROM "ProductViewDay" v JOIN "Product" p ON p.id = v."productId"
) s
GROUP BY 1, 2;
