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
	CONSTRAINT "order_charges_status" CHECK ("order_charges"."status" in ('due', 'paid', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_id" uuid;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charges" ADD CONSTRAINT "order_charges_action_id_order_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."order_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_charges_order" ON "order_charges" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_charge_id_order_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."order_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_charge" ON "payments" USING btree ("charge_id");