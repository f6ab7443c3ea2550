CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"locale_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile_phone" text NOT NULL,
	"function_type" text NOT NULL,
	"booking_type" text NOT NULL,
	"guests" integer NOT NULL,
	"preferred_date" date NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"recaptcha_score" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "venue_hire_email" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_locale_created" ON "enquiries" USING btree ("locale_id","created_at");