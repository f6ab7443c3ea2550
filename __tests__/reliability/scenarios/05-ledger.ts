import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { barrier, concurrently, createGiftCard, is5xx, LOCALE, sessionFor } from '../client';
import { checkInvariants, control, exactly, withPool } from '../invariants';
import { LoopbackVisitor } from '../loopback-visitor';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * Scenario 5: ledger integrity. Fifty visitors (each from an address of its own, so that the
 * per-address limit on code attempts is not what stops them) order at the same moment, all paying with
 * one gift card worth five of their orders; fifty more order at once with one single-use promo code.
 * The card gives its balance and no more, the code is used once, and the card's balance is the sum of
 * its ledger. The controls run the unguarded read-check-write (no lock, no conditional update) from
 * this process, on a card and a code of their own, and overspend.
 */

const REDEMPTIONS = 50;
const ORDERS_COVERED = 5;
const SLUG = 'luge';
const VARIATION = 'nz-luge-five-rides';
/** A card gateway: an order the card does not cover waits for the visitor at the provider's page. */
const GATEWAY = 'nz-windcave';

const CHECKOUT = `query($code: String, $gatewayId: ID) { getCheckout(code: $code, gatewayId: $gatewayId) { total { amount } } }`;

interface Outcome {
  status: number;
  /** 'placed', or the typed problem's code, or 'error …'. */
  kind: string;
}

/** Fifty visitors with one luge ticket each in their carts, on a session with room for all; and the price. */
async function fiftyCarts(stack: Stack, daysAhead: number, firstHost: number) {
  const session = await sessionFor(stack, SLUG, daysAhead);
  await withPool(stack.databaseUrl, (pool) => pool.query('update sessions set capacity = sold + $1 where id = $2', [REDEMPTIONS * 2, session.id]));
  const visitors = Array.from({ length: REDEMPTIONS }, (_, i) => new LoopbackVisitor(stack, i % stack.apps.length, firstHost + i));
  const added = await concurrently(REDEMPTIONS, (i) => visitors[i].addToCart(SLUG, session.id, VARIATION));
  const notAdded = added.filter((a) => a.kind !== 'CartUpdated');
  if (notAdded.length) throw new Error(`${notAdded.length} carts not filled: ${JSON.stringify(notAdded[0])}`);
  const quote = await visitors[0].graphql<{ getCheckout: { total: { amount: number } } }>(CHECKOUT, { code: null, gatewayId: null });
  const price = quote.data?.getCheckout.total.amount ?? 0;
  if (!price) throw new Error(`no price: ${JSON.stringify(quote)}`);
  return { visitors, price };
}

/** Every visitor orders with `code` at once. */
function orderAtOnce(visitors: LoopbackVisitor[], code: string): Promise<Outcome[]> {
  return concurrently(visitors.length, async (i) => {
    const answer = await visitors[i].order({ code, gatewayId: GATEWAY, email: `ledger-${i}@example.com` });
    const result = answer.result;
    const kind = result?.__typename === 'CheckoutProblem' ? (result.code ?? 'problem') : result?.__typename === 'OrderPlaced' ? 'placed' : `error ${answer.status} ${JSON.stringify(answer.errors ?? '')}`;
    return { status: answer.status, kind };
  });
}

const count = (outcomes: Outcome[], kind: string) => outcomes.filter((o) => o.kind === kind).length;

function logOthers(stack: Stack, outcomes: Outcome[], expected: string[]) {
  const others = outcomes.filter((o) => !expected.includes(o.kind)).map((o) => o.kind);
  for (const kind of new Set(others)) stack.log(`  ${others.filter((k) => k === kind).length} × ${kind.slice(0, 300)}`);
  return others.length;
}

/**
 * The control for the card: the textbook unguarded redemption (sum the ledger, and if it covers the
 * amount, write a debit) with no lock on the card, fifty at once. Every caller sums before any debits
 * (a barrier), as concurrent requests can: left to timing, on a quiet machine the first debits were
 * written before the later callers had summed, and the card was not overdrawn. Its rows are removed
 * afterwards.
 */
