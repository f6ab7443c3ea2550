import { sql, type SQL } from 'drizzle-orm';
import { idIn } from '../platform/db/uuid-array';

/** `column` is one of the sessions: ids, or a statement selecting them (the order desk's sessions of a day). */
const among = (column: SQL, sessions: readonly string[] | SQL): SQL => (Array.isArray(sessions) ? idIn(column, sessions) : sql`${column} in (${sessions})`);

/**
 * The tickets standing (not cancelled) at these sessions now, each with its line's order and activity:
 * those of the sessions' lines not moved, and those moved to one of them (a ticket admits to its own
 * session when staff moved it, else its line's). Each half is an index's (order_items_session then
 * tickets_order_item; tickets_session then the line's key), and each row comes with its line read once;
 * `coalesce(t.session_id, i.session_id) in (...)` is neither, and read every ticket of a season
 * (docs/performance.md, "Query plans"). The sessions are ids, or a statement selecting them.
 */
export const standingTicketsAt = (sessions: readonly string[] | SQL): SQL => sql`(
  select t.id, t.code, t.variation_id, t.order_item_id, i.order_id, i.activity_id, i.session_id from order_items i join tickets t on t.order_item_id = i.id
  where ${among(sql`i.session_id`, sessions)} and t.session_id is null and t.cancelled_at is null
  union all
  select t.id, t.code, t.variation_id, t.order_item_id, i.order_id, i.activity_id, t.session_id from tickets t join order_items i on i.id = t.order_item_id
  where ${among(sql`t.session_id`, sessions)} and t.cancelled_at is null
)`;

/**
 * The orders (`order_id`, repeated) with a ticket standing at these sessions, as standingTicketsAt finds
 * them, for a reader that wants the orders and not their tickets: a line not moved counts once its first
 * standing ticket is found, and sessions given as a statement are selected once, not once a half. On a
 * season's busiest day (1,231 bookings, 2,938 tickets) the order desk's search by the day went from a
 * median of 7.5–8.8 ms to 6.8–8.1 (docs/performance.md, "Side by side with the demo database").
 */
export const ordersStandingAt = (sessions: readonly string[] | SQL): SQL => {
  const listed = Array.isArray(sessions);
  const selectedOnce = listed ? sql`` : sql`with standing_sessions (id) as materialized (${sessions}) `;
  const chosen = listed ? sessions : sql`select id from standing_sessions`;
  return sql`(${selectedOnce}
  select i.order_id from order_items i
  where ${among(sql`i.session_id`, chosen)}
    and exists (select 1 from tickets t where t.order_item_id = i.id and t.session_id is null and t.cancelled_at is null)
  union all
  select i.order_id from tickets t join order_items i on i.id = t.order_item_id
  where ${among(sql`t.session_id`, chosen)} and t.cancelled_at is null
)`;
};
