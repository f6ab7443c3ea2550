-- The order desk's search on a season's orders (docs/performance.md, "The order desk's search").
-- Built CONCURRENTLY, as 0032_season_indexes: orders is a season's large table.
-- Names are found by their words (lib/domain/name-words.ts), not by trigrams: a name's trigrams (" li",
-- "am ", "son") are in most of a season's names, so a search read about 250 of the trigram index's pages
-- (4 ms) to find a name's few orders, and the more orders, the more pages. A word's entry lists only the
-- orders with that word.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_name_words" ON "orders" USING gin (to_tsvector('simple', regexp_replace(regexp_replace(("customer"->>'firstName') || ' ' || ("customer"->>'lastName'), '[!-/:-@\[-`{-~\u2000-\u206f\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]', ' ', 'g'), '([\u2e80-\u2fff\u3040-\u9fff\uac00-\ud7af\uf900-\ufaff])', ' \1 ', 'g'))) WITH (fastupdate=off);--> statement-breakpoint
-- The desk lists orders newest first: with nothing typed, or a text most orders match, the newest are read
-- in order until a page is found (the list sorted a park's year of orders: 380 ms on the season).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_created_at" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_customer_name_trgm";--> statement-breakpoint
-- The name's words are an expression, whose statistics come from analysing the table (autovacuum does it
-- only after a tenth of it changes): without them, PostgreSQL guesses how many orders a name matches.
ANALYZE "orders";
