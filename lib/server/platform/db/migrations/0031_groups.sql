CREATE TABLE "order_groups" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"organisation" text NOT NULL,
	"invoice_email" text NOT NULL,
	"people" integer NOT NULL,
	"deposit" integer NOT NULL,
	"balance" integer NOT NULL,
	"due_on" date NOT NULL,
	"balance_charge_id" uuid,
	"overdue_at" timestamp with time zone,
	"overdue_action" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_groups_amounts" CHECK ("order_groups"."deposit" >= 0 and "order_groups"."balance" >= 0 and "order_groups"."people" > 0),
	CONSTRAINT "order_groups_overdue_action" CHECK ("order_groups"."overdue_action" in ('release', 'keep'))
);
--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "group_rules" jsonb;--> statement-breakpoint
ALTER TABLE "parks" ADD COLUMN "invoice_details" jsonb;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_groups" ADD CONSTRAINT "order_groups_balance_charge_id_order_charges_id_fk" FOREIGN KEY ("balance_charge_id") REFERENCES "public"."order_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_groups_due" ON "order_groups" USING btree ("due_on");