-- Built CONCURRENTLY, as 0032_season_indexes: orders and refunds are a season's large tables. A park's
-- day of paid orders is found by its sites (the operator's other parks' orders of the day were read and
-- thrown away: docs/performance.md), and a day's refunds by when they were recorded. The dashboard's sums
-- of a day need only the included columns: a day long paid is read from the index alone.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_locale_paid_at" ON "orders" USING btree ("locale_id","paid_at") INCLUDE ("currency","channel","total");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "refunds_created_at" ON "refunds" USING btree ("created_at");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "orders_paid_at";
