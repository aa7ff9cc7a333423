-- Seller profiles (docs/catalog.md#seller-profiles): every account gets a public handle, /sellers/<handle>.
ALTER TABLE "User" ADD COLUMN "handle" TEXT;

-- Backfill: the name lower-cased, each run of other characters a hyphen, at most 24 characters (as
-- lib/accounts/handle-rules.ts derives it at sign-up, without its accent folding). A name that gives fewer than 3
-- characters, or a reserved word, becomes "seller". The oldest account keeps the plain handle; later ones with the
-- same take a suffix from their id (ids are unique and lower-case), so the backfill cannot collide.
WITH base AS (
  SELECT "id", "createdAt",
         trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), 24)) AS b
  FROM "User"
), fixed AS (
  SELECT "id", "createdAt",
         CASE WHEN length(b) < 3 OR b IN (
           'about', 'account', 'admin', 'api', 'app', 'billing', 'dashboard', 'docs', 'help', 'login', 'logout', 'me',
           'new', 'oauth', 'privacy', 'products', 'promptly', 'refunds', 'root', 'security', 'seller', 'sellers',
           'settings', 'signin', 'signout', 'signup', 'staff', 'support', 'system', 'terms', 'www'
         ) THEN 'seller' ELSE b END AS b
  FROM base
), ranked AS (
  SELECT "id", b, row_number() OVER (PARTITION BY b ORDER BY "createdAt", "id") AS n FROM fixed
)
UPDATE "User" u
SET "handle" = CASE WHEN r.n = 1 AND r.b <> 'seller' THEN r.b ELSE r.b || '-' || lower(right(u."id", 8)) END
FROM ranked r
WHERE r."id" = u."id";

ALTER TABLE "User" ALTER COLUMN "handle" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "User_handle_key" ON "User"("handle");

-- Product lists show the author's handle (cards link to the profile): a change of it moves the catalog version,
-- as a change of the name does.
DROP TRIGGER "User_catalog_version_update" ON "User";

CREATE CONSTRAINT TRIGGER "User_catalog_version_update"
  AFTER UPDATE ON "User"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    OLD."name" IS DISTINCT FROM NEW."name" OR OLD."verified" IS DISTINCT FROM NEW."verified"
    OR OLD."handle" IS DISTINCT FROM NEW."handle"
  )
  EXECUTE FUNCTION catalog_version_bump();
