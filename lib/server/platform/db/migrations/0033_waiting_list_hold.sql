-- Deleting a hold long expired sets its waiting list offer's hold_id null (lib/server/sessions/expired-holds.ts):
-- without an index, each deleted hold would scan the entries. Built CONCURRENTLY, as every index on a
-- table that sales write (docs/performance.md, "Migrations while selling").
CREATE INDEX CONCURRENTLY IF NOT EXISTS "waiting_list_hold" ON "waiting_list_entries" USING btree ("hold_id") WHERE "waiting_list_entries"."hold_id" is not null;
