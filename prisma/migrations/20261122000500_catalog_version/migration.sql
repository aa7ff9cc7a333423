-- The catalog version (model CatalogVersion): cached list totals and search rankings are checked against it
-- on every read, so they are exact. It moves once per transaction that changes what a catalog list matches or
-- how it orders: products inserted or deleted, or updated in status, type, category, price, compatibility,
-- author, publishedAt or searchable text. Views, purchases and ratings leave it alone (lists read them fresh).
--
-- The triggers are deferred to commit, so the version row is locked last and only for the commit itself:
-- product writes never wait on it mid-transaction and cannot deadlock on it. They are row triggers (a
-- constraint trigger cannot be a statement trigger); a transaction-local setting makes all but the first
-- of a transaction's calls return at once, so bulk imports bump it once.
--
-- Function bodies are E'' strings with \x3B for their semicolons: @prisma/adapter-pg may split a migration
-- file on every semicolon.

-- CreateTable
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "CatalogVersion_pkey" PRIMARY KEY ("id")
);

INSERT INTO "CatalogVersion" ("id", "version") VALUES (1, 0);

CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF current_setting(''catalog.version_bumped_by'', true) = txid_current()::text THEN
    RETURN NULL\x3B
  END IF\x3B
  PERFORM set_config(''catalog.version_bumped_by'', txid_current()::text, true)\x3B
  UPDATE "CatalogVersion" SET "version" = "version" + 1 WHERE "id" = 1\x3B
  RETURN NULL\x3B
END
';

CREATE CONSTRAINT TRIGGER "Product_catalog_version_rows"
  AFTER INSERT OR DELETE ON "Product"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();

CREATE CONSTRAINT TRIGGER "Product_catalog_version_update"
  AFTER UPDATE ON "Product"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    OLD."status" IS DISTINCT FROM NEW."status" OR OLD."type" IS DISTINCT FROM NEW."type"
    OR OLD."categorySlug" IS DISTINCT FROM NEW."categorySlug" OR OLD."priceCents" IS DISTINCT FROM NEW."priceCents"
    OR OLD."compatibility" IS DISTINCT FROM NEW."compatibility" OR OLD."authorId" IS DISTINCT FROM NEW."authorId"
    OR OLD."publishedAt" IS DISTINCT FROM NEW."publishedAt" OR OLD."searchVector" IS DISTINCT FROM NEW."searchVector"
  )
  EXECUTE FUNCTION catalog_version_bump();
