-- Catalog search: what Prisma's schema language cannot express. The columns and their GIN indexes are
-- declared in schema.prisma (so the schema diff stays empty), and this trigger fills them on every write.
-- Weights: title A, tags B, description C. "searchText" (title + tags, lower-cased) feeds pg_trgm's
-- word-similarity operator for typo and prefix tolerance.
--
-- The function body is an E'' string with \x3B for its semicolons: @prisma/adapter-pg runs a migration
-- by splitting the file on every semicolon, which would cut a $$-quoted body apart.
CREATE OR REPLACE FUNCTION catalog_product_search_fields() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector(''english'', coalesce(NEW."title", '''')), ''A'') ||
    setweight(to_tsvector(''english'', array_to_string(NEW."tags", '' '')), ''B'') ||
    setweight(to_tsvector(''english'', coalesce(NEW."description", '''')), ''C'')\x3B
  NEW."searchText" := lower(coalesce(NEW."title", '''') || '' '' || array_to_string(NEW."tags", '' ''))\x3B
  RETURN NEW\x3B
END
';

CREATE TRIGGER "Product_search_fields"
  BEFORE INSERT OR UPDATE OF "title", "tags", "description" ON "Product"
  FOR EACH ROW EXECUTE FUNCTION catalog_product_search_fields();

-- Reference data: the category list (GET /categories). Products point at these slugs.
INSERT INTO "Category" ("slug", "name") VALUES
  ('marketing', 'Marketing'),
  ('writing', 'Writing & Content'),
  ('coding', 'Coding & Development'),
  ('data-analysis', 'Data & Analysis'),
  ('customer-support', 'Customer Support'),
  ('education', 'Education'),
  ('sales', 'Sales'),
  ('productivity', 'Productivity'),
  ('design', 'Design & Images'),
  ('research', 'Research')
ON CONFLICT ("slug") DO NOTHING;
