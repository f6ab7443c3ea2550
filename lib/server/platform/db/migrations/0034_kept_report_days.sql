CREATE TABLE "kept_report_days" (
	"park_id" text NOT NULL,
	"report" text NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"version" bigint NOT NULL,
	"rows" jsonb NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kept_report_days_park_id_report_day_pk" PRIMARY KEY("park_id","report","day"),
	CONSTRAINT "kept_report_days_report" CHECK ("kept_report_days"."report" in ('sales', 'orders', 'delivered', 'refunds', 'occupancy', 'giftCards', 'giftCardOpening'))
);
--> statement-breakpoint
CREATE TABLE "report_day_versions" (
	"day" date PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kept_report_days" ADD CONSTRAINT "kept_report_days_park_id_parks_id_fk" FOREIGN KEY ("park_id") REFERENCES "public"."parks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept report days (lib/server/reports/kept-days.ts). A change to what a local day's reports read gives
-- that day a new version, so its kept rows are no longer used. For each time given, the three local days it
-- can fall on in any time zone (UTC-12 to UTC+14) are bumped, only days two or more before today's in UTC:
-- a park keeps a day four or more before its own today, which is at most a day ahead of UTC's, with a day
-- to spare for the clocks. So a day's own sales (and any change near now) write nothing here.
CREATE FUNCTION report_days_changed(changed timestamptz[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_day_versions AS v (day, version)
  SELECT DISTINCT d.day, 1::bigint
  FROM unnest(changed) AS c(at) CROSS JOIN LATERAL (SELECT (c.at AT TIME ZONE 'UTC')::date + k AS day FROM generate_series(-1, 1) AS k) AS d
  WHERE c.at IS NOT NULL AND d.day <= (now() AT TIME ZONE 'UTC')::date - 2
  ORDER BY d.day
  ON CONFLICT (day) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
-- The times an order's rows are reported by: when it was paid, when its refunds completed, when the
-- sessions of its lines and of its tickets moved apart start (the occupancy counts a booking there).
CREATE FUNCTION order_report_times(ids uuid[]) RETURNS timestamptz[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT o.paid_at FROM orders o WHERE o.id = ANY(ids)
    UNION ALL SELECT r.completed_at FROM refunds r WHERE r.order_id = ANY(ids)
    UNION ALL SELECT s.starts_at FROM order_items i JOIN sessions s ON s.id = i.session_id WHERE i.order_id = ANY(ids)
    UNION ALL SELECT s.starts_at FROM order_items i JOIN tickets t ON t.order_item_id = i.id JOIN sessions s ON s.id = t.session_id WHERE i.order_id = ANY(ids))
$$;
--> statement-breakpoint
-- When these sessions start.
CREATE FUNCTION session_report_times(ids uuid[]) RETURNS timestamptz[] LANGUAGE sql STABLE AS $$
  SELECT array(SELECT s.starts_at FROM sessions s WHERE s.id = ANY(ids))
$$;
--> statement-breakpoint
-- What the reports read, written (statement triggers, one call for a bulk write: a load of past orders, the
-- hourly deletion of expired holds): each table's rows by their times. An update's trigger reads its old
-- rows; a row whose key (what its times are found by) changed has its new times from the row trigger
-- below, so a payment's status changing (each sale's) looks its order up once, not twice.
CREATE FUNCTION written_rows_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'orders' THEN PERFORM report_days_changed(array(SELECT w.paid_at FROM written_rows w));
    WHEN 'refunds' THEN PERFORM report_days_changed(array(SELECT w.completed_at FROM written_rows w));
    WHEN 'gift_card_transactions' THEN PERFORM report_days_changed(array(SELECT w.created_at FROM written_rows w));
    -- A ticket stands at its own session, else its line's.
    WHEN 'tickets' THEN PERFORM report_days_changed(session_report_times(array(SELECT coalesce(w.session_id, i.session_id) FROM written_rows w JOIN order_items i ON i.id = w.order_item_id)));
    WHEN 'holds', 'ticket_check_ins' THEN PERFORM report_days_changed(session_report_times(array(SELECT w.session_id FROM written_rows w)));
    -- A line's order, and its own session (the one it left, when moved).
    WHEN 'order_items' THEN PERFORM report_days_changed(order_report_times(array(SELECT DISTINCT w.order_id FROM written_rows w)) || session_report_times(array(SELECT w.session_id FROM written_rows w)));
    -- Payments, released amounts and charges decide what a booking owes at the desk: their order's times.
    ELSE PERFORM report_days_changed(order_report_times(array(SELECT DISTINCT w.order_id FROM written_rows w)));
  END CASE;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A row changed in a column a report reads (each trigger's WHEN): its old and new times (NEW is null for a delete).
CREATE FUNCTION changed_row_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'orders' THEN PERFORM report_days_changed(array[OLD.paid_at] || order_report_times(array[NEW.id]));
    WHEN 'order_items' THEN PERFORM report_days_changed(order_report_times(array[OLD.order_id, NEW.order_id]) || session_report_times(array[OLD.session_id]));
    WHEN 'refunds' THEN PERFORM report_days_changed(array[OLD.completed_at, NEW.completed_at]);
    -- A session moved moves its lines' delivered revenue (the accrual journal); its capacity and closing are the occupancy's.
    WHEN 'sessions' THEN PERFORM report_days_changed(array[OLD.starts_at, NEW.starts_at]);
    -- A ticket type admitting more or fewer people counts every session of its activity again.
    WHEN 'variations' THEN PERFORM report_days_changed(array(SELECT s.starts_at FROM sessions s WHERE s.activity_id IN (OLD.activity_id, NEW.activity_id)));
    -- Rekeyed (their old times come from the statement triggers above): a ticket moved, a hold or check-in
    -- moved, a ledger entry redated, a payment, release or charge given to another order.
    WHEN 'tickets' THEN PERFORM report_days_changed(session_report_times(array[coalesce(NEW.session_id, (SELECT i.session_id FROM order_items i WHERE i.id = NEW.order_item_id))]));
    WHEN 'holds', 'ticket_check_ins' THEN PERFORM report_days_changed(session_report_times(array[NEW.session_id]));
    WHEN 'gift_card_transactions' THEN PERFORM report_days_changed(array[NEW.created_at]);
    ELSE PERFORM report_days_changed(order_report_times(array[NEW.order_id]));
  END CASE;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  written text;
  keys text;
BEGIN
  FOREACH written IN ARRAY array['orders', 'order_items', 'refunds', 'tickets', 'holds', 'ticket_check_ins', 'payments', 'order_actions', 'order_charges', 'gift_card_transactions'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_report_days_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION written_rows_report_days()', written);
    -- Orders, lines and refunds change often in ways no report reads: their updates and deletes are the row triggers below.
    CONTINUE WHEN written IN ('orders', 'order_items', 'refunds');
    EXECUTE format('CREATE TRIGGER %1$s_report_days_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION written_rows_report_days()', written);
    EXECUTE format('CREATE TRIGGER %1$s_report_days_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION written_rows_report_days()', written);
    keys := CASE written WHEN 'tickets' THEN 'session_id, order_item_id' WHEN 'holds' THEN 'session_id' WHEN 'ticket_check_ins' THEN 'session_id' WHEN 'gift_card_transactions' THEN 'created_at' ELSE 'order_id' END;
    EXECUTE format('CREATE TRIGGER %1$s_report_days_rekeyed AFTER UPDATE ON %1$I FOR EACH ROW WHEN ((%2$s) IS DISTINCT FROM (%3$s)) EXECUTE FUNCTION changed_row_report_days()',
      written, regexp_replace(keys, '(\w+)', 'OLD.\1', 'g'), regexp_replace(keys, '(\w+)', 'NEW.\1', 'g'));
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_report_days_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.paid_at, OLD.kind, OLD.locale_id, OLD.channel, OLD.promo_code_id, OLD.attribution, OLD.total, OLD.gift_card_amount, OLD.card_fee, OLD.status, OLD.places_sold)
        IS DISTINCT FROM (NEW.paid_at, NEW.kind, NEW.locale_id, NEW.channel, NEW.promo_code_id, NEW.attribution, NEW.total, NEW.gift_card_amount, NEW.card_fee, NEW.status, NEW.places_sold))
  EXECUTE FUNCTION changed_row_report_days();
--> statement-breakpoint
CREATE TRIGGER orders_report_days_delete AFTER DELETE ON orders FOR EACH ROW WHEN (OLD.paid_at IS NOT NULL) EXECUTE FUNCTION changed_row_report_days();
--> statement-breakpoint
CREATE TRIGGER order_items_report_days_update AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.session_id, OLD.activity_id, OLD.total, OLD.discount, OLD.tickets) IS DISTINCT FROM (NEW.order_id, NEW.session_id, NEW.activity_id, NEW.total, NEW.discount, NEW.tickets))
  EXECUTE FUNCTION changed_row_report_days();
