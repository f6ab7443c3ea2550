import type { Pool } from 'pg';
import { barrier, pause, waitFor } from '../client';
import { confirmOn, NOTIFYING_GATEWAYS, orderOn, type GatewayCase } from '../gateway-payments';
import { checkInvariants, control, exactly, providerCharges, withPool, type PaymentKey } from '../invariants';
import { NotificationCapture, type CapturedNotification } from '../notification-capture';
import { replay, withBrokenSignature, withTamperedAmount } from '../notification-replay';
import type { Figure, Scenario, Stack } from '../scenario';

const REPLAYS = 6;
const RETURNS = 2;
const FIRST_DAY = 40;
/** The mail worker runs every 5 s on each instance: a duplicate would show within a few runs. */
const DUPLICATE_WATCH_MS = 12_000;

interface PaymentRow {
  order_id: string;
  order_status: string;
  payment_id: string;
  /** The payment's record at the provider (null, and no charges, before it has one). */
  provider_id: string | null;
  provider_state: string | null;
  charges: number;
  sold: number;
  transitions: number;
  notifications: number;
}

/** The order and its payment in the shop's database, and that payment's record at the provider (the sandbox's own). */
async function paymentOf(stack: Stack, pool: Pool, token: string, sessionId: string): Promise<PaymentRow> {
  const { rows } = await pool.query<Omit<PaymentRow, 'provider_id' | 'provider_state' | 'charges'> & PaymentKey>(
    `select o.id as order_id, o.status as order_status, p.id::text as payment_id, p.id::text, p.provider_reference,
       (select sold from sessions where id = $2) as sold,
       (select count(*) from payment_events e where e.payment_id = p.id and e.kind = 'transition')::int as transitions,
       (select count(*) from payment_events e where e.payment_id = p.id and e.kind = 'notification')::int as notifications
     from orders o join payments p on p.order_id = o.id
     where o.token = $1`,
    [token, sessionId],
  );
  const { id, provider_reference, ...row } = rows[0];
  const [record] = (await providerCharges(stack, [{ id, provider_reference }])).get(id)!;
  return { ...row, provider_id: record?.id ?? null, provider_state: record?.state ?? null, charges: record?.charges ?? 0 };
}

/** Each copy goes to either instance, in a shuffled order, a few milliseconds apart. */
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

async function burst(stack: Stack, gateway: GatewayCase, notification: CapturedNotification, token: string, origin: string, returns: number) {
  const host = stack.hostFor(gateway.locale);
  const jobs = shuffled([
    ...Array.from({ length: REPLAYS }, () => ({ kind: 'notification' as const })),
    ...Array.from({ length: returns }, () => ({ kind: 'return' as const })),
  ]);
  return Promise.all(
    jobs.map(async (job, i) => {
      await pause(Math.floor(Math.random() * 40));
      const status =
        job.kind === 'notification' ? await replay(stack.apps[i % 2], host, notification) : await confirmOn(stack, gateway, token, origin, i);
      return { kind: job.kind, status };
    }),
  );
}

/** What the provider's status API says right now, asked in this process through the gateway's own adapter. */
async function providerSays(gatewayId: string, paymentId: string): Promise<string> {
  const { db } = await import('@/lib/server/platform/db/client');
  const { paymentGateways, payments } = await import('@/lib/server/platform/db/schema');
  const { adapters } = await import('@/lib/server/payments/adapters');
  const { gatewayContext } = await import('@/lib/server/payments/gateway-context');
  const { eq } = await import('drizzle-orm');
  const [gateway] = await db().select().from(paymentGateways).where(eq(paymentGateways.id, gatewayId));
  const [payment] = await db().select().from(payments).where(eq(payments.id, paymentId));
  const ctx = gatewayContext(gateway)!;
  const ref = { paymentId, providerReference: payment.providerReference ?? '', amount: payment.amount, currency: payment.currency, action: payment.action as never };
  return (await adapters[gateway.type]!.status(ctx, ref)).state;
}

interface GatewayResult {
  gatewayId: string;
  captured: boolean;
  /** The order's status just before the burst: unpaid means the burst raced for the one transition. */
  beforeBurst: string;
  genuineStatuses: number[];
  returnStatuses: number[];
  brokenSignature: { status: number; actedOn: number };
  tamperedAmount: { status: number; signed: boolean } | null;
  lateFailed: { providerSaid: string; orderAfter: string; newTransitions: number; statuses: number[] };
  final: PaymentRow;
  email: string;
}

