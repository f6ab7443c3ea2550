import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import { seedIfEmpty } from '@/demo';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { cancelPayment, confirmPayment, reconcileStalePayments } from '@/lib/server/payments/payment-service';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase, withoutSharedResources } from '../helpers/test-database';

/*
 * A property-based model test of the gift-card ledger (issue #9, item 5), through the real services on
 * a real database: random sequences of orders paying with one card (debits), visitors backing out
 * (cancel, which gives the amount back), payment windows running out (expire, the same), and payments
 * that arrive, also late, after the amount was given back (the order takes it again, or is refunded
 * when the card was spent meanwhile). After every step the card's balance, which is the sum of its
 * ledger, and every order's status and ledger entries agree with a few lines of in-memory model.
 */

let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let nz: LocaleRecord;
let sessionId: string;
/** The price of one ticket, before any gift card: what an order can take from a card at most. */
let price: number;
const NOW = new Date();

async function cartWithOneTicket(): Promise<string> {
  const token = randomUUID();
  const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'zipline', sessionId, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] });
  if (added.kind !== 'added') throw new Error(`addToCart: ${added.kind}`);
  return token;
}

const placeOrder = async (code: string | null) =>
  createAndCompleteOrder({
    anonymousToken: await cartWithOneTicket(),
    locale: nz,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Model', lastName: 'Test', email: 'model@example.com', mobilePhone: '021 555 0101' },
    code,
    gatewayId: 'nz-windcave',
    acceptTerms: true,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await withoutSharedResources(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 6);
  nz = (await findLocaleById('nz'))!;
  const activity = (await findParkActivity('queenstown', 'zipline'))!;
  const day = new Date(NOW.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  sessionId = (await daySessions(activity, 'Pacific/Auckland', day, NOW))[0].id;
  await database.db.execute(sql`update sessions set capacity = sold + 100000 where id = ${sessionId}`);
  const probe = await placeOrder(null);
  if (probe.kind !== 'placed') throw new Error(probe.code);
  price = probe.order.subtotal - probe.order.discount;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

type Status = 'awaiting_payment' | 'paid' | 'cancelled' | 'expired' | 'refund_due';
interface ModelOrder {
  token: string;
  id: string;
  /** The order's gift-card amount, fixed when it was placed. */
  amount: number;
  /** What its ledger entries take from the card now. */
  taking: number;
  status: Status;
  payUrl: string | null;
  approved: boolean;
}
interface Model {
  balance: number;
  orders: ModelOrder[];
}

type Command = { kind: 'order' } | { kind: 'cancel' | 'expire' | 'pay'; pick: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'order' as const }) },
  fc.record({ kind: fc.constantFrom('cancel' as const, 'expire' as const, 'pay' as const), pick: fc.nat() }),
);

/** Applies one command to the site and to the model. */
async function step(cardCode: string, model: Model, cmd: Command): Promise<void> {
  if (cmd.kind === 'order') {
    const placed = await placeOrder(cardCode);
    if (model.balance === 0) {
      // An empty card is an invalid code (lib/server/promo-codes/code-service.ts).
      expect(placed).toMatchObject({ kind: 'problem', code: 'INVALID_CODE' });
      return;
    }
    if (placed.kind !== 'placed') throw new Error(`order refused: ${placed.code}`);
    const amount = Math.min(model.balance, price);
    expect(placed.order.giftCardAmount).toBe(amount);
    model.balance -= amount;
    const url = placed.action?.kind === 'redirect' ? placed.action.url : null;
    model.orders.push({ token: placed.order.token, id: placed.order.id, amount, taking: amount, status: amount === price ? 'paid' : 'awaiting_payment', payUrl: url, approved: false });
    return;
  }
  const order = model.orders[cmd.pick % model.orders.length];
  if (!order) return;
  if (cmd.kind === 'cancel' || cmd.kind === 'expire') {
    if (cmd.kind === 'cancel') await cancelPayment(order.token);
    else {
      await database.db.execute(sql`update orders set expires_at = now() - interval '1 minute' where id = ${order.id}`);
      await reconcileStalePayments(new Date());
    }
    if (order.status === 'awaiting_payment') {
      order.status = cmd.kind === 'cancel' ? 'cancelled' : 'expired';
      model.balance += order.taking;
      order.taking = 0;
    }
    return;
  }
  // pay: the visitor approves at the provider (once) and comes back; money may arrive late.
  if (!order.payUrl || order.approved) return;
  const approved = await fetch(order.payUrl, { method: 'POST', body: new URLSearchParams({ choice: 'approve', notify: 'never' }), redirect: 'manual' });
  expect(approved.status).toBe(303);
  order.approved = true;
  await confirmPayment(order.token);
  if (order.status === 'awaiting_payment') order.status = 'paid';
  else if (order.status === 'cancelled' || order.status === 'expired') {
    // Late money: the order takes its amount again if the card still has it, else it is refunded.
    if (model.balance >= order.amount) {
      model.balance -= order.amount;
      order.taking = order.amount;
      order.status = 'paid';
    } else order.status = 'refund_due';
  }
}

async function expectAgreement(cardId: string, model: Model): Promise<void> {
  const { rows } = await database.db.execute<{ balance: number }>(
    sql`select coalesce(sum(amount), 0)::int as balance from gift_card_transactions where gift_card_id = ${cardId}`,
  );
  expect(rows[0].balance).toBe(model.balance);
  expect(rows[0].balance).toBeGreaterThanOrEqual(0);
  for (const order of model.orders) {
    const { rows: found } = await database.db.execute<{ status: string; taking: number }>(sql`
      select o.status, coalesce((select -sum(t.amount) from gift_card_transactions t where t.order_id = o.id), 0)::int as taking
      from orders o where o.id = ${order.id}`);
    expect(found[0]).toEqual({ status: order.status, taking: order.taking });
  }
}

describe('gift-card ledger against an in-memory model', () => {
  it('agrees after every step of random debits, cancellations, expiries and (late) payments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: 0.3, max: 2.7, noNaN: true }), fc.array(command, { minLength: 1, maxLength: 8 }), async (orders, commands) => {
        const value = Math.max(1, Math.round(orders * price));
        const code = `MODEL${randomUUID().replace(/-/g, '').slice(0, 11).toUpperCase()}`;
        const [card] = (await database.db.execute<{ id: string }>(sql`
          insert into gift_cards (park_id, code, currency, value) values ('queenstown', ${code}, 'NZD', ${value}) returning id`)).rows;
        await database.db.execute(sql`insert into gift_card_transactions (gift_card_id, amount, reason) values (${card.id}, ${value}, 'issue')`);
        const model: Model = { balance: value, orders: [] };
        for (const cmd of commands) {
          await step(code, model, cmd);
          await expectAgreement(card.id, model);
        }
      }),
      { numRuns: 50 },
    );
  }, 240_000);
});
