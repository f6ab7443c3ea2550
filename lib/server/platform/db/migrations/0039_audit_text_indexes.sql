-- The owner's audit screen finds entries whose actor or subject contains what was typed
-- (lib/server/staff/audit.ts). Read newest first, a year's 1.4 million entries were read whole for an
-- old order's few (0.7-2.4 s on the season): trigram indexes find a rare text's entries, as the orders'
-- (0032), without a pending list (0037). Built CONCURRENTLY, as 0032_season_indexes: staff_audit is a
-- season's large table, and every check-in at the gate writes to it.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "staff_audit_actor_trgm" ON "staff_audit" USING gin ("actor" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "staff_audit_subject_trgm" ON "staff_audit" USING gin ("subject" gin_trgm_ops) WITH (fastupdate=off);
