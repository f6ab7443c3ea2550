import { sessionFor } from '../client';
import { exactly, withPool } from '../invariants';
import type { Figure, Stack } from '../scenario';
import { SteadyLoad } from './steady-load';

/** The issue's bound on failing requests after a restart. */
const MAX_FAILURE_SECONDS = 30;
const DOWN_MS = 5_000;
/** Load must run this long without a failure to count as recovered. */
const CLEAN_TAIL_MS = 10_000;
const GIVE_UP_MS = 90_000;

/** Orders of the load's buyers that are not whole: no lines, a line without tickets, places not sold, nothing to pay with. */
const PARTIAL_ORDERS = `
  select o.id from orders o where o.anonymous_token = any($1::uuid[]) and (
    not exists (select 1 from order_items i where i.order_id = o.id)
    or exists (select 1 from order_items i where i.order_id = o.id and not exists (select 1 from tickets t where t.order_item_id = i.id))
    or (o.status in ('awaiting_payment', 'paid') and not o.places_sold)
    or (o.total > 0 and not exists (select 1 from payments p where p.order_id = o.id)))`;

/**
 * 8a: PostgreSQL stops for a few seconds and starts again under steady browsing and ordering on both
 * instances. Requests may fail meanwhile, but only with the typed, translated "try again" (HTTP 503),
 * for at most 30 s; then everything works again, and no order is left half-made.
 */
export async function databaseRestartFigures(stack: Stack): Promise<Figure[]> {
  const session = await sessionFor(stack, 'luge', 50);
  await withPool(stack.databaseUrl, (pool) => pool.query('update sessions set capacity = sold + 1000 where id = $1', [session.id]));
  const date = new Date(Date.now() + 50 * 86_400_000).toISOString().slice(0, 10);
  const load = new SteadyLoad(stack, { slug: 'luge', id: session.id, variationId: 'nz-luge-five-rides', date });
  load.start();
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const restartAt = Date.now();
  stack.log(`faults: restarting PostgreSQL (down ${DOWN_MS / 1000} s) under load`);
  await stack.restartDatabase(DOWN_MS);
  const upAt = Date.now();
  stack.log(`faults: PostgreSQL back after ${((upAt - restartAt) / 1000).toFixed(1)} s`);
  // Run on until the load has gone CLEAN_TAIL_MS without a failure (or give up). Recovery is judged on
  // the load as it ran: the requests still in flight while it stops are not a tail of their own (on a
  // loaded machine one of them could answer late, and a verdict on them says how the run ended, not
  // whether the service recovered).
  let recovered = false;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const lastFailure = Math.max(restartAt, ...load.samples.filter((s) => s.verdict !== 'ok').map((s) => s.at));
    const tail = load.samples.filter((s) => s.at > Date.now() - CLEAN_TAIL_MS);
    recovered = Date.now() - lastFailure > CLEAN_TAIL_MS && tail.length > 0;
    if (recovered || Date.now() - upAt > GIVE_UP_MS) break;
  }
  await load.stop();

  const failures = load.samples.filter((s) => s.verdict !== 'ok');
  const untyped = failures.filter((s) => s.verdict === 'other');
  const details = untyped.map((s) => `${s.what}: ${s.detail}`);
  for (const detail of new Set(details)) stack.log(`  untyped: ${details.filter((d) => d === detail).length} × ${detail.slice(0, 200)}`);
  const failureSeconds = failures.length ? (Math.max(...failures.map((s) => s.at)) - Math.min(...failures.map((s) => s.at))) / 1000 : 0;
  const partial = await withPool(stack.databaseUrl, async (pool) => (await pool.query(PARTIAL_ORDERS, [load.buyers])).rowCount ?? 0);
  const orders = await withPool(stack.databaseUrl, async (pool) => (await pool.query<{ n: number }>('select count(*)::int as n from orders where anonymous_token = any($1::uuid[])', [load.buyers])).rows[0].n);
  stack.log(`faults: ${load.samples.length} requests, ${failures.length} failed (${untyped.length} untyped), ${orders} orders`);
  const typed = failures.filter((s) => s.verdict === 'tryAgain').map((s) => s.what);
  stack.log(`faults: "try again" by request: ${[...new Set(typed)].map((what) => `${what} ${typed.filter((w) => w === what).length}`).join(', ')}`);

  return [
    { key: 'faults.db.failureSeconds', label: `Seconds between the first and last failed request (database down ${DOWN_MS / 1000} s + start-up)`, value: Number(failureSeconds.toFixed(1)), target: `≤ ${MAX_FAILURE_SECONDS}`, pass: failureSeconds <= MAX_FAILURE_SECONDS },
    { key: 'faults.db.tryAgain', label: `Requests answered with the typed, translated "try again" (of ${load.samples.length})`, value: failures.length - untyped.length, target: '> 0 (the fault was felt)', pass: failures.length - untyped.length > 0 },
    exactly('faults.db.untypedErrors', 'Requests failing any other way (5xx page, untyped error, connection error)', untyped.length, 0),
    { key: 'faults.db.recovered', label: `Every request of the last ${CLEAN_TAIL_MS / 1000} s succeeded`, value: recovered, target: 'true', pass: recovered },
    { key: 'faults.db.orders', label: 'Orders placed by the load', value: orders, target: '> 0', pass: orders > 0 },
    exactly('faults.db.partialOrders', 'Partial orders (no lines, lines without tickets, places not sold, no payment)', partial, 0),
  ];
}
