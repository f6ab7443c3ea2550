ALTER TABLE "parks" ADD CONSTRAINT "parks_waiver_retention_years" CHECK ("parks"."waiver_retention_years" between 1 and 30);--> statement-breakpoint
-- A signed waiver is deleted only once past its park's retention, by the retention worker
-- (lib/server/riders/waiver-retention.ts). Nothing else may take one away: a rider's foreign key has no
-- cascade to its signatures (so neither an order's nor a ticket's deletion reaches them), and this refuses a
-- direct DELETE of one still within its park's years. TRUNCATE (a test database's reset) is not a row delete.
CREATE FUNCTION refuse_retained_signature_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM riders r
      JOIN tickets t ON t.id = r.ticket_id
      JOIN order_items i ON i.id = t.order_item_id
      JOIN orders o ON o.id = i.order_id
      JOIN locales l ON l.id = o.locale_id
      JOIN parks p ON p.id = l.park_id
    WHERE r.id = OLD.rider_id AND OLD.signed_at < now() - make_interval(years => p.waiver_retention_years)
  ) THEN
    RAISE EXCEPTION 'waiver_signatures rows are kept for their park''s retention' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER waiver_signatures_retained BEFORE DELETE ON waiver_signatures FOR EACH ROW EXECUTE FUNCTION refuse_retained_signature_delete();
