import { Pool } from 'pg';
import { barrier, buyOne, concurrently, is5xx, sessionFor, Visitor } from '../client';
import { checkInvariants, control, exactly, withPool } from '../invariants';
import type { Figure, Scenario } from '../scenario';

const BUYERS = 100;
const POOL = 10;
const DAYS_AHEAD = 30;
const ACTIVITIES = [
  { slug: 'zipline', variation: 'nz-zipline-adult' },
  { slug: 'treetop-challenge', variation: 'nz-treetop-challenge-adult' },
] as const;

/**
 * The control: the protection as it was before sessions shared resources. Two buyers, one per activity,
 * each lock their own session's row (as every sale did), count the pool's free harnesses (10 less what
 * both sessions have taken), wait until both have counted, then hold all they counted. Without the lock on
 * the resource (lib/server/sessions/places-left.ts lockPlaces) the two hold twice the pool. Run from this
 * process against the suite's database, so nothing in the product can switch the lock off; its holds are
 * removed afterwards.
 */
async function sessionLocksOnly(databaseUrl: string, sessionIds: string[]): Promise<number> {
  const pool = new Pool({ connectionString: databaseUrl, max: sessionIds.length });
  const bothCounted = barrier(sessionIds.length);
  try {
    await Promise.all(
      sessionIds.map(async (sessionId) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await client.query('select id from sessions where id = $1 for update', [sessionId]);
          const { rows } = await client.query<{ free: number }>(
            `select ($2::int - sum(s.sold + coalesce((select sum(h.places) from holds h where h.session_id = s.id and h.expires_at > now()), 0)))::int as free
             from sessions s where s.id = any($1::uuid[])`,
            [sessionIds, POOL],
          );
          await bothCounted();
          if (rows[0].free > 0) await client.query(`insert into holds (session_id, places, expires_at) values ($1, $2, now() + interval '15 minutes')`, [sessionId, rows[0].free]);
          await client.query('commit');
        } finally {
          client.release();
        }
      }),
    );
    const { rows } = await pool.query<{ held: number }>('select coalesce(sum(places), 0)::int as held from holds where session_id = any($1::uuid[])', [sessionIds]);
    await pool.query('delete from holds where session_id = any($1::uuid[])', [sessionIds]);
    return rows[0].held;
  } finally {
    await pool.end();
  }
}

const scenario: Scenario = {
  id: 'shared-resources',
  title: `Shared resources: ${BUYERS} buyers through two instances, on two activities sharing ${POOL} harnesses at one time`,
  async run(stack) {
    // The zipline's and the treetop's first sessions of a day no other scenario books: both start at 09:00
    // and wear the demo's harness sets (demo/content/booking-rules.ts), which that day has only 10 of.
    const sessions = await Promise.all(ACTIVITIES.map(({ slug }) => sessionFor(stack, slug, DAYS_AHEAD)));
    const controlSessions = await Promise.all(ACTIVITIES.map(({ slug }) => sessionFor(stack, slug, DAYS_AHEAD + 1)));
    const starts = await withPool(stack.databaseUrl, async (pool) => {
      const { rows } = await pool.query<{ starts: number; day: string }>(
        `select count(distinct starts_at)::int as starts, min(to_char((starts_at at time zone 'Pacific/Auckland')::date, 'YYYY-MM-DD')) as day from sessions where id = any($1::uuid[])`,
        [sessions.map((s) => s.id)],
      );
      await pool.query(`insert into resource_days (resource_id, day, count, note) values ('nz-harnesses', $1::date, $2, 'reliability') on conflict (resource_id, day) do update set count = excluded.count`, [rows[0].day, POOL]);
      return rows[0].starts;
    });

    const statuses: number[] = [];
    const outcomes = await concurrently(BUYERS, (i) => {
      const { slug, variation } = ACTIVITIES[i % 2];
      return buyOne(new Visitor(stack, i % stack.apps.length), slug, sessions[i % 2].id, variation, statuses);
    });
    const others = outcomes.filter((o) => o.startsWith('other'));
    for (const reason of new Set(others)) stack.log(`  ${others.filter((o) => o === reason).length} × ${reason.slice(0, 300)}`);
    const sold = await withPool(stack.databaseUrl, async (pool) => {
      const { rows } = await pool.query<{ sold: number; tickets: number }>(
        `select sum(s.sold)::int as sold,
           (select count(*) from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
             where i.session_id = any($1::uuid[]) and o.status = 'paid')::int as tickets
         from sessions s where s.id = any($1::uuid[])`,
        [sessions.map((s) => s.id)],
      );
      return rows[0];
    });
    const controlHeld = await sessionLocksOnly(
      stack.databaseUrl,
      controlSessions.map((s) => s.id),
    );

    const figures: Figure[] = [
      exactly('sharedResources.sameStart', 'The two sessions start together', starts, 1),
      exactly('sharedResources.placesSold', `Places sold on both sessions (pool of ${POOL})`, sold.sold, POOL),
      exactly('sharedResources.ticketsPaid', 'Tickets of paid orders on both sessions', sold.tickets, POOL),
      exactly('sharedResources.buyersPaid', 'Buyers who paid', outcomes.filter((o) => o === 'paid').length, POOL),
      exactly('sharedResources.soldOutTyped', 'Buyers told sold out (typed result)', outcomes.filter((o) => o === 'soldOut').length, BUYERS - POOL),
      exactly('sharedResources.otherOutcomes', 'Buyers with any other outcome', others.length, 0),
      exactly('sharedResources.http5xx', 'HTTP 5xx answers', statuses.filter(is5xx).length, 0),
      control('sharedResources.control.held', `Control (session locks only): harnesses held of ${POOL}`, controlHeld, controlHeld > POOL),
    ];
    return [...figures, ...(await checkInvariants(stack, 'shared-resources'))];
  },
};

export default scenario;
