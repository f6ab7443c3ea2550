CREATE TABLE "octo_bookings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"reseller_id" uuid NOT NULL,
	"uuid" text NOT NULL,
	"product_id" text NOT NULL,
	"option_id" text NOT NULL,
	"reseller_reference" text,
	"notes" text,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"commission_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_method";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "gateway_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "octo_bookings" ADD CONSTRAINT "octo_bookings_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "octo_bookings_reseller_uuid" ON "octo_bookings" USING btree ("reseller_id","uuid");--> statement-breakpoint
CREATE INDEX "octo_bookings_reseller_reference" ON "octo_bookings" USING btree ("reseller_id","reseller_reference");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway" CHECK (("payments"."method" = 'reseller') = ("payments"."gateway_id" is null));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_method" CHECK ("refunds"."method" in ('gateway', 'gift_card', 'desk', 'reseller'));