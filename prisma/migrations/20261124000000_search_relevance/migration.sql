-- DropIndex
DROP INDEX "Product_searchText_idx";

-- Search relevance (docs/storefront-search.md). A product is found by every word a buyer may mean: its title,
-- tags, category (slug and display name), description and author name. The vector uses the 'simple'
-- configuration (no stemming: "marketing" must not match "market"; plurals and typos are handled by the
-- query, lib/catalog/search-terms.ts) with weights title A, tags B, category C, description and author D.
-- "searchText" holds the same words, lower-cased: the vocabulary ("SearchWord") that typo correction runs on
-- is made of its words, so a typo of any searchable word is corrected.
--
-- Function bodies are E'' strings with \x3B for their semicolons: @prisma/adapter-pg may split a migration
-- file on every semicolon.

DROP TRIGGER "Product_search_fields" ON "Product";
DROP TRIGGER "Product_vocabulary_insert" ON "Product";
DROP TRIGGER "Product_vocabulary_update" ON "Product";
DROP TRIGGER "Product_vocabulary_delete" ON "Product";
DROP FUNCTION catalog_vocabulary_row();
DROP FUNCTION catalog_vocabulary_insert();
DROP FUNCTION catalog_words(text, text[]);

CREATE OR REPLACE FUNCTION catalog_product_search_fields() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  category_name text\x3B
  author_name text\x3B
BEGIN
  SELECT c."name" INTO category_name FROM "Category" c WHERE c."slug" = NEW."categorySlug"\x3B
  SELECT u."name" INTO author_name FROM "User" u WHERE u."id" = NEW."authorId"\x3B
  NEW."searchVector" :=
    setweight(to_tsvector(''simple'', coalesce(NEW."title", '''')), ''A'') ||
    setweight(to_tsvector(''simple'', array_to_string(NEW."tags", '' '')), ''B'') ||
    setweight(to_tsvector(''simple'', concat_ws('' '', NEW."categorySlug", category_name)), ''C'') ||
    setweight(to_tsvector(''simple'', concat_ws('' '', NEW."description", author_name)), ''D'')\x3B
  NEW."searchText" := lower(concat_ws('' '', NEW."title", array_to_string(NEW."tags", '' ''), NEW."categorySlug",
    category_name, NEW."description", author_name))\x3B
  RETURN NEW\x3B
END
';

CREATE TRIGGER "Product_search_fields"
  BEFORE INSERT OR UPDATE OF "title", "tags", "description", "categorySlug", "authorId" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION catalog_product_search_fields();

-- A renamed author or category re-indexes their products (the trigger above reads the new name).
CREATE OR REPLACE FUNCTION catalog_reindex_author() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "Product" SET "authorId" = "authorId" WHERE "authorId" = NEW."id"\x3B
  RETURN NULL\x3B
END
';
CREATE TRIGGER "User_search_reindex"
  AFTER UPDATE OF "name" ON "User"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION catalog_reindex_author();

CREATE OR REPLACE FUNCTION catalog_reindex_category() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE "Product" SET "categorySlug" = "categorySlug" WHERE "categorySlug" = NEW."slug"\x3B
  RETURN NULL\x3B
END
';
CREATE TRIGGER "Category_search_reindex"
  AFTER UPDATE OF "name" ON "Category"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION catalog_reindex_category();

-- The distinct words (letters and digits, with at least one letter) of a product's "searchText".
CREATE OR REPLACE FUNCTION catalog_words(search_text text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS E'
  SELECT DISTINCT w FROM regexp_split_to_table(coalesce(search_text, ''''), ''[^[:alnum:]]+'') w
  WHERE w ~ ''[[:alpha:]]'' AND length(w) <= 40
';

-- Adds +1 for each word of the new row and -1 for each word of the old one, dropping words no product uses.
CREATE OR REPLACE FUNCTION catalog_vocabulary_row() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (''UPDATE'', ''DELETE'') THEN
    UPDATE "SearchWord" s SET "products" = s."products" - 1
      FROM catalog_words(OLD."searchText") w WHERE s."word" = w\x3B
    DELETE FROM "SearchWord" WHERE "products" <= 0\x3B
  END IF\x3B
  IF TG_OP = ''UPDATE'' THEN
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
    SELECT w, count(*)::int FROM new_rows n, catalog_words(n."searchText") w GROUP BY w
    ON CONFLICT ("word") DO UPDATE SET "products" = "SearchWord"."products" + EXCLUDED."products"\x3B
  RETURN NULL\x3B
END
';

-- Re-index every product with the new fields, then count the vocabulary afresh.
UPDATE "Product" SET "title" = "title";
DELETE FROM "SearchWord";
INSERT INTO "SearchWord" ("word", "products")
  SELECT w, count(*)::int FROM "Product" p, catalog_words(p."searchText") w GROUP BY w;

CREATE TRIGGER "Product_vocabulary_insert"
  AFTER INSERT ON "Product" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_vocabulary_insert();

-- Not "UPDATE OF searchText": a column trigger ignores changes made by BEFORE triggers.
CREATE TRIGGER "Product_vocabulary_update"
  AFTER UPDATE ON "Product"
  FOR EACH ROW WHEN (OLD."searchText" IS DISTINCT FROM NEW."searchText")
  EXECUTE FUNCTION catalog_vocabulary_row();

CREATE TRIGGER "Product_vocabulary_delete"
  AFTER DELETE ON "Product"
  FOR EACH ROW EXECUTE FUNCTION catalog_vocabulary_row();
