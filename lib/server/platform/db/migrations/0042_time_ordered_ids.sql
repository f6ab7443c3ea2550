-- Every id the database makes is time-ordered (a UUID of version 7: its first 48 bits the milliseconds
-- since 1970, the rest random), not random (version 4). A random id put each new row's key in a random
-- page of its table's primary key index, and of every index on a column that refers to it (an order's
-- lines by the order's id, its tickets by their line's). On a busy year's data few of those pages were
-- in the buffer cache or changed since the last checkpoint, so each was read in and written whole to the
-- WAL: per sale on the season, the lines' and tickets' insert wrote 6.5 whole pages and the order's 9.3;
-- with these ids, 2.1 and 7.0, and the two inserts' WAL fell from 100 kB to 62 (docs/performance.md, "Where the
-- season's sale waits on its storage"). A time-ordered id goes where the last one went.
-- A function of our own, not PostgreSQL 18's uuidv7(), so that the same ids come from any version.
-- Changing a column's default rewrites nothing: rows made before keep their ids.
CREATE OR REPLACE FUNCTION time_ordered_id() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    -- The version bits: 4 (0100) becomes 7 (0111). The variant bits stay gen_random_uuid's.
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid()) PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
    52, 1), 53, 1),
  'hex')::uuid
$$;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "holds" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "promo_codes" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "gift_cards" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "payment_events" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "conversions" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "check_in_conflicts" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "enquiries" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "enquiry_notes" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "enquiry_replies" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "staff" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "staff_sessions" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "staff_sign_in_links" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "staff_passkeys" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "staff_audit" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "order_actions" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "order_charges" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "session_closures" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "waiver_texts" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "riders" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "waiver_signatures" ALTER COLUMN "id" SET DEFAULT time_ordered_id();--> statement-breakpoint
ALTER TABLE "resellers" ALTER COLUMN "id" SET DEFAULT time_ordered_id();
