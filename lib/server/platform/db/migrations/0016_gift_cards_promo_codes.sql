ALTER TABLE "gift_card_transactions" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "actor" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "recipient" jsonb;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_staff_note" CHECK ("gift_card_transactions"."reason" not in ('adjustment', 'void') or ("gift_card_transactions"."actor" is not null and "gift_card_transactions"."note" is not null));