--> statement-breakpoint
CREATE TRIGGER order_items_report_days_delete AFTER DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION changed_row_report_days();
--> statement-breakpoint
CREATE TRIGGER refunds_report_days_update AFTER UPDATE ON refunds FOR EACH ROW
  WHEN ((OLD.completed_at, OLD.status, OLD.amount, OLD.method, OLD.order_id) IS DISTINCT FROM (NEW.completed_at, NEW.status, NEW.amount, NEW.method, NEW.order_id))
  EXECUTE FUNCTION changed_row_report_days();
--> statement-breakpoint
CREATE TRIGGER refunds_report_days_delete AFTER DELETE ON refunds FOR EACH ROW WHEN (OLD.completed_at IS NOT NULL) EXECUTE FUNCTION changed_row_report_days();
--> statement-breakpoint
CREATE TRIGGER sessions_report_days_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((OLD.starts_at, OLD.capacity, OLD.closed_at, OLD.activity_id) IS DISTINCT FROM (NEW.starts_at, NEW.capacity, NEW.closed_at, NEW.activity_id))
  EXECUTE FUNCTION changed_row_report_days();
--> statement-breakpoint
CREATE TRIGGER variations_report_days_update AFTER UPDATE ON variations FOR EACH ROW
  WHEN ((OLD.participants, OLD.activity_id) IS DISTINCT FROM (NEW.participants, NEW.activity_id))
  EXECUTE FUNCTION changed_row_report_days();
