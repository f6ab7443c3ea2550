CREATE TABLE "session_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"park_id" text NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"session_ids" uuid[] NOT NULL,
	"changed" uuid[] NOT NULL,
	"reason" text,
	"staff_id" uuid,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_closures_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "session_closures_kind" CHECK ("session_closures"."kind" in ('close', 'reopen'))
);
--> statement-breakpoint
CREATE TABLE "site_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"change" jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "session_closures" ADD CONSTRAINT "session_closures_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_closures" ADD CONSTRAINT "session_closures_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_closures_park" ON "session_closures" USING btree ("park_id","created_at");--> statement-breakpoint
CREATE INDEX "site_changes_recorded" ON "site_changes" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "tickets_moved_session" ON "tickets" USING btree ("session_id") WHERE "tickets"."session_id" is not null;