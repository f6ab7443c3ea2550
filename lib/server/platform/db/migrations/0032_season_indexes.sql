-- Built CONCURRENTLY: orders is a season's largest table but tickets, and a plain CREATE INDEX would stop
-- every sale while it reads it (lib/server/platform/db/migrate.ts runs such a migration outside a
-- transaction; docs/performance.md, "Migrations while selling"). The trigram operator class is pg_trgm's.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_paid_at" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_booking_id_trgm" ON "orders" USING gin (replace("booking_id", '-', '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_email_trgm" ON "orders" USING gin (lower("customer"->>'email') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_name_trgm" ON "orders" USING gin ((("customer"->>'firstName') || ' ' || ("customer"->>'lastName')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_customer_phone_trgm" ON "orders" USING gin (regexp_replace("customer"->>'mobilePhone', '\D', '', 'g') gin_trgm_ops);