async function runGateway(stack: Stack, pool: Pool, capture: NotificationCapture, gateway: GatewayCase, day: number): Promise<GatewayResult> {
  const origin = capture.originFor(gateway.domain);
  const since = Date.now();
  const placed = await orderOn(stack, gateway, origin, day);
  const returnStatuses: number[] = [];
  await gateway.pay(placed.step);
  // Hosted fields: the card is charged when the browser comes back (our server's PAY); the provider's
  // notification follows the charge. Every other gateway notifies once the visitor approves.
  if (placed.step.__typename === 'PaymentHostedFields') returnStatuses.push(await confirmOn(stack, gateway, placed.token, origin, 0));
  const notification = await capture.next(gateway.gatewayId, since);
  const before = await paymentOf(stack, pool, placed.token, placed.sessionId);
  if (!notification) {
    return { gatewayId: gateway.gatewayId, captured: false, beforeBurst: before.order_status, genuineStatuses: [], returnStatuses, brokenSignature: { status: 0, actedOn: 0 }, tamperedAmount: null, lateFailed: { providerSaid: '', orderAfter: before.order_status, newTransitions: 0, statuses: [] }, final: before, email: placed.email };
  }
  const host = stack.hostFor(gateway.locale);

  // Forgeries first, while the order may still be unpaid: refused, and never acted on.
  const broken = await replay(stack.apps[0], host, withBrokenSignature(notification, before.provider_id ?? ''));
  const afterBroken = await paymentOf(stack, pool, placed.token, placed.sessionId);
  const amountCopy = withTamperedAmount(notification);
  const signed = !('x-notification-secret' in notification.headers);
  const tamperedAmount = amountCopy ? { status: await replay(stack.apps[1], host, amountCopy), signed } : null;

  // The genuine notification six times and the browser's return, concurrently, out of order, both instances.
  const beforeBurst = (await paymentOf(stack, pool, placed.token, placed.sessionId)).order_status;
  const results = await burst(stack, gateway, notification, placed.token, origin, RETURNS);
  returnStatuses.push(...results.filter((r) => r.kind === 'return').map((r) => r.status));
  await waitFor(async () => (await paymentOf(stack, pool, placed.token, placed.sessionId)).order_status === 'paid', 20_000);

  // Then the provider says the payment failed (as a late or out-of-order message would) and the
  // notification and a return come again: a paid order stays paid.
  const paid = await paymentOf(stack, pool, placed.token, placed.sessionId);
  // The provider's side of it, in the sandbox's own database.
  await withPool(stack.sandboxDatabaseUrl, (provider) => provider.query('update sandbox_payments set state = $2 where id = $1', [paid.provider_id, gateway.failedState]));
  const providerSaid = await providerSays(gateway.gatewayId, paid.payment_id).catch((error: Error) => `error: ${error.message}`);
  const late = await burst(stack, gateway, notification, placed.token, origin, 1);
  await pause(500);
  const afterLate = await paymentOf(stack, pool, placed.token, placed.sessionId);
  await withPool(stack.sandboxDatabaseUrl, (provider) => provider.query('update sandbox_payments set state = $2 where id = $1', [paid.provider_id, paid.provider_state]));

  return {
    gatewayId: gateway.gatewayId,
    captured: true,
    beforeBurst,
    genuineStatuses: results.filter((r) => r.kind === 'notification').map((r) => r.status),
    returnStatuses,
    brokenSignature: { status: broken, actedOn: afterBroken.notifications - before.notifications },
    tamperedAmount,
    lateFailed: { providerSaid, orderAfter: afterLate.order_status, newTransitions: afterLate.transitions - paid.transitions, statuses: late.map((r) => r.status) },
    final: afterLate,
    email: placed.email,
  };
}

/**
 * Late money replayed: the order expired and gave its places back before the visitor paid, then the
 * notification comes six times with two returns. The places must be sold again once.
 */
async function lateMoney(stack: Stack, pool: Pool, capture: NotificationCapture, day: number) {
  const gateway = NOTIFYING_GATEWAYS[0];
  const origin = capture.originFor(gateway.domain);
  const placed = await orderOn(stack, gateway, origin, day, 2);
  const expired = await expire(pool, placed.token, placed.buyer.token, placed.sessionId);
  const since = Date.now();
  await gateway.pay(placed.step);
  const notification = await capture.next(gateway.gatewayId, since);
  if (!notification) throw new Error('no notification for the late payment');
  const results = await burst(stack, gateway, notification, placed.token, origin, RETURNS);
  await waitFor(async () => (await paymentOf(stack, pool, placed.token, placed.sessionId)).order_status === 'paid', 20_000);
  await pause(1_000);
  return { expired, statuses: results.map((r) => r.status), final: await paymentOf(stack, pool, placed.token, placed.sessionId) };
}

