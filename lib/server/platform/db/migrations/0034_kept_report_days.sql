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
-- can fall on in any time zone (UTC-12 to UTC+14) are bumped, only those ended two UTC days ago or more:
-- a day is kept once it ended three days ago in the park's own time, a day later still, so a day's own
-- sales (and any change near now) write nothing here.
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
-- Inserts are statement triggers (one call for a bulk load); updates and deletes row triggers, filtered by
-- WHEN to the columns the reports read, so a sale's own changes cost a few index look-ups.
CREATE FUNCTION orders_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM report_days_changed(array(SELECT n.paid_at FROM new_rows n WHERE n.paid_at IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_days_changed(array[OLD.paid_at] || order_report_times(array[NEW.id]));
  ELSE
    PERFORM report_days_changed(array[OLD.paid_at]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_report_days_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_report_days();
--> statement-breakpoint
CREATE TRIGGER orders_report_days_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.paid_at, OLD.kind, OLD.locale_id, OLD.channel, OLD.promo_code_id, OLD.attribution, OLD.total, OLD.gift_card_amount, OLD.card_fee, OLD.status, OLD.places_sold)
        IS DISTINCT FROM (NEW.paid_at, NEW.kind, NEW.locale_id, NEW.channel, NEW.promo_code_id, NEW.attribution, NEW.total, NEW.gift_card_amount, NEW.card_fee, NEW.status, NEW.places_sold))
  EXECUTE FUNCTION orders_report_days();
--> statement-breakpoint
CREATE TRIGGER orders_report_days_delete AFTER DELETE ON orders FOR EACH ROW WHEN (OLD.paid_at IS NOT NULL) EXECUTE FUNCTION orders_report_days();
--> statement-breakpoint
CREATE FUNCTION order_items_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM report_days_changed(order_report_times(array(SELECT DISTINCT n.order_id FROM new_rows n)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_days_changed(order_report_times(array[OLD.order_id, NEW.order_id]) || array(SELECT s.starts_at FROM sessions s WHERE s.id = OLD.session_id));
  ELSE
    PERFORM report_days_changed(order_report_times(array[OLD.order_id]) || array(SELECT s.starts_at FROM sessions s WHERE s.id = OLD.session_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_report_days_insert AFTER INSERT ON order_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_report_days();
--> statement-breakpoint
CREATE TRIGGER order_items_report_days_update AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id, OLD.session_id, OLD.activity_id, OLD.total, OLD.discount, OLD.tickets) IS DISTINCT FROM (NEW.order_id, NEW.session_id, NEW.activity_id, NEW.total, NEW.discount, NEW.tickets))
  EXECUTE FUNCTION order_items_report_days();
--> statement-breakpoint
CREATE TRIGGER order_items_report_days_delete AFTER DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION order_items_report_days();
--> statement-breakpoint
CREATE FUNCTION refunds_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM report_days_changed(array(SELECT n.completed_at FROM new_rows n WHERE n.completed_at IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM report_days_changed(array[OLD.completed_at, NEW.completed_at]);
  ELSE
    PERFORM report_days_changed(array[OLD.completed_at]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refunds_report_days_insert AFTER INSERT ON refunds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refunds_report_days();
--> statement-breakpoint
CREATE TRIGGER refunds_report_days_update AFTER UPDATE ON refunds FOR EACH ROW
  WHEN ((OLD.completed_at, OLD.status, OLD.amount, OLD.method, OLD.order_id) IS DISTINCT FROM (NEW.completed_at, NEW.status, NEW.amount, NEW.method, NEW.order_id))
  EXECUTE FUNCTION refunds_report_days();
--> statement-breakpoint
CREATE TRIGGER refunds_report_days_delete AFTER DELETE ON refunds FOR EACH ROW WHEN (OLD.completed_at IS NOT NULL) EXECUTE FUNCTION refunds_report_days();
--> statement-breakpoint
-- A session moved to another time moves its lines' delivered revenue (the accrual journal) with it; its
-- capacity and closing are the occupancy's.
CREATE FUNCTION sessions_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_days_changed(array[OLD.starts_at, NEW.starts_at]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_report_days_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN ((OLD.starts_at, OLD.capacity, OLD.closed_at, OLD.activity_id) IS DISTINCT FROM (NEW.starts_at, NEW.capacity, NEW.closed_at, NEW.activity_id))
  EXECUTE FUNCTION sessions_report_days();
--> statement-breakpoint
-- The occupancy's places: tickets standing at a session (their own, else their line's), holds, check-ins,
-- and what decides how a booking stands (its order's status above; its Blank payments, released amounts
-- and due charges here). Every kind of write is a statement trigger with its rows, one call for a bulk
-- change (the hourly deletion of expired holds).
CREATE FUNCTION tickets_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_days_changed(session_report_times(array(SELECT coalesce(o.session_id, i.session_id) FROM old_rows o JOIN order_items i ON i.id = o.order_item_id)));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM report_days_changed(session_report_times(array(SELECT coalesce(n.session_id, i.session_id) FROM new_rows n JOIN order_items i ON i.id = n.order_item_id)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tickets_report_days_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_report_days();
--> statement-breakpoint
CREATE TRIGGER tickets_report_days_update AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_report_days();
--> statement-breakpoint
CREATE TRIGGER tickets_report_days_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_report_days();
--> statement-breakpoint
-- Rows naming their session (holds, check-ins).
CREATE FUNCTION session_rows_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_days_changed(session_report_times(array(SELECT o.session_id FROM old_rows o)));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM report_days_changed(session_report_times(array(SELECT n.session_id FROM new_rows n)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER holds_report_days_insert AFTER INSERT ON holds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER holds_report_days_update AFTER UPDATE ON holds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER holds_report_days_delete AFTER DELETE ON holds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER ticket_check_ins_report_days_insert AFTER INSERT ON ticket_check_ins REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER ticket_check_ins_report_days_update AFTER UPDATE ON ticket_check_ins REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER ticket_check_ins_report_days_delete AFTER DELETE ON ticket_check_ins REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION session_rows_report_days();
--> statement-breakpoint
-- Rows naming their order (payments, released amounts, charges): the order's times.
CREATE FUNCTION order_rows_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_days_changed(order_report_times(array(SELECT DISTINCT o.order_id FROM old_rows o)));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM report_days_changed(order_report_times(array(SELECT DISTINCT n.order_id FROM new_rows n)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_report_days_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER payments_report_days_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER payments_report_days_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER order_actions_report_days_insert AFTER INSERT ON order_actions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER order_actions_report_days_update AFTER UPDATE ON order_actions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER order_actions_report_days_delete AFTER DELETE ON order_actions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER order_charges_report_days_insert AFTER INSERT ON order_charges REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER order_charges_report_days_update AFTER UPDATE ON order_charges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_report_days();
--> statement-breakpoint
CREATE TRIGGER order_charges_report_days_delete AFTER DELETE ON order_charges REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_rows_report_days();
--> statement-breakpoint
-- A ticket type admitting more or fewer people counts every session of its activity again.
CREATE FUNCTION variations_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_days_changed(array(SELECT s.starts_at FROM sessions s WHERE s.activity_id IN (OLD.activity_id, NEW.activity_id)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER variations_report_days_update AFTER UPDATE ON variations FOR EACH ROW
  WHEN ((OLD.participants, OLD.activity_id) IS DISTINCT FROM (NEW.participants, NEW.activity_id))
  EXECUTE FUNCTION variations_report_days();
--> statement-breakpoint
-- The gift cards' ledger: entries are written as they happen, so only a load of past entries bumps a day.
CREATE FUNCTION gift_card_transactions_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM report_days_changed(array(SELECT o.created_at FROM old_rows o));
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM report_days_changed(array(SELECT n.created_at FROM new_rows n));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER gift_card_transactions_report_days_insert AFTER INSERT ON gift_card_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gift_card_transactions_report_days();
--> statement-breakpoint
CREATE TRIGGER gift_card_transactions_report_days_update AFTER UPDATE ON gift_card_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gift_card_transactions_report_days();
--> statement-breakpoint
CREATE TRIGGER gift_card_transactions_report_days_delete AFTER DELETE ON gift_card_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gift_card_transactions_report_days();
