ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reservation_token" text;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "reservation_confirmation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_address_status" ON "orders" USING btree ("client_address","status");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reservation_token_unique" UNIQUE("reservation_token");