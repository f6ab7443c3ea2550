-- The report days' and the day sheet's triggers (0034_kept_report_days, 0035_kept_session_counts) gather an
-- order's times and sessions through SQL helpers that take an array of ids. Each statement of theirs was
-- planned again on every call: its generic plan, costed for an array of ten ids, never looked cheaper than
-- one made for the ids at hand (one or two), so PostgreSQL never kept it. On the bench's database after a
-- booking run (600 rows changed in a transaction rolled back, statement by statement), an order's status
-- change paid about 0.56 ms for them and a ticket's update about 0.24 ms; with their plans kept, about
-- 0.08 ms each. A generic plan here is the plan for a handful of ids by their indexes, which is what a sale,
-- a move or a refund writes; a bulk write (the hourly deletion of expired holds) reads the same indexes
-- for each of its ids. What the triggers gather, and when, is unchanged.
ALTER FUNCTION written_rows_report_days() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION changed_row_report_days() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION written_rows_session_changes() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION changed_order_session_changes() SET plan_cache_mode = force_generic_plan;
