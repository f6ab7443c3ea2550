import { randomUUID } from 'node:crypto';
import { is5xx, sessionFor, Visitor, waitFor } from '../client';
import { chargesAtProvider, exactly, withPool, type PaymentKey } from '../invariants';
import type { Figure, Stack } from '../scenario';
import { approvedOrder } from './paid-order';

/** Beyond the adapters' 15 s timeout (lib/server/payments/provider-http.ts): the provider is out. */
const SLOW_MS = 20_000;
/** The reconciliation worker checks payments waiting over a minute, every RECONCILE_INTERVAL_SECONDS. */
const SETTLE_WITHIN_MS = 150_000;

/** The order's status (the shop's database) and its payments' charges at the provider (the sandbox's). */
const orderState = (stack: Stack, token: string) =>
  withPool(stack.databaseUrl, async (pool) => {
    const { rows } = await pool.query<{ status: string }>('select status from orders where token = $1', [token]);
    const payments = await pool.query<PaymentKey>('select p.id::text, p.provider_reference from payments p join orders o on o.id = p.order_id where o.token = $1', [token]);
    return { status: rows[0].status, charges: await chargesAtProvider(stack, payments.rows) };
  });

/**
 * 8c: the visitor pays at the provider, no notification comes, and when the browser returns the
 * provider has stopped answering (slower than the adapter's timeout). The order must stay awaiting
 * payment (not failed, not paid on a guess), the visitor is told it is not confirmed yet, and
 * once the provider answers again the background check (reconciliation worker) settles it as paid,
 * with one charge and one confirmation. Meanwhile another visitor starts paying: that start times out,
 * and since no one can pay a page never shown, the order fails at once and the cart comes back.
 */
export async function providerTimeoutFigures(stack: Stack): Promise<Figure[]> {
  const email = `provider-timeout-${randomUUID().slice(0, 8)}@example.com`;
  const { visitor, token } = await approvedOrder(stack, 52, email, 'never');
  // A second visitor, cart filled, who will start paying while the provider is out.
  const starter = new Visitor(stack, 1);
  const session = await sessionFor(stack, 'luge', 53);
  if ((await starter.addToCart('luge', session.id, 'nz-luge-five-rides')).kind !== 'CartUpdated') throw new Error('could not fill the cart');
  stack.slowProvider('dps', SLOW_MS);
  let afterTimeout: string;
  let returned: { status: number; outcome: string };
  let started: Awaited<ReturnType<Visitor['order']>>;
  try {
    stack.log('faults: provider slow; one visitor comes back, another starts paying');
    [returned, started] = await Promise.all([visitor.confirm(token), starter.order({ email: `provider-start-${randomUUID().slice(0, 8)}@example.com` })]);
    afterTimeout = (await orderState(stack, token)).status;
  } finally {
    stack.slowProvider('dps', 0);
  }
  const afterStart = await withPool(stack.databaseUrl, async (pool) => {
    const { rows } = await pool.query<{ status: string; cart: number }>(
      `select o.status, (select count(*) from cart_items ci join carts c on c.id = ci.cart_id where c.anonymous_token = o.anonymous_token)::int as cart
       from orders o where o.anonymous_token = $1`,
      [starter.token],
    );
    return rows[0];
  });
  const recoveredAt = Date.now();
  stack.log(`faults: provider answering again; the order is ${afterTimeout}; waiting for the background check`);
  const settled = await waitFor(async () => {
    const state = await orderState(stack, token);
    return state.status !== 'awaiting_payment' ? state : null;
  }, SETTLE_WITHIN_MS, 1_000);
  const settledAfter = (Date.now() - recoveredAt) / 1000;
  // The confirmation and, apart, its tickets.
  const mails = () => stack.mail.messages.filter((m) => m.to.includes(email)).length;
  await waitFor(() => mails() >= 2, 60_000);
  const final = await orderState(stack, token);

  return [
    { key: 'faults.provider.afterTimeout', label: 'Order status after the timed-out check', value: afterTimeout, target: 'awaiting_payment', pass: afterTimeout === 'awaiting_payment' },
    // NOT_PAID: "not confirmed yet, check again"; ERROR would send the visitor to pay a second time.
    { key: 'faults.provider.visitorAnswer', label: 'What the returning visitor was told (HTTP status, outcome)', value: `${returned.status} ${returned.outcome}`, target: '200 NOT_PAID', pass: !is5xx(returned.status) && returned.outcome === 'NOT_PAID' },
    {
      // Starting a payment that times out: nobody can have paid a page the visitor never saw, so the order
      // fails at once and the cart comes back (PAYMENT_ERROR, a typed problem the visitor can retry).
      key: 'faults.provider.startTimedOut',
      label: 'A payment start that timed out: answer, order status, cart lines given back',
      value: `${started.status} ${started.result?.code ?? started.result?.__typename ?? 'error'}, ${afterStart?.status}, ${afterStart?.cart}`,
      target: '200 PAYMENT_ERROR, failed, 1',
      pass: started.status === 200 && started.result?.code === 'PAYMENT_ERROR' && afterStart?.status === 'failed' && afterStart.cart === 1,
    },
    { key: 'faults.provider.settled', label: 'Order status after the background check', value: settled?.status ?? 'awaiting_payment', target: 'paid', pass: settled?.status === 'paid' },
    { key: 'faults.provider.secondsToSettle', label: 'Seconds from the provider answering again to the order settled', value: Number(settledAfter.toFixed(1)), target: `≤ ${SETTLE_WITHIN_MS / 1000}`, pass: Boolean(settled) },
    exactly('faults.provider.charges', 'Charges at the provider', final.charges, 1),
    exactly('faults.provider.emails', 'Booking emails (the confirmation and its tickets)', mails(), 2),
  ];
}
