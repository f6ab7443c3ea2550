ALTER TABLE "locales" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "reschedule_hours_before" integer;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "cancel_hours_before" integer;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "cancel_refund_to" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "gift_card_bonus_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "cheaper_difference_to" text DEFAULT 'original' NOT NULL;