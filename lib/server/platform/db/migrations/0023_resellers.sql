CREATE TABLE "resellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_hint" text NOT NULL,
	"commission_percent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "resellers_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "resellers_commission_percent" CHECK ("resellers"."commission_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "resellers" ADD CONSTRAINT "resellers_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resellers_park" ON "resellers" USING btree ("park_id");