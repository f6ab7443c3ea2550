import { Pool } from 'pg';
import { barrier, buyOne, concurrently, is5xx, sessionFor, Visitor } from '../client';
import { chargesAtProvider, checkInvariants, control, exactly, withPool, type PaymentKey } from '../invariants';
import type { Figure, Scenario } from '../scenario';

const BUYERS = 200;
const LAST_PLACES = 10;
const SLUG = 'luge';
const VARIATION = 'nz-luge-five-rides';

/**
 * The control: the same 200 concurrent buyers against a deliberately unprotected copy of the hold's
 * critical SQL (count what is free, then insert a hold, with no row lock), run from this process on a
 * session of its own. It lives only here, so it cannot be switched on in a deployment; it proves that
 * without the lock these buyers oversell. Every buyer counts before any holds (a barrier), so the race
 * is run every time rather than left to connection timing. Its holds are removed afterwards.
 */
async function unprotectedHolds(databaseUrl: string, sessionId: string): Promise<number> {
  const pool = new Pool({ connectionString: databaseUrl, max: 40 });
  const everyoneCounted = barrier(BUYERS);
  try {
    await concurrently(BUYERS, async () => {
      const { rows } = await pool.query<{ free: number }>(
        `select s.capacity - s.sold - coalesce((select sum(places) from holds h where h.session_id = s.id and h.expires_at > now()), 0)::int as free
         from sessions s where s.id = $1`,
        [sessionId],
      );
      await everyoneCounted();
      if (rows[0].free >= 1) await pool.query(`insert into holds (session_id, places, expires_at) values ($1, 1, now() + interval '15 minutes')`, [sessionId]);
    });
    const { rows } = await pool.query<{ held: number }>(`select coalesce(sum(places), 0)::int as held from holds where session_id = $1`, [sessionId]);
    await pool.query('delete from holds where session_id = $1', [sessionId]);
    return rows[0].held;
  } finally {
    await pool.end();
  }
}

const scenario: Scenario = {
  id: 'oversell',
  title: `No oversell: ${BUYERS} concurrent buyers through two instances for the last ${LAST_PLACES} places`,
  async run(stack) {
    const session = await sessionFor(stack, SLUG, 10);
    const controlSession = await sessionFor(stack, SLUG, 11);
    await withPool(stack.databaseUrl, (pool) =>
      pool.query('update sessions set sold = capacity - $1 where id = any($2::uuid[])', [LAST_PLACES, [session.id, controlSession.id]]),
    );

    const statuses: number[] = [];
    const started = Date.now();
    const outcomes = await concurrently(BUYERS, (i) => buyOne(new Visitor(stack, i % stack.apps.length), SLUG, session.id, VARIATION, statuses));
    const seconds = (Date.now() - started) / 1000;
    const others = outcomes.filter((o) => o.startsWith('other'));
    for (const reason of new Set(others)) stack.log(`  ${others.filter((o) => o === reason).length} × ${reason.slice(0, 300)}`);

    const counts = await withPool(stack.databaseUrl, async (pool) => {
      const { rows } = await pool.query<{ sold: number; capacity: number; tickets: number; paid: number }>(
        `select s.sold, s.capacity,
           (select count(*) from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
             where i.session_id = s.id and o.status = 'paid')::int as tickets,
           (select count(distinct o.id) from orders o join order_items i on i.order_id = o.id where i.session_id = s.id and o.status = 'paid')::int as paid
         from sessions s where s.id = $1`,
        [session.id],
      );
      // Every payment of an order with a line on the session, once per such line, and its charges at the provider.
      const payments = await pool.query<PaymentKey>(
        'select p.id::text, p.provider_reference from payments p join order_items i on i.order_id = p.order_id where i.session_id = $1',
        [session.id],
      );
      return { ...rows[0], charges: await chargesAtProvider(stack, payments.rows) };
    });
    const controlHeld = await unprotectedHolds(stack.databaseUrl, controlSession.id);

    const figures: Figure[] = [
      exactly('oversell.ticketsSold', 'Tickets sold (paid orders)', counts.tickets, LAST_PLACES),
      exactly('oversell.buyersPaid', 'Buyers who paid', outcomes.filter((o) => o === 'paid').length, LAST_PLACES),
      exactly('oversell.soldOutTyped', 'Buyers told sold out (typed result)', outcomes.filter((o) => o === 'soldOut').length, BUYERS - LAST_PLACES),
      exactly('oversell.otherOutcomes', 'Buyers with any other outcome', others.length, 0),
      exactly('oversell.http5xx', 'HTTP 5xx answers', statuses.filter(is5xx).length, 0),
      { key: 'oversell.remaining', label: 'Places left afterwards (capacity − sold)', value: counts.capacity - counts.sold, target: '= 0, never negative', pass: counts.capacity - counts.sold === 0 },
      exactly('oversell.chargesMinusPaidOrders', 'Charges at the provider − paid orders', counts.charges - counts.paid, 0),
      { key: 'oversell.seconds', label: 'Wall time of the 200 buyers (noisy: shared machine)', value: Number(seconds.toFixed(1)), target: 'info', pass: true },
      control('oversell.control.placesHeld', `Control (no lock): places held of ${LAST_PLACES}`, controlHeld, controlHeld > LAST_PLACES),
    ];
    return [...figures, ...(await checkInvariants(stack, 'oversell'))];
  },
};

export default scenario;
