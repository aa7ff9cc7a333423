-- AlterTable
ALTER TABLE "User" ADD COLUMN     "avatarHash" TEXT;

-- Product lists show the author's avatar beside the name: a change of it moves the catalog version, as a change of
-- the name or handle does.
DROP TRIGGER "User_catalog_version_update" ON "User";

CREATE CONSTRAINT TRIGGER "User_catalog_version_update"
  AFTER UPDATE ON "User"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    OLD."name" IS DISTINCT FROM NEW."name" OR OLD."verified" IS DISTINCT FROM NEW."verified"
    OR OLD."handle" IS DISTINCT FROM NEW."handle" OR OLD."avatarHash" IS DISTINCT FROM NEW."avatarHash"
  )
  EXECUTE FUNCTION catalog_version_bump();
