CREATE TABLE "kept_session_counts" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"changes" bigint NOT NULL,
	"places" jsonb NOT NULL,
	"reservations" jsonb NOT NULL,
	"riders" jsonb
);
--> statement-breakpoint
CREATE TABLE "session_changes" (
	"session_id" uuid
);
--> statement-breakpoint
ALTER TABLE "kept_session_counts" ADD CONSTRAINT "kept_session_counts_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_changes_session" ON "session_changes" USING btree ("session_id");--> statement-breakpoint
-- Kept session counts (lib/server/day-sheet/kept-sessions.ts): a write that changes what the day sheet
-- counts of a session inserts a row for it here; a read keeps its counts with the number of rows it saw.
-- Inserts only, so no write waits for another's here (a counter's row would serialise every booking and
-- payment of a session, and take its locks in an order of its own).
CREATE FUNCTION sessions_changed(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO session_changes (session_id) SELECT DISTINCT u.id FROM unnest(ids) AS u(id) WHERE u.id IS NOT NULL
$$;
--> statement-breakpoint
-- Every session these orders' tickets stand or stood at: a booking's money due is collected at its first
-- session (the sheet's due here), so a change to any of its tickets or to what it owes changes them all.
CREATE FUNCTION order_sessions(ids uuid[]) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT array(
    SELECT i.session_id FROM order_items i WHERE i.order_id = ANY(ids)
    UNION SELECT t.session_id FROM order_items i JOIN tickets t ON t.order_item_id = i.id WHERE i.order_id = ANY(ids) AND t.session_id IS NOT NULL)
$$;
--> statement-breakpoint
-- Rows written (statement triggers: one call for a bulk write). An insert's new rows, an update's or a
-- delete's old ones: the sessions a row left are its old ones, those it came to are its order's now.
CREATE FUNCTION written_rows_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  CASE TG_TABLE_NAME
    WHEN 'tickets' THEN PERFORM sessions_changed(order_sessions(array(SELECT DISTINCT i.order_id FROM written_rows w JOIN order_items i ON i.id = w.order_item_id)) || array(SELECT w.session_id FROM written_rows w));
    WHEN 'order_items' THEN PERFORM sessions_changed(order_sessions(array(SELECT DISTINCT w.order_id FROM written_rows w)) || array(SELECT w.session_id FROM written_rows w));
    -- A rider counts at the session their ticket stands at, a signature at its rider's.
    WHEN 'riders' THEN PERFORM sessions_changed(array(SELECT coalesce(t.session_id, i.session_id) FROM written_rows w JOIN tickets t ON t.id = w.ticket_id JOIN order_items i ON i.id = t.order_item_id));
    WHEN 'waiver_signatures' THEN PERFORM sessions_changed(array(SELECT coalesce(t.session_id, i.session_id) FROM written_rows w JOIN riders r ON r.id = w.rider_id JOIN tickets t ON t.id = r.ticket_id JOIN order_items i ON i.id = t.order_item_id));
    -- Payments, released amounts and charges decide what a booking owes at the desk.
    ELSE PERFORM sessions_changed(order_sessions(array(SELECT DISTINCT w.order_id FROM written_rows w)));
  END CASE;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  written text;
BEGIN
  FOREACH written IN ARRAY array['tickets', 'order_items', 'riders', 'waiver_signatures', 'payments', 'order_actions', 'order_charges'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_session_changes_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION written_rows_session_changes()', written);
    EXECUTE format('CREATE TRIGGER %1$s_session_changes_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION written_rows_session_changes()', written);
    EXECUTE format('CREATE TRIGGER %1$s_session_changes_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION written_rows_session_changes()', written);
  END LOOP;
END
$$;
--> statement-breakpoint
-- An order's standing (its status, whether its places count) or total: its sessions. Its many other
-- updates (a payment's progress, mail sent) write nothing. A deleted order's lines and tickets go with it.
CREATE FUNCTION changed_order_session_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sessions_changed(order_sessions(array[NEW.id]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_session_changes AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status, OLD.total, OLD.places_sold) IS DISTINCT FROM (NEW.status, NEW.total, NEW.places_sold))
  EXECUTE FUNCTION changed_order_session_changes();
--> statement-breakpoint
-- What every session's counts read of the catalogue, changed (staff's rare edits): one row for all.
CREATE FUNCTION every_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_changes (session_id) VALUES (NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The people a ticket type admits.
CREATE TRIGGER variations_session_changes AFTER UPDATE ON variations FOR EACH ROW
  WHEN ((OLD.participants, OLD.activity_id) IS DISTINCT FROM (NEW.participants, NEW.activity_id))
  EXECUTE FUNCTION every_session_changed();
--> statement-breakpoint
-- What an activity asks of its riders.
CREATE TRIGGER activities_session_changes AFTER UPDATE ON activities FOR EACH ROW
  WHEN ((OLD.min_age, OLD.max_age, OLD.min_height_cm, OLD.max_height_cm, OLD.max_weight_kg, OLD.accompanying_adult, OLD.waiver_id, OLD.health_questions)
        IS DISTINCT FROM (NEW.min_age, NEW.max_age, NEW.min_height_cm, NEW.max_height_cm, NEW.max_weight_kg, NEW.accompanying_adult, NEW.waiver_id, NEW.health_questions))
  EXECUTE FUNCTION every_session_changed();
--> statement-breakpoint
-- Which waiver a signed text belongs to.
CREATE TRIGGER waiver_texts_session_changes AFTER UPDATE OR DELETE ON waiver_texts FOR EACH STATEMENT EXECUTE FUNCTION every_session_changed();
--> statement-breakpoint
-- Whether a gateway's payments collected money (a Blank one's did not).
CREATE TRIGGER payment_gateways_session_changes AFTER UPDATE ON payment_gateways FOR EACH ROW
  WHEN (OLD.type IS DISTINCT FROM NEW.type) EXECUTE FUNCTION every_session_changed();
--> statement-breakpoint
-- Which of a booking's sessions comes first.
CREATE TRIGGER sessions_session_changes AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at) EXECUTE FUNCTION every_session_changed();