/** Moves the order's payment deadline into the past and waits for the instances' reconciler to expire it. */
async function expire(pool: Pool, token: string, visitorToken: string, sessionId: string): Promise<boolean> {
  await pool.query(`update orders set expires_at = now() - interval '1 second' where token = $1`, [token]);
  const expired = await waitFor(async () => (await pool.query<{ status: string }>('select status from orders where token = $1', [token])).rows[0].status === 'expired', 30_000);
  await pool.query('delete from cart_items where cart_id in (select id from carts where anonymous_token = $1)', [visitorToken]);
  await pool.query('delete from holds where session_id = $1', [sessionId]);
  return expired;
}

/**
 * The control: the late-money transition without its guard (the order row read without `for update`),
 * run six times at once in this process through the app's own repository (resellOrderPlaces) on an
 * expired order of its own. Every copy reads the order before any writes (a barrier), so each sees it
 * unpaid and sells its places again: left to timing, one copy sometimes committed before the others had
 * read, and the control showed nothing. It lives only here. Afterwards the order and the session are put
 * back as they were; no provider payment was approved for it.
 */
async function unguardedLateMoney(stack: Stack, pool: Pool, capture: NotificationCapture, day: number): Promise<number> {
  const gateway = NOTIFYING_GATEWAYS[0];
  const placed = await orderOn(stack, gateway, capture.originFor(gateway.domain), day, 2);
  await expire(pool, placed.token, placed.buyer.token, placed.sessionId);
  const { db } = await import('@/lib/server/platform/db/client');
  const { resellOrderPlaces } = await import('@/lib/server/orders/order-repository');
  const { sql } = await import('drizzle-orm');
  const { rows } = await pool.query<{ id: string; sold: number }>('select o.id, s.sold from orders o, sessions s where o.token = $1 and s.id = $2', [placed.token, placed.sessionId]);
  const { id, sold } = rows[0];
  // Each copy holds one of the pool's ten connections while it waits.
  const everyoneRead = barrier(REPLAYS);
  await Promise.all(
    Array.from({ length: REPLAYS }, () =>
      db().transaction(async (tx) => {
        const order = (await tx.execute<{ status: string }>(sql`select status from orders where id = ${id}`)).rows[0];
        await everyoneRead();
        if (order.status === 'paid') return;
        if (await resellOrderPlaces(tx, id, new Date())) await tx.execute(sql`update orders set status = 'paid' where id = ${id}`);
      }),
    ),
  );
  const after = (await pool.query<{ sold: number }>('select sold from sessions where id = $1', [placed.sessionId])).rows[0].sold;
  await pool.query(`update orders set status = 'expired', places_sold = false where id = $1`, [id]);
  await pool.query('update sessions set sold = $2 where id = $1', [placed.sessionId, sold]);
  return after - sold;
}

