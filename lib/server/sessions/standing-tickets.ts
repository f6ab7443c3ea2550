import { sql, type SQL } from 'drizzle-orm';
import { idIn } from '../platform/db/uuid-array';

/**
 * The tickets standing (not cancelled) at these sessions now, each with its line's order and activity:
 * those of the sessions' lines not moved, and those moved to one of them (a ticket admits to its own
 * session when staff moved it, else its line's). Each half is an index's (order_items_session then
 * tickets_order_item; tickets_session then the line's key), and each row comes with its line read once;
 * `coalesce(t.session_id, i.session_id) in (...)` is neither, and read every ticket of a season
 * (docs/performance.md, "Query plans"). The sessions are ids, or a statement selecting them.
 */
export const standingTicketsAt = (sessions: readonly string[] | SQL): SQL => {
  // The sessions as ids, or as a statement of them (the order desk's sessions of a day).
  const among = (column: SQL) => (Array.isArray(sessions) ? idIn(column, sessions) : sql`${column} in (${sessions})`);
  return sql`(
  select t.id, t.code, t.variation_id, t.order_item_id, i.order_id, i.activity_id, i.session_id from order_items i join tickets t on t.order_item_id = i.id
  where ${among(sql`i.session_id`)} and t.session_id is null and t.cancelled_at is null
  union all
  select t.id, t.code, t.variation_id, t.order_item_id, i.order_id, i.activity_id, t.session_id from tickets t join order_items i on i.id = t.order_item_id
  where ${among(sql`t.session_id`)} and t.cancelled_at is null
)`;
};
