-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "hiddenAt" TIMESTAMP(3);

-- Reviews already written by buyers whose purchase was since refunded (no active order left): hidden now, and
-- the ratings of their products counted again without them (docs/catalog.md#reviews).
UPDATE "Review" r SET "hiddenAt" = CURRENT_TIMESTAMP
WHERE EXISTS (SELECT 1 FROM "Order" o WHERE o."buyerId" = r."authorId" AND o."productId" = r."productId" AND o."status" = 'REFUNDED')
  AND NOT EXISTS (SELECT 1 FROM "Order" o WHERE o."activeKey" = r."authorId" || ':' || r."productId");

UPDATE "Product" p SET
  "ratingSum" = COALESCE(v.s, 0),
  "ratingCount" = COALESCE(v.c, 0),
  "ratingAverage" = CASE WHEN COALESCE(v.c, 0) > 0 THEN v.s::float8 / v.c ELSE 0 END
FROM (SELECT DISTINCT "productId" FROM "Review" WHERE "hiddenAt" IS NOT NULL) h
LEFT JOIN (
  SELECT "productId", SUM("rating")::int AS s, COUNT(*)::int AS c FROM "Review" WHERE "hiddenAt" IS NULL GROUP BY "productId"
) v ON v."productId" = h."productId"
WHERE p."id" = h."productId";
