-- Each charge's share per ticket. Charges recorded before this get none (their tickets' own differences
-- were not recorded, and an equal split would misstate a child's and an adult's): each stays owed, or
-- kept, whole for the tickets its action names, as before (lib/server/orders/charges.ts).
CREATE TABLE "order_charge_tickets" (
	"charge_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"ended_action_id" uuid,
	CONSTRAINT "order_charge_tickets_charge_id_ticket_id_pk" PRIMARY KEY("charge_id","ticket_id"),
	CONSTRAINT "order_charge_tickets_amount" CHECK ("order_charge_tickets"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_charge_tickets" ADD CONSTRAINT "order_charge_tickets_charge_id_order_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."order_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charge_tickets" ADD CONSTRAINT "order_charge_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_charge_tickets" ADD CONSTRAINT "order_charge_tickets_ended_action_id_order_actions_id_fk" FOREIGN KEY ("ended_action_id") REFERENCES "public"."order_actions"("id") ON DELETE no action ON UPDATE no action;