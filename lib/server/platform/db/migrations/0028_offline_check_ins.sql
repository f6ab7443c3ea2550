CREATE TABLE "check_in_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offline_id" uuid NOT NULL,
	"park_id" text NOT NULL,
	"ticket_id" uuid,
	"code" text NOT NULL,
	"session_id" uuid,
	"reason" text NOT NULL,
	"people" integer NOT NULL,
	"counted" integer NOT NULL,
	"device" text NOT NULL,
	"gate" text,
	"scanned_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	"actor" text NOT NULL,
	CONSTRAINT "check_in_conflicts_offline_id_unique" UNIQUE("offline_id"),
	CONSTRAINT "check_in_conflicts_reason" CHECK ("check_in_conflicts"."reason" in ('alreadyAdmitted', 'notStanding', 'unknownTicket'))
);
--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "offline_unknown_tickets" text DEFAULT 'refuse' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD COLUMN "offline_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD COLUMN "scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_in_conflicts" ADD CONSTRAINT "check_in_conflicts_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_conflicts" ADD CONSTRAINT "check_in_conflicts_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_conflicts" ADD CONSTRAINT "check_in_conflicts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_conflicts_park_scanned" ON "check_in_conflicts" USING btree ("park_id","scanned_at");--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_offline_id_unique" UNIQUE("offline_id");--> statement-breakpoint
ALTER TABLE "parks" ADD CONSTRAINT "parks_offline_unknown_tickets" CHECK ("parks"."offline_unknown_tickets" in ('refuse', 'admitAndFlag'));