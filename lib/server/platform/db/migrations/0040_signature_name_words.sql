-- The waivers desk finds a park's signatures by the words of the rider's name as signed
-- (lib/server/riders/signature-desk.ts, lib/domain/name-words.ts), as the order desk finds a customer
-- (0038): read newest first, a season's 640,000 signatures were joined to their orders one by one, 4.7 s
-- for part of a name and 10 s for one nobody has. Built CONCURRENTLY, as 0032_season_indexes.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "waiver_signatures_rider_name_words" ON "waiver_signatures" USING gin (to_tsvector('simple', regexp_replace(regexp_replace("rider"->>'name', '[!-/:-@\[-`{-~\u2000-\u206f\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]', ' ', 'g'), '([\u2e80-\u2fff\u3040-\u9fff\uac00-\ud7af\uf900-\ufaff])', ' \1 ', 'g'))) WITH (fastupdate=off);--> statement-breakpoint
-- An index on an expression has statistics only once the table is analysed, which autovacuum does after a
-- tenth of it changes; until then PostgreSQL guessed every name common and read the signatures newest
-- first (0.5-0.9 s a search on the season before, 3-18 ms after).
ANALYZE "waiver_signatures";
