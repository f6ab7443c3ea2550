-- The orders' trigram indexes keep no pending list. With one (GIN's fastupdate, 4 MB by default), every
-- order's trigrams went to the list, each search of the back office read the whole list (every order
-- since the last vacuum: a name's search 7.4-8.9 ms against 4.7-5.7 after 1,200 sales on the season),
-- and the insert that overflowed it merged thousands of orders' at once (docs/performance.md, "The order
-- search's trigram indexes"). The parameter is changed in the catalogue (the index's lock for a moment,
-- held to the migrations' lock timeout); the entries already pending are merged by the next vacuum.
ALTER INDEX "orders_booking_id_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "orders_customer_email_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "orders_customer_name_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "orders_customer_phone_trgm" SET (fastupdate = off);
