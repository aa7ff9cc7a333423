-- The catalog version now also moves when anything else a list item shows changes, so a whole list page can
-- be cached against it (lib/catalog/list-products.ts): a product's title, description, tags, currency or
-- updatedAt, and its author's name or verified badge. Only the counters (views, purchases, rating) still
-- leave it alone: they change on every view and sale, and one hot row cannot take a write per view.
--
-- Function bodies are E'' strings with \x3B for their semicolons: @prisma/adapter-pg may split a migration
-- file on every semicolon.

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
    OR OLD."updatedAt" IS DISTINCT FROM NEW."updatedAt"
  )
  EXECUTE FUNCTION catalog_version_bump();

CREATE CONSTRAINT TRIGGER "User_catalog_version_update"
  AFTER UPDATE ON "User"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."verified" IS DISTINCT FROM NEW."verified")
  EXECUTE FUNCTION catalog_version_bump();
