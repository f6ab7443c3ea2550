CREATE TABLE "kept_report_days" (
	"park_id" text NOT NULL,
	"report" text NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"version" bigint NOT NULL,
	"rows" jsonb NOT NULL,
	"kept_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kept_report_days_park_id_report_day_pk" PRIMARY KEY("park_id","report","day"),
	CONSTRAINT "kept_report_days_report" CHECK ("kept_report_days"."report" in ('sales', 'orders', 'delivered', 'refunds'))
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
-- The times an order's rows are reported by: when it was paid, when its refunds completed, when its lines' sessions start.
CREATE FUNCTION order_report_times(ids uuid[]) RETURNS timestamptz[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT o.paid_at FROM orders o WHERE o.id = ANY(ids)
    UNION ALL SELECT r.completed_at FROM refunds r WHERE r.order_id = ANY(ids)
    UNION ALL SELECT s.starts_at FROM order_items i JOIN sessions s ON s.id = i.session_id WHERE i.order_id = ANY(ids))
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
  WHEN ((OLD.paid_at, OLD.kind, OLD.locale_id, OLD.channel, OLD.promo_code_id, OLD.attribution, OLD.total, OLD.gift_card_amount, OLD.card_fee)
        IS DISTINCT FROM (NEW.paid_at, NEW.kind, NEW.locale_id, NEW.channel, NEW.promo_code_id, NEW.attribution, NEW.total, NEW.gift_card_amount, NEW.card_fee))
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
-- A session moved to another time moves its lines' delivered revenue (the accrual journal) with it.
CREATE FUNCTION sessions_report_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_days_changed(array[OLD.starts_at, NEW.starts_at]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_report_days_update AFTER UPDATE ON sessions FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at) EXECUTE FUNCTION sessions_report_days();
