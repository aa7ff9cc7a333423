-- The search vocabulary ("SearchWord") is made only of published products' words: typo correction and "did you
-- mean" suggest words from it, so a draft's, an unpublished or a deleted product's words must never be in it
-- (docs/catalog.md#sorting-and-search, docs/security.md). A product's words are counted while it is PUBLISHED and
-- uncounted when it leaves that status or is removed; counts keep a word shared with another published product.
--
-- Function bodies are E'' strings with \x3B for their semicolons: @prisma/adapter-pg may split a migration
-- file on every semicolon.

DROP TRIGGER "Product_vocabulary_insert" ON "Product";
DROP TRIGGER "Product_vocabulary_update" ON "Product";
DROP TRIGGER "Product_vocabulary_delete" ON "Product";

-- -1 for each word of the old row if it was published, +1 for each word of the new one if it is.
CREATE OR REPLACE FUNCTION catalog_vocabulary_row() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (''UPDATE'', ''DELETE'') AND OLD."status" = ''PUBLISHED'' THEN
    UPDATE "SearchWord" s SET "products" = s."products" - 1
      FROM catalog_words(OLD."searchText") w WHERE s."word" = w\x3B
    DELETE FROM "SearchWord" WHERE "products" <= 0\x3B
  END IF\x3B
  IF TG_OP = ''UPDATE'' AND NEW."status" = ''PUBLISHED'' THEN
    INSERT INTO "SearchWord" ("word", "products") SELECT w, 1 FROM catalog_words(NEW."searchText") w
      ON CONFLICT ("word") DO UPDATE SET "products" = "SearchWord"."products" + 1\x3B
  END IF\x3B
  RETURN NULL\x3B
END
';

-- Inserts are counted once per statement, so bulk imports do one upsert per distinct word.
CREATE OR REPLACE FUNCTION catalog_vocabulary_insert() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "SearchWord" ("word", "products")
    SELECT w, count(*)::int FROM new_rows n, catalog_words(n."searchText") w WHERE n."status" = ''PUBLISHED'' GROUP BY w
    ON CONFLICT ("word") DO UPDATE SET "products" = "SearchWord"."products" + EXCLUDED."products"\x3B
  RETURN NULL\x3B
END
';

DELETE FROM "SearchWord";
INSERT INTO "SearchWord" ("word", "products")
  SELECT w, count(*)::int FROM "Product" p, catalog_words(p."searchText") w WHERE p."status" = 'PUBLISHED' GROUP BY w;

CREATE TRIGGER "Product_vocabulary_insert"
  AFTER INSERT ON "Product" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_vocabulary_insert();

-- Not "UPDATE OF searchText": a column trigger ignores changes made by BEFORE triggers.
CREATE TRIGGER "Product_vocabulary_update"
  AFTER UPDATE ON "Product"
  FOR EACH ROW WHEN (OLD."searchText" IS DISTINCT FROM NEW."searchText" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION catalog_vocabulary_row();

CREATE TRIGGER "Product_vocabulary_delete"
  AFTER DELETE ON "Product"
  FOR EACH ROW EXECUTE FUNCTION catalog_vocabulary_row();
