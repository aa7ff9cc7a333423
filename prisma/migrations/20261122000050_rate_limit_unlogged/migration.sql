-- Rate-limit counters are rebuilt by traffic within a minute and hold nothing worth a crash-safe copy:
-- an unlogged table skips the write-ahead log, so counting a request costs no WAL flush at commit.
-- (Prisma's schema has no notion of UNLOGGED, so the schema diff stays empty.)
ALTER TABLE "RateLimitCounter" SET UNLOGGED;
