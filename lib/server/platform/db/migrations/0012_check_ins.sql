CREATE TABLE "ticket_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"people" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" uuid,
	"actor" text NOT NULL,
	"gate" text,
	"undone_at" timestamp with time zone,
	"undone_by_staff_id" uuid,
	"undone_by" text,
	CONSTRAINT "ticket_check_ins_people" CHECK ("ticket_check_ins"."people" > 0),
	CONSTRAINT "ticket_check_ins_undone" CHECK (("ticket_check_ins"."undone_at" is null) = ("ticket_check_ins"."undone_by" is null))
);
--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_undone_by_staff_id_staff_id_fk" FOREIGN KEY ("undone_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_check_ins_ticket" ON "ticket_check_ins" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_session" ON "ticket_check_ins" USING btree ("session_id");