ALTER TABLE "activities" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "prices" jsonb;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "retired_at" timestamp with time zone;