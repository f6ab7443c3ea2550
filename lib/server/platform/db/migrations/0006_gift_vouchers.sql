ALTER TABLE "gift_cards" ADD COLUMN "issued_by_order_id" uuid;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "gift_preset_amounts" integer[] DEFAULT '{5000,10000,15000,20000}' NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "gift_min_amount" integer DEFAULT 2000 NOT NULL;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "gift_max_amount" integer DEFAULT 50000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'booking' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_order_id_unique" UNIQUE("issued_by_order_id");