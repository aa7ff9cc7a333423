-- Every product has versions from now on (lib/catalog/versions.ts). Labels used to be free text: a label that is not
-- semver becomes 1.0.0, and each existing product's current content becomes its version 1.
UPDATE "Product" SET "version" = '1.0.0'
WHERE "version" !~ '^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$';

INSERT INTO "ProductVersion" ("productId", "seq", "label", "changelog", "content", "createdAt")
SELECT "id", 1, "version", "changelog", "content", COALESCE("publishedAt", "createdAt") FROM "Product";

-- A product inserted by any path (the API, the demo seed, an operator script) gets its version 1 in the same statement,
-- so "every product has a version" needs no caller to remember it.
CREATE FUNCTION product_first_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."version" !~ '^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$' THEN
    NEW."version" := '1.0.0';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER product_first_version_label BEFORE INSERT ON "Product" FOR EACH ROW EXECUTE FUNCTION product_first_version();

CREATE FUNCTION product_insert_first_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ProductVersion" ("productId", "seq", "label", "changelog", "content", "createdAt")
  VALUES (NEW."id", 1, NEW."version", NEW."changelog", NEW."content", NEW."createdAt");
  RETURN NULL;
END $$;

CREATE TRIGGER product_insert_first_version AFTER INSERT ON "Product" FOR EACH ROW EXECUTE FUNCTION product_insert_first_version();
