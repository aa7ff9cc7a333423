-- Extensions the generated init migration relies on (pg_trgm: the trigram index of catalog search).
-- Kept apart so that regenerating init (with this folder moved out) never loses it.
-- PGlite loads the extension in lib/db/adapter.ts.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
