import { randomUUID } from 'node:crypto';
import { pause, waitFor } from '../client';
import { exactly, withPool } from '../invariants';
import type { Figure, Stack } from '../scenario';
import { approvedOrder } from './paid-order';

const ORDERS = 4;
/** "SMTP is down for a minute" (issue #9). */
const DOWN_MS = 60_000;
/** How much longer SMTP may stay down for the workers to have tried it at least once. */
const OUTAGE_FELT_MS = 60_000;
/** After delivery, a duplicate from another instance's worker or a lapsed lease would show within this. */
const DUPLICATE_WATCH_MS = 15_000;

/**
 * 8b: the SMTP server is down for a minute while four visitors pay. Their confirmations wait in the
 * outbox (the instances retry with backoff, MAIL_RETRY_BASE_SECONDS) and all arrive once SMTP is back,
 * each exactly once.
 */
export async function mailOutageFigures(stack: Stack): Promise<Figure[]> {
  const run = randomUUID().slice(0, 8);
  const emails = Array.from({ length: ORDERS }, (_, i) => `smtp-outage-${run}-${i}@example.com`);
  await stack.mail.stop();
  const downAt = Date.now();
  stack.log('faults: SMTP down; paying for orders');
  const tokens: string[] = [];
  for (const [i, email] of emails.entries()) {
    const { visitor, token } = await approvedOrder(stack, 51, email, 'once', i);
    const confirmed = await visitor.confirm(token);
    if (confirmed.outcome !== 'PAID') throw new Error(`order not paid: ${confirmed.outcome}`);
    tokens.push(token);
  }
  await pause(Math.max(0, DOWN_MS - (Date.now() - downAt)));
  const mine = () => stack.mail.messages.filter((m) => m.to.some((to) => emails.includes(to)));
  const outbox = (sql: string) =>
    withPool(stack.databaseUrl, async (pool) => (await pool.query<{ n: number }>(sql, [tokens])).rows[0].n);
  // A worker that finds the server down records the failure on the row it tried and defers the rest of
  // its batch without trying them (outbox.ts): so at least one failed attempt, and every row waiting.
  // On a loaded machine the workers' first try can come after the minute: SMTP stays down until one has
  // been felt (at most OUTAGE_FELT_MS more), so the figure says whether a failure is recorded, not who
  // won a race against the clock.
  // Any of these orders' mail counts, its confirmation or its tickets (lib/server/orders/booking-confirmation.ts):
  // a worker that finds the server down tries the first row of its batch and defers the rest, and that
  // row may be either. (Counting confirmations alone failed one run in two: the tickets were tried.)
  const attempted = () =>
    outbox(`select coalesce(sum(b.attempts), 0)::int as n from outbox b join orders o on b.dedupe_key in ('order-confirmation:' || o.id, 'booking-tickets:' || o.id)
    where o.token = any($1) and b.sent_at is null`);
  const failedAttempts = await waitFor(attempted, OUTAGE_FELT_MS, 500);
  const duringOutage = mine().length;
  const waiting = await outbox(`select count(*)::int as n from outbox b join orders o on b.dedupe_key = 'order-confirmation:' || o.id
    where o.token = any($1) and b.sent_at is null`);

  await stack.mail.start();
  const upAt = Date.now();
  stack.log('faults: SMTP back');
  // Each order mails its confirmation and, apart, its tickets.
  await waitFor(() => mine().length >= 2 * ORDERS, 180_000, 500);
  const deliveredAt = Date.now();
  const allIn = new Set(mine().map((m) => m.to.join())).size;
  await pause(DUPLICATE_WATCH_MS);
  const messages = mine();
  // Two messages per recipient is the target: anything beyond (same Message-ID or not) is a duplicate.
  const duplicates = messages.length - 2 * new Set(messages.map((m) => m.to.join())).size;
  const unsent = await outbox(`select count(*)::int as n from outbox b join orders o on b.dedupe_key = 'order-confirmation:' || o.id
    where o.token = any($1) and b.sent_at is null`);

  return [
    exactly('faults.smtp.deliveredWhileDown', 'Confirmations delivered while SMTP was down', duringOutage, 0),
    exactly('faults.smtp.waitingWhileDown', 'Confirmations waiting in the outbox at the end of the outage', waiting, ORDERS),
    { key: 'faults.smtp.failedAttempts', label: 'Failed send attempts recorded while SMTP was down', value: failedAttempts, target: '> 0 (the outage was felt)', pass: failedAttempts > 0 },
    exactly('faults.smtp.delivered', `Confirmations delivered after SMTP came back (of ${ORDERS})`, allIn, ORDERS),
    exactly('faults.smtp.duplicates', 'Messages delivered more than once', duplicates, 0),
    exactly('faults.smtp.unsent', 'Outbox rows still unsent', unsent, 0),
    { key: 'faults.smtp.secondsToDeliver', label: 'Seconds from SMTP back to the last confirmation', value: Number(((deliveredAt - upAt) / 1000).toFixed(1)), target: 'info (backoff)', pass: true },
  ];
}