async function unguardedCardDebits(databaseUrl: string, price: number): Promise<{ taken: number; value: number }> {
  const value = ORDERS_COVERED * price;
  const pool = new Pool({ connectionString: databaseUrl, max: REDEMPTIONS });
  const everyoneSummed = barrier(REDEMPTIONS);
  try {
    const card = await createGiftCard(pool, value);
    await concurrently(REDEMPTIONS, async () => {
      const { rows } = await pool.query<{ balance: number }>('select coalesce(sum(amount), 0)::int as balance from gift_card_transactions where gift_card_id = $1', [card.id]);
      await everyoneSummed();
      if (rows[0].balance >= price) await pool.query(`insert into gift_card_transactions (gift_card_id, amount, reason) values ($1, $2, 'redemption')`, [card.id, -price]);
    });
    const { rows } = await pool.query<{ taken: number }>(`select coalesce(-sum(amount), 0)::int as taken from gift_card_transactions where gift_card_id = $1 and amount < 0`, [card.id]);
    await pool.query('delete from gift_card_transactions where gift_card_id = $1', [card.id]);
    await pool.query('delete from gift_cards where id = $1', [card.id]);
    return { taken: rows[0].taken, value };
  } finally {
    await pool.end();
  }
}

/**
 * The control for the code: the ORM-style use (load the code, check uses < max_uses, save uses + 1 as
 * read) with no lock and no conditional update, fifty at once: every caller that read 0 is granted it.
 * The callers read before any of them writes (a barrier), as concurrent requests can: left to connection
 * timing, the first caller sometimes finished before the others had read, and the control showed nothing.
 */
async function unguardedPromoUses(databaseUrl: string, promoId: string): Promise<number> {
  const pool = new Pool({ connectionString: databaseUrl, max: REDEMPTIONS });
  const everyoneRead = barrier(REDEMPTIONS);
  try {
    const granted = await concurrently(REDEMPTIONS, async () => {
      const { rows } = await pool.query<{ uses: number; max_uses: number }>('select uses, max_uses from promo_codes where id = $1', [promoId]);
      await everyoneRead();
      if (rows[0].uses >= rows[0].max_uses) return false;
      await pool.query('update promo_codes set uses = $2 where id = $1', [promoId, rows[0].uses + 1]);
      return true;
    });
    await pool.query('delete from promo_codes where id = $1', [promoId]);
    return granted.filter(Boolean).length;
  } finally {
    await pool.end();
  }
}

