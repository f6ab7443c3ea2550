CREATE TABLE "conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"destination" text NOT NULL,
	"account" text NOT NULL,
	"visit" jsonb NOT NULL,
	"body" jsonb,
	"paid_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"dropped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversions_once" UNIQUE("order_id","destination","account"),
	CONSTRAINT "conversions_destination" CHECK ("conversions"."destination" in ('ga4', 'meta'))
);
--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "ga4_api_secret_env" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "meta_access_token_env" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversions_due" ON "conversions" USING btree ("next_attempt_at") WHERE "conversions"."sent_at" is null and "conversions"."dropped_at" is null and "conversions"."next_attempt_at" is not null;