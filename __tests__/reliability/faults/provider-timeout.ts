import { randomUUID } from 'node:crypto';
import { is5xx, waitFor } from '../client';
import { exactly, withPool } from '../invariants';
import type { Figure, Stack } from '../scenario';
import { approvedOrder } from './paid-order';

/** Beyond the adapters' 15 s timeout (lib/server/payments/provider-http.ts): the provider is out. */
const SLOW_MS = 20_000;
/** The reconciliation worker checks payments waiting over a minute, every RECONCILE_INTERVAL_SECONDS. */
const SETTLE_WITHIN_MS = 150_000;

const orderState = (stack: Stack, token: string) =>
  withPool(stack.databaseUrl, async (pool) => {
    const { rows } = await pool.query<{ status: string; charges: number }>(
      `select o.status, (select coalesce(sum(sp.charges), 0) from payments p join sandbox_payments sp on sp.merchant_reference = p.id::text
         where p.order_id = o.id)::int as charges from orders o where o.token = $1`,
      [token],
    );
    return rows[0];
  });

/**
 * 8c: the visitor pays at the provider, no notification comes, and when the browser returns the
 * provider has stopped answering (slower than the adapter's timeout). The order must stay awaiting
 * payment (not failed, not paid on a guess), the visitor is told it is not confirmed yet, and
 * once the provider answers again the background check (reconciliation worker) settles it as paid,
 * with one charge and one confirmation.
 */
export async function providerTimeoutFigures(stack: Stack): Promise<Figure[]> {
  const email = `provider-timeout-${randomUUID().slice(0, 8)}@example.com`;
  const { visitor, token } = await approvedOrder(stack, 52, email, 'never');
  stack.slowProvider('dps', SLOW_MS);
  let afterTimeout: string;
  let returned: { status: number; outcome: string };
  try {
    stack.log('faults: provider slow; the visitor comes back');
    returned = await visitor.confirm(token);
    afterTimeout = (await orderState(stack, token)).status;
  } finally {
    stack.slowProvider('dps', 0);
  }
  const recoveredAt = Date.now();
  stack.log(`faults: provider answering again; the order is ${afterTimeout}; waiting for the background check`);
  const settled = await waitFor(async () => {
    const state = await orderState(stack, token);
    return state.status !== 'awaiting_payment' ? state : null;
  }, SETTLE_WITHIN_MS, 1_000);
  const settledAfter = (Date.now() - recoveredAt) / 1000;
  const mails = () => stack.mail.messages.filter((m) => m.to.includes(email)).length;
  await waitFor(mails, 60_000);
  const final = await orderState(stack, token);

  return [
    { key: 'faults.provider.afterTimeout', label: 'Order status after the timed-out check', value: afterTimeout, target: 'awaiting_payment', pass: afterTimeout === 'awaiting_payment' },
    // NOT_PAID: "not confirmed yet, check again"; ERROR would send the visitor to pay a second time.
    { key: 'faults.provider.visitorAnswer', label: 'What the returning visitor was told (HTTP status, outcome)', value: `${returned.status} ${returned.outcome}`, target: '200 NOT_PAID', pass: !is5xx(returned.status) && returned.outcome === 'NOT_PAID' },
    { key: 'faults.provider.settled', label: 'Order status after the background check', value: settled?.status ?? 'awaiting_payment', target: 'paid', pass: settled?.status === 'paid' },
    { key: 'faults.provider.secondsToSettle', label: 'Seconds from the provider answering again to the order settled', value: Number(settledAfter.toFixed(1)), target: `≤ ${SETTLE_WITHIN_MS / 1000}`, pass: Boolean(settled) },
    exactly('faults.provider.charges', 'Charges at the provider', final.charges, 1),
    exactly('faults.provider.emails', 'Confirmation emails', mails(), 1),
  ];
}
