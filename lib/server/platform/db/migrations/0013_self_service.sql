CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waiting_list_entries_position_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" uuid NOT NULL,
	"locale_id" text NOT NULL,
	"email" text NOT NULL,
	"places" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"hold_id" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_entries_offer_token_hash_unique" UNIQUE("offer_token_hash"),
	CONSTRAINT "waiting_list_places" CHECK ("waiting_list_entries"."places" between 1 and 50),
	CONSTRAINT "waiting_list_status" CHECK ("waiting_list_entries"."status" in ('waiting', 'offered', 'claimed', 'expired', 'left'))
);
--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "map_url" text;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "reschedule_hours_before" integer;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "cancel_hours_before" integer;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "cancel_refund_to" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "gift_card_bonus_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "cheaper_difference_to" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_locale_id_locales_id_fk" FOREIGN KEY ("locale_id") REFERENCES "public"."locales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_active_email" ON "waiting_list_entries" USING btree ("session_id","email") WHERE "waiting_list_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waiting_list_session_position" ON "waiting_list_entries" USING btree ("session_id","position");--> statement-breakpoint
CREATE INDEX "waiting_list_active" ON "waiting_list_entries" USING btree ("status","session_id") WHERE "waiting_list_entries"."status" in ('waiting', 'offered');