ALTER TABLE "price_rules" ADD COLUMN "variation_id" text;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE no action ON UPDATE no action;