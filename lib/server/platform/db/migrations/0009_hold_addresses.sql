ALTER TABLE "holds" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "holds_address_expiry" ON "holds" USING btree ("client_address","expires_at");