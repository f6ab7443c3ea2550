-- The report days' and the day sheet's row triggers (0034_kept_report_days, 0035_kept_session_counts)
-- gather one row's order's times and sessions through SQL helpers that take an array of ids. Each of the
-- helpers' statements was planned again on every call: its generic plan, costed for an array of ten ids,
-- never looked cheaper than one made for the one or two at hand, so PostgreSQL never kept it. A row
-- trigger always hands them one or two ids, for which the generic plan (each id by its index) is the
-- right one: on the bench's database after a booking run (600 orders' status changed in a transaction
-- rolled back), 0.56 ms of trigger work a change before, 0.08 after.
-- The statement triggers are left to plan for what they are given: a bulk write hands them every id it
-- wrote, and the generic plan, an index look-up for each, loaded a tenth of a season's payments in 93 s
-- where a plan made for its 113,000 ids took 4.
ALTER FUNCTION changed_row_report_days() SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION changed_order_session_changes() SET plan_cache_mode = force_generic_plan;
