-- Extensions the generated init migration relies on (pg_trgm: the catalog's trigram search index).
-- Kept apart so regenerating init (with this folder moved out) never loses it; PGlite loads it in lib/db/adapter.ts.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
