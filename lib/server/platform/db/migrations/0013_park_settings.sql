ALTER TABLE "locales" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;