const scenario: Scenario = {
  id: 'notifications',
  title: `Replay-safe notifications: every notifying gateway's notification ${REPLAYS}× concurrently, out of order, racing the return`,
  async run(stack) {
    const capture = new NotificationCapture();
    await capture.start(stack.notificationPort);
    // Orders are placed through instance 1 (gateway-payments.ts orderOn): its provider URLs lead to the capture.
    await stack.startApp(1, { PUBLIC_PORT: String(stack.notificationPort) });
    try {
      return await withPool(stack.databaseUrl, async (pool) => {
        const results: GatewayResult[] = [];
        for (const [i, gateway] of NOTIFYING_GATEWAYS.entries()) {
          const result = await runGateway(stack, pool, capture, gateway, FIRST_DAY + i);
          const f = result.final;
          stack.log(
            `  ${gateway.gatewayId}: ${result.beforeBurst} before the burst; replays ${result.genuineStatuses.join(',')} returns ${result.returnStatuses.join(',')}; forged ${result.brokenSignature.status}` +
              `${result.tamperedAmount ? `, amount tampered ${result.tamperedAmount.status}` : ', no amount in it'}; late failure (provider said ${result.lateFailed.providerSaid}) → ${result.lateFailed.orderAfter};` +
              ` order ${f.order_status}, ${f.transitions} transition(s), ${f.charges} charge(s), sold ${f.sold}`,
          );
          results.push(result);
        }
        const late = await lateMoney(stack, pool, capture, FIRST_DAY + NOTIFYING_GATEWAYS.length);
        stack.log(`  late money: expired ${late.expired}; answers ${late.statuses.join(',')}; order ${late.final.order_status}, sold ${late.final.sold}, ${late.final.transitions} transition(s)`);
        const controlExtra = await unguardedLateMoney(stack, pool, capture, FIRST_DAY + NOTIFYING_GATEWAYS.length + 1);

        const mails = (email: string) => stack.mail.messages.filter((m) => m.to.includes(email)).length;
        // Each paid booking mails its confirmation and, apart, its tickets.
        await waitFor(() => results.every((r) => mails(r.email) >= 2), 60_000);
        await pause(DUPLICATE_WATCH_MS);

        const n = results.length;
        const all = <T>(pick: (r: GatewayResult) => T[]) => results.flatMap(pick);
        const signedAmounts = results.filter((r) => r.tamperedAmount?.signed);
        const hintAmounts = results.filter((r) => r.tamperedAmount && !r.tamperedAmount.signed);
        const figures: Figure[] = [
          exactly('notifications.gateways', 'Notifying gateways exercised (notification captured from the sandbox)', results.filter((r) => r.captured).length, NOTIFYING_GATEWAYS.length),
          {
            key: 'notifications.racedUnpaid',
            label: 'Gateways whose order was still unpaid when the burst began (Mastercard is paid by the return that charges)',
            value: results.filter((r) => r.beforeBurst === 'awaiting_payment').length,
            target: 'info',
            pass: true,
          },
          exactly('notifications.replayRefused', `Genuine replays (${REPLAYS} per gateway) answered other than 2xx`, all((r) => r.genuineStatuses).filter((s) => s < 200 || s > 299).length, 0),
          exactly('notifications.http5xx', 'HTTP 5xx answers (replays and returns)', all((r) => [...r.genuineStatuses, ...r.returnStatuses, ...r.lateFailed.statuses]).filter((s) => s >= 500 || s === 0).length, 0),
          exactly('notifications.paidOrders', 'Orders paid', results.filter((r) => r.final.order_status === 'paid').length, n),
          exactly('notifications.transitions', 'Orders moved more than once (transition events > 1)', results.filter((r) => r.final.transitions !== 1).length, 0),
          exactly('notifications.charges', 'Charges at the provider', results.reduce((sum, r) => sum + r.final.charges, 0), n),
          exactly('notifications.soldCountedOnce', 'Sessions whose sold places ≠ the one place ordered', results.filter((r) => r.final.sold !== 1).length, 0),
          exactly('notifications.emails', 'Booking emails delivered (a confirmation and its tickets per order)', results.reduce((sum, r) => sum + mails(r.email), 0), 2 * n),
          exactly('notifications.lateFailure.providerSaidFailed', 'Provider answering “failed” after paid (state rewound)', results.filter((r) => r.lateFailed.providerSaid === 'declined').length, n),
          exactly('notifications.lateFailure.stillPaid', 'Orders still paid after the late failure, its replays and a return', results.filter((r) => r.lateFailed.orderAfter === 'paid' && r.lateFailed.newTransitions === 0).length, n),
          exactly('notifications.forged.rejected', 'Forged copies (signature/secret altered, or unknown payment id) answered 401', results.filter((r) => r.brokenSignature.status === 401).length, n),
          exactly('notifications.forged.actedOn', 'Forged copies acted on (verified, provider asked)', results.reduce((sum, r) => sum + r.brokenSignature.actedOn, 0), 0),
          exactly('notifications.tamperedAmount.rejected', `Signed notifications with the amount changed answered 401 (${signedAmounts.map((r) => r.gatewayId).join(', ')})`, signedAmounts.filter((r) => r.tamperedAmount!.status === 401).length, signedAmounts.length),
          {
            key: 'notifications.tamperedAmount.unsignedBody',
            label: `Unsigned bodies with the amount changed (${hintAmounts.map((r) => r.gatewayId).join(', ') || 'none'}): taken as a hint only, order paid at our amount`,
            value: hintAmounts.filter((r) => r.final.order_status === 'paid' && r.final.charges === 1).length,
            target: `= ${hintAmounts.length}`,
            pass: hintAmounts.every((r) => r.final.order_status === 'paid' && r.final.charges === 1),
          },
          { key: 'notifications.lateMoney.order', label: 'Late money (order expired first), replayed: order', value: late.final.order_status, target: 'paid', pass: late.expired && late.final.order_status === 'paid' },
          exactly('notifications.lateMoney.sold', 'Late money, replayed: places sold again (2 ordered)', late.final.sold, 2),
          exactly('notifications.lateMoney.transitions', 'Late money, replayed: transitions', late.final.transitions, 1),
          control('notifications.control.extraPlaces', `Control (late-money transition without the order lock, ${REPLAYS}× at once): places sold beyond the 2 ordered`, controlExtra - 2, controlExtra > 2),
        ];
        return [...figures, ...(await checkInvariants(stack, 'notifications'))];
      });
    } finally {
      await capture.stop();
      await stack.startApp(1);
    }
  },
};

export default scenario;
