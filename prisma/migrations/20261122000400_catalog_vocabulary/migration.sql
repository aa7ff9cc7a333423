-- Catalog search vocabulary ("SearchWord", declared in schema.prisma with its trigram GIN index): the
-- distinct words of product titles and tags that contain a letter, each with the number of products using it.
-- Search corrects each query word against this small table (pg_trgm) and then runs a plain full-text GIN
-- query, so trigram work never touches the products themselves. Words of every status are kept: a
-- correction only widens the query, which still filters on status.
--
-- Function bodies are E'' strings with \x3B for their semicolons: @prisma/adapter-pg may split a migration
-- file on every semicolon.
CREATE OR REPLACE FUNCTION catalog_words(title text, tags text[]) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS E'
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(title, '''') || '' '' || coalesce(array_to_string(tags, '' ''), '''')), ''[^[:alnum:]]+'') w
  WHERE w ~ ''[[:alpha:]]''
';

-- Adds +1 for each word of the new row and -1 for each word of the old one, dropping words no product uses.
CREATE OR REPLACE FUNCTION catalog_vocabulary_row() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP IN (''UPDATE'', ''DELETE'') THEN
    UPDATE "SearchWord" s SET "products" = s."products" - 1
      FROM catalog_words(OLD."title", OLD."tags") w WHERE s."word" = w\x3B
    DELETE FROM "SearchWord" WHERE "products" <= 0\x3B
  END IF\x3B
  IF TG_OP = ''UPDATE'' THEN
    INSERT INTO "SearchWord" ("word", "products") SELECT w, 1 FROM catalog_words(NEW."title", NEW."tags") w
      ON CONFLICT ("word") DO UPDATE SET "products" = "SearchWord"."products" + 1\x3B
  END IF\x3B
  RETURN NULL\x3B
END
';

-- Inserts are counted once per statement, so bulk imports do one upsert per distinct word.
CREATE OR REPLACE FUNCTION catalog_vocabulary_insert() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO "SearchWord" ("word", "products")
    SELECT w, count(*)::int FROM new_rows n, catalog_words(n."title", n."tags") w GROUP BY w
    ON CONFLICT ("word") DO UPDATE SET "products" = "SearchWord"."products" + EXCLUDED."products"\x3B
  RETURN NULL\x3B
END
';

CREATE TRIGGER "Product_vocabulary_insert"
  AFTER INSERT ON "Product" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_vocabulary_insert();

CREATE TRIGGER "Product_vocabulary_update"
  AFTER UPDATE OF "title", "tags" ON "Product"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."tags" IS DISTINCT FROM NEW."tags")
  EXECUTE FUNCTION catalog_vocabulary_row();

CREATE TRIGGER "Product_vocabulary_delete"
  AFTER DELETE ON "Product"
  FOR EACH ROW EXECUTE FUNCTION catalog_vocabulary_row();

INSERT INTO "SearchWord" ("word", "products")
  SELECT w, count(*)::int FROM "Product" p, catalog_words(p."title", p."tags") w GROUP BY w
  ON CONFLICT ("word") DO NOTHING;
