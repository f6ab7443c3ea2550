CREATE TABLE "enquiry_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"staff_id" uuid,
	"actor" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"staff_id" uuid,
	"actor" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"outbox_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_replies_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "image_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"staff_id" uuid,
	"actor" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"released_amount" integer DEFAULT 0 NOT NULL,
	"gift_card_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_actions_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "order_actions_amounts" CHECK ("order_actions"."released_amount" >= 0 and "order_actions"."gift_card_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"action_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"token" text NOT NULL,
	"link_sent" boolean DEFAULT false NOT NULL,
	"paid_with" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "order_charges_action_id_unique" UNIQUE("action_id"),
	CONSTRAINT "order_charges_token_unique" UNIQUE("token"),
	CONSTRAINT "order_charges_amount_positive" CHECK ("order_charges"."amount" > 0),
	CONSTRAINT "order_charges_status" CHECK ("order_charges"."status" in ('due', 'paid', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid,
	"action_id" uuid,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gift_card_id" uuid,
	"provider_reference" text,
	"last_error" text,
	"attempted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_method" CHECK ("refunds"."method" in ('gateway', 'gift_card', 'desk'))
);
--> statement-breakpoint
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
CREATE TABLE "staff_passkey_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "staff_passkey_challenges_purpose" CHECK ("staff_passkey_challenges"."purpose" in ('authentication', 'registration')),
	CONSTRAINT "staff_passkey_challenges_owner" CHECK (("staff_passkey_challenges"."purpose" = 'registration') = ("staff_passkey_challenges"."staff_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "staff_passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}'::text[] NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "staff_passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
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
ALTER TABLE "activities" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "add_ons" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "prices" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient" jsonb;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "park_id" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locales" ADD COLUMN "cancellation_policy" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "previous" jsonb;--> statement-breakpoint
ALTER TABLE "payment_gateways" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'gateway' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_id" uuid;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "variation_id" text;--> statement-breakpoint
ALTER TABLE "price_rules" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "cancelled_by" uuid;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_actions" ADD CONSTRAINT "order_actions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_action_id_order_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."order_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_action_id_order_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."order_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_closures" ADD CONSTRAINT "session_closures_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_closures" ADD CONSTRAINT "session_closures_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkey_challenges" ADD CONSTRAINT "staff_passkey_challenges_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_undone_by_staff_id_staff_id_fk" FOREIGN KEY ("undone_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_notes_enquiry" ON "enquiry_notes" USING btree ("enquiry_id","at");--> statement-breakpoint
CREATE INDEX "enquiry_replies_enquiry" ON "enquiry_replies" USING btree ("enquiry_id","at");--> statement-breakpoint
CREATE INDEX "order_actions_order" ON "order_actions" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_charges_order" ON "order_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_pending" ON "refunds" USING btree ("status","attempted_at");--> statement-breakpoint
CREATE INDEX "session_closures_park" ON "session_closures" USING btree ("park_id","created_at");--> statement-breakpoint
CREATE INDEX "site_changes_recorded" ON "site_changes" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "staff_passkey_challenges_expiry" ON "staff_passkey_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_passkeys_staff" ON "staff_passkeys" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_ticket" ON "ticket_check_ins" USING btree ("ticket_id","at");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_session" ON "ticket_check_ins" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charge_id_order_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."order_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_cancelled_by_order_actions_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."order_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_session" ON "order_items" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "orders_customer_email" ON "orders" USING btree (lower("customer"->>'email'));--> statement-breakpoint
CREATE INDEX "outbox_order" ON "outbox" USING btree (("payload"->>'orderId'));--> statement-breakpoint
CREATE INDEX "payments_charge" ON "payments" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "tickets_session" ON "tickets" USING btree ("session_id") WHERE "tickets"."session_id" is not null;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_status" CHECK ("enquiries"."status" in ('new', 'replied', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_staff_note" CHECK ("gift_card_transactions"."reason" not in ('adjustment', 'void') or ("gift_card_transactions"."actor" is not null and "gift_card_transactions"."note" is not null));