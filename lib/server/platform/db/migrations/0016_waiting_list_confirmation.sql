ALTER TABLE "waiting_list_entries" DROP CONSTRAINT "waiting_list_status";--> statement-breakpoint
DROP INDEX "waiting_list_active_email";--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "mailbox" text;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "mail_domain" text;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Entries from before confirmation by email count as confirmed when they joined; their mailbox is the address typed (already lower case).
UPDATE "waiting_list_entries" SET "mailbox" = "email", "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "waiting_list_active_mailbox" ON "waiting_list_entries" USING btree ("mailbox") WHERE "waiting_list_entries"."status" in ('unconfirmed', 'waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_active_address" ON "waiting_list_entries" USING btree ("client_address") WHERE "waiting_list_entries"."status" in ('unconfirmed', 'waiting', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_active_email" ON "waiting_list_entries" USING btree ("session_id","email") WHERE "waiting_list_entries"."status" in ('unconfirmed', 'waiting', 'offered');--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_status" CHECK ("waiting_list_entries"."status" in ('unconfirmed', 'waiting', 'offered', 'claimed', 'expired', 'left'));