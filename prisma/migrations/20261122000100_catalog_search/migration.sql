-- Catalog search: what Prisma's schema language cannot express. The columns and their GIN indexes are
-- declared in schema.prisma (so the schema diff stays empty); this fills them on every write.
-- Weights: title A, tags B, description C. "searchText" (title + tags, lower-cased) feeds pg_trgm's
-- word-similarity operator for typo and prefix tolerance.
CREATE OR REPLACE FUNCTION catalog_product_search_fields() RETURNS trigger AS $$
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector('english', coalesce(NEW."title", '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW."tags", ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW."description", '')), 'C');
  NEW."searchText" := lower(coalesce(NEW."title", '') || ' ' || array_to_string(NEW."tags", ' '));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

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
