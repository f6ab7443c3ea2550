CREATE TABLE "riders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"seat" integer NOT NULL,
	"name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"height_cm" integer,
	"weight_kg" integer,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "riders_link_token_hash_unique" UNIQUE("link_token_hash"),
	CONSTRAINT "riders_seat" CHECK ("riders"."seat" >= 0)
);
--> statement-breakpoint
CREATE TABLE "waiver_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" uuid NOT NULL,
	"waiver_text_id" uuid NOT NULL,
	"rider" jsonb NOT NULL,
	"signer_name" text NOT NULL,
	"guardian_relationship" text,
	"drawing" text,
	"signed_at" timestamp with time zone NOT NULL,
	"client_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"seal" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiver_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waiver_id" text NOT NULL,
	"language" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	CONSTRAINT "waiver_texts_version_positive" CHECK ("waiver_texts"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "waivers" (
	"id" text PRIMARY KEY NOT NULL,
	"park_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "max_age" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "min_height_cm" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "max_height_cm" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "max_weight_kg" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "accompanying_adult" jsonb;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "waiver_id" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "health_questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "waiver_retention_years" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "riders" ADD CONSTRAINT "riders_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_rider_id_riders_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."riders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_waiver_text_id_waiver_texts_id_fk" FOREIGN KEY ("waiver_text_id") REFERENCES "public"."waiver_texts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_texts" ADD CONSTRAINT "waiver_texts_waiver_id_waivers_id_fk" FOREIGN KEY ("waiver_id") REFERENCES "public"."waivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waivers" ADD CONSTRAINT "waivers_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "riders_ticket_seat" ON "riders" USING btree ("ticket_id","seat");--> statement-breakpoint
CREATE INDEX "waiver_signatures_rider" ON "waiver_signatures" USING btree ("rider_id","signed_at");--> statement-breakpoint
CREATE INDEX "waiver_signatures_signed_at" ON "waiver_signatures" USING btree ("signed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_texts_version" ON "waiver_texts" USING btree ("waiver_id","language","version");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_waiver_id_waivers_id_fk" FOREIGN KEY ("waiver_id") REFERENCES "public"."waivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A signed waiver is a legal record and a waiver's text version what was signed: neither is ever changed
-- (a correction is a new signature, a new text a new version). Only the retention worker deletes signatures.
CREATE FUNCTION refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed', TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER waiver_signatures_immutable BEFORE UPDATE ON waiver_signatures FOR EACH ROW EXECUTE FUNCTION refuse_update();--> statement-breakpoint
CREATE TRIGGER waiver_texts_immutable BEFORE UPDATE ON waiver_texts FOR EACH ROW EXECUTE FUNCTION refuse_update();
