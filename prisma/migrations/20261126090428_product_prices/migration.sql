-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "prices" JSONB NOT NULL DEFAULT '{}';

-- A list item shows its price in the asked currency (GET /products?currency=), and price filters and sort=price
-- read it: a change of the prices moves the catalog version like a change of the main price (ADR 004).
DROP TRIGGER "Product_catalog_version_update" ON "Product";

CREATE CONSTRAINT TRIGGER "Product_catalog_version_update"
  AFTER UPDATE ON "Product"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    OLD."status" IS DISTINCT FROM NEW."status" OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."categorySlug" IS DISTINCT FROM NEW."categorySlug" OR OLD."priceCents" IS DISTINCT FROM NEW."priceCents"
    OR OLD."compatibility" IS DISTINCT FROM NEW."compatibility" OR OLD."authorId" IS DISTINCT FROM NEW."authorId"
    OR OLD."publishedAt" IS DISTINCT FROM NEW."publishedAt" OR OLD."searchVector" IS DISTINCT FROM NEW."searchVector"
    OR OLD."title" IS DISTINCT FROM NEW."title" OR OLD."description" IS DISTINCT FROM NEW."description"
    OR OLD."tags" IS DISTINCT FROM NEW."tags" OR OLD."currency" IS DISTINCT FROM NEW."currency"
    OR OLD."prices" IS DISTINCT FROM NEW."prices" OR OLD."priceMode" IS DISTINCT FROM NEW."priceMode"
    OR OLD."suggestedPriceCents" IS DISTINCT FROM NEW."suggestedPriceCents"
    OR OLD."updatedAt" IS DISTINCT FROM NEW."updatedAt"
  )
  EXECUTE FUNCTION catalog_version_bump();