async function createPromo(databaseUrl: string, maxUses: number): Promise<{ id: string; code: string }> {
  const code = `RELPROMO${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  return withPool(databaseUrl, async (pool) => {
    const { rows } = await pool.query<{ id: string }>(
      `insert into promo_codes (park_id, code, kind, value, max_uses) select park_id, $1, 'percent', 10, $2 from locales where id = $3 returning id`,
      [code, maxUses, LOCALE],
    );
    return { id: rows[0].id, code };
  });
}

async function giftCardFigures(stack: Stack): Promise<Figure[]> {
  const { visitors, price } = await fiftyCarts(stack, 40, 10);
  const value = ORDERS_COVERED * price;
  const card = await withPool(stack.databaseUrl, (pool) => createGiftCard(pool, value));
  const outcomes = await orderAtOnce(visitors, card.code);
  const others = logOthers(stack, outcomes, ['placed', 'INVALID_CODE']);
  const ledger = await withPool(stack.databaseUrl, async (pool) => {
    const { rows } = await pool.query<{ debits: number; taken: number; balance: number; orders: number; mismatched: number }>(
      `select (select count(*) from gift_card_transactions where gift_card_id = $1 and amount < 0)::int as debits,
              (select coalesce(-sum(amount), 0) from gift_card_transactions where gift_card_id = $1 and amount < 0)::int as taken,
              (select coalesce(sum(amount), 0) from gift_card_transactions where gift_card_id = $1)::int as balance,
              (select count(*) from orders where gift_card_id = $1 and gift_card_amount > 0)::int as orders,
              (select count(*) from orders o where o.gift_card_id = $1 and o.gift_card_amount <> coalesce(
                 (select -sum(t.amount) from gift_card_transactions t where t.order_id = o.id), 0))::int as mismatched`,
      [card.id],
    );
    return rows[0];
  });
  const { taken } = await unguardedCardDebits(stack.databaseUrl, price);
  return [
    exactly('ledger.giftCard.ordersPaidWithCard', `Orders paid with the card (worth ${ORDERS_COVERED} orders)`, ledger.orders, ORDERS_COVERED),
    { key: 'ledger.giftCard.taken', label: `Cents taken from the card (value ${value})`, value: ledger.taken, target: `≤ ${value}`, pass: ledger.taken <= value },
    exactly('ledger.giftCard.debits', 'Debits in the ledger', ledger.debits, ORDERS_COVERED),
    exactly('ledger.giftCard.balance', 'Balance afterwards = sum of the ledger (cents)', ledger.balance, value - ledger.taken),
    exactly('ledger.giftCard.orderLedgerMismatch', 'Orders whose gift-card amount differs from their ledger entries', ledger.mismatched, 0),
    exactly('ledger.giftCard.refusedTyped', 'Visitors refused with a typed INVALID_CODE', count(outcomes, 'INVALID_CODE'), REDEMPTIONS - ORDERS_COVERED),
    exactly('ledger.giftCard.otherOutcomes', 'Visitors with any other outcome', others, 0),
    exactly('ledger.giftCard.http5xx', 'HTTP 5xx answers', outcomes.filter((o) => is5xx(o.status)).length, 0),
    control('ledger.control.giftCardTaken', `Control (no lock): cents taken from a card worth ${value}`, taken, taken > value),
  ];
}

async function promoFigures(stack: Stack): Promise<Figure[]> {
  const { visitors } = await fiftyCarts(stack, 41, 70);
  const promo = await createPromo(stack.databaseUrl, 1);
  const outcomes = await orderAtOnce(visitors, promo.code);
  const others = logOthers(stack, outcomes, ['placed', 'INVALID_CODE']);
  const used = await withPool(stack.databaseUrl, async (pool) => {
    const { rows } = await pool.query<{ uses: number; orders: number }>(
      `select uses, (select count(*) from orders where promo_code_id = $1)::int as orders from promo_codes where id = $1`,
      [promo.id],
    );
    return rows[0];
  });
  const controlPromo = await createPromo(stack.databaseUrl, 1);
  const granted = await unguardedPromoUses(stack.databaseUrl, controlPromo.id);
  return [
    exactly('ledger.promo.ordersWithCode', 'Orders with the single-use code', used.orders, 1),
    exactly('ledger.promo.uses', 'Uses counted on the code (limit 1)', used.uses, 1),
    exactly('ledger.promo.placed', 'Orders placed (the code’s one use)', count(outcomes, 'placed'), 1),
    exactly('ledger.promo.refusedTyped', 'Visitors refused with a typed INVALID_CODE', count(outcomes, 'INVALID_CODE'), REDEMPTIONS - 1),
    exactly('ledger.promo.otherOutcomes', 'Visitors with any other outcome', others, 0),
    exactly('ledger.promo.http5xx', 'HTTP 5xx answers', outcomes.filter((o) => is5xx(o.status)).length, 0),
    control('ledger.control.promoGranted', 'Control (no conditional update): uses granted of a single-use code', granted, granted > 1),
  ];
}

const scenario: Scenario = {
  id: 'ledger',
  title: `Ledger integrity: ${REDEMPTIONS} concurrent redemptions of one gift card, and of one single-use promo code`,
  async run(stack) {
    return [...(await giftCardFigures(stack)), ...(await promoFigures(stack)), ...(await checkInvariants(stack, 'ledger'))];
  },
};

export default scenario;
