import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { releaseOrderPlaces } from '@/lib/server/orders/order-repository';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { placesLeftSql } from '@/lib/server/sessions/places-left';

/**
 * The code the measuring visitors pay with: 100% off, no limit of uses (the demo's FREEPASS stops at
 * 1,000), made in the season's database when missing. Nothing to pay means no gateway, and a sale
 * measured is the app's own work, not a payment provider's.
 */
export const MEASURING_CODE = 'SEASONFREE';

export async function ensureMeasuringCode(pool: Pool): Promise<void> {
  await pool.query(
    `insert into promo_codes (park_id, code, kind, value) select id, $1, 'percent', 100 from parks on conflict (park_id, code) do nothing`,
    [MEASURING_CODE],
  );
}

/**
 * Takes the measurements' own sales (those paid with MEASURING_CODE) back out of a database, as if never
 * made: their sessions' places given back, their orders deleted with what hangs on them (lines, tickets,
 * their mail; the reports' days and the day sheet's changes follow by their triggers). A season measured
 * again and again otherwise fills with them: 2,453 in a day at one park, all paid that day, so that its
 * dashboard read that day's money of 4,158 orders instead of 1,705, and all named Aroha Ngata. A sale that
 * took money or was changed since (a payment, refund, charge or staff action on it) is not one of these:
 * the delete refuses it, and nothing is taken back. Returns how many orders were.
 *
 * The orders are vacuumed then. Each measured order leaves dead entries in today's part of the orders'
 * indexes (its insert's, its status change's and the take-back's), which only a vacuum removes, and
 * autovacuum waits for a fifth of the table to change: after a day of measurements the dashboard read
 * 160 index pages for the day's 733 orders at a park instead of 20 (3.5 ms against 0.6), where the demo
 * database, made afresh each run, has none.
 */
export async function forgetMeasuredSales(pool: Pool): Promise<number> {
  const forgotten = await drizzle(pool).transaction(async (tx) => {
    await tx.execute(sql`create temp table measured on commit drop as select o.id from orders o join promo_codes p on p.id = o.promo_code_id where p.code = ${MEASURING_CODE}`);
    const { rows } = await tx.execute<{ id: string }>(sql`select id from measured`);
    for (const { id } of rows) await releaseOrderPlaces(tx, id);
    // The outbox keys an order's mail by kind and order (lib/server/mail).
    await tx.execute(sql`delete from outbox where split_part(dedupe_key, ':', 2) in (select id::text from measured)`);
    await tx.execute(sql`delete from orders where id in (select id from measured)`);
    return rows.length;
  });
  if (forgotten) await pool.query('vacuum orders');
  return forgotten;
}

/**
 * Visitors buying on a season while something else happens (a migration): one after another, each adds a
 * Queenstown luge ticket to a new cart and checks out with a 100% code (nothing to pay, so
 * no gateway: the order is paid as it is placed; MEASURING_CODE), through the app's own functions, on the next days'
 * sessions in turn. Returns each sale's milliseconds once `until` settles.
 */
export async function sellWhile(pool: Pool, until: Promise<unknown>): Promise<{ durations: number[]; refused: string[] }> {
  const locale = (await findLocaleById('nz'))!;
  await ensureMeasuringCode(pool);
  // Sessions with room for every sale that may land on one, by the app's own rule (the season's live holds
  // count against it), and each sale gets its own session while there are enough.
  const { rows: sessions } = await drizzle(pool).execute<{ id: string }>(
    sql`select s.id from sessions s join activities a on a.id = s.activity_id
     where a.park_id = 'queenstown' and a.slug = 'luge' and s.starts_at > now() + interval '1 day' and ${placesLeftSql(new Date())} >= 4
     order by s.starts_at limit 400`,
  );
  let done = false;
  const settled = until.finally(() => {
    done = true;
  });
  const durations: number[] = [];
  const refused: string[] = [];
  for (let i = 0; !done; i++) {
    const anonymousToken = randomUUID();
    const started = performance.now();
    const added = await addToCart({ anonymousToken, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: sessions[i % sessions.length].id, tickets: [{ variationId: 'nz-luge-five-rides', quantity: 1 }] });
    const placed =
      added.kind === 'added'
        ? await createAndCompleteOrder({
            anonymousToken, locale, origin: 'https://nz.season.test', idempotencyKey: randomUUID(), code: MEASURING_CODE, gatewayId: null, acceptTerms: true,
            customer: { firstName: 'Aroha', lastName: 'Ngata', mobilePhone: '021 555 0199', email: `buyer-${randomUUID().slice(0, 8)}@example.com` },
          })
        : null;
    durations.push(performance.now() - started);
    if (added.kind !== 'added') refused.push(JSON.stringify(added));
    else if (placed?.kind !== 'placed') refused.push(JSON.stringify(placed));
  }
  await settled.catch(() => undefined);
  return { durations, refused };
}
