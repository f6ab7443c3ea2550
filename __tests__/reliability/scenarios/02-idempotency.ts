import { randomUUID } from 'node:crypto';
import { choose, concurrently, createGiftCard, is5xx, pause, sessionFor, Visitor, waitFor } from '../client';
import { chargesAtProvider, checkInvariants, exactly, withPool, type PaymentKey } from '../invariants';
import type { Scenario } from '../scenario';

const CONCURRENT = 5;
const DROPPED = 3;
const SLUG = 'luge';
const VARIATION = 'nz-luge-five-rides';
/** The mail worker runs every 5 s on each instance: a duplicate would show within a few runs. */
const DUPLICATE_WATCH_MS = 12_000;

const scenario: Scenario = {
  id: 'idempotency',
  title: `Idempotent ordering: ${CONCURRENT} concurrent calls with one key and ${DROPPED} retries whose response was dropped`,
  async run(stack) {
    const session = await sessionFor(stack, SLUG, 12);
    const card = await withPool(stack.databaseUrl, (pool) => createGiftCard(pool, 2_000));
    const email = `idempotency-${randomUUID()}@example.com`;
    const visitor = new Visitor(stack);
    const added = await visitor.addToCart(SLUG, session.id, VARIATION);
    if (added.kind !== 'CartUpdated') throw new Error(`could not fill the cart: ${added.kind}`);

    const key = randomUUID();
    const statuses: number[] = [];
    // Each copy goes to either instance; the dropped ones are aborted once sent, before any answer.
    const answers = await Promise.all([
      ...Array.from({ length: CONCURRENT }, async (_, i) => {
        const answer = await visitor.on(i).order({ idempotencyKey: key, code: card.code, email });
        statuses.push(answer.status);
        return answer.result?.order?.token ?? `problem: ${answer.result?.code ?? answer.status}`;
      }),
      ...Array.from({ length: DROPPED }, async (_, i) => {
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 20 + i * 40);
        await visitor.order({ idempotencyKey: key, code: card.code, email }, controller.signal).catch(() => undefined);
        return null;
      }),
    ]);
    // The client's retry after the dropped answers: it must get the same order.
    await pause(500);
    const retried = await visitor.order({ idempotencyKey: key, code: card.code, email });
    statuses.push(retried.status);
    const tokens = new Set([...answers.filter((a): a is string => a !== null), retried.result?.order?.token ?? 'none']);
    if (tokens.size > 1) stack.log(`  answers differ: ${[...tokens].map((t) => (t.startsWith('problem') ? t : 'an order')).join(', ')}`);
    const paymentUrl = retried.result?.payment?.url;
    const token = retried.result?.order?.token;
    if (!paymentUrl || !token) throw new Error(`no payment step: ${JSON.stringify(retried)}`);

    // Pay once, with the provider notifying twice and the browser coming back to both instances.
    await choose(paymentUrl, 'approve', 'twice');
    const confirmations = await concurrently(4, (i) => visitor.on(i).confirm(token));
    statuses.push(...confirmations.map((c) => c.status));

    // The same key for another purchase is refused, and changes nothing.
    const other = await sessionFor(stack, SLUG, 13);
    await visitor.addToCart(SLUG, other.id, VARIATION);
    const reused = await visitor.order({ idempotencyKey: key, code: card.code, email });
    statuses.push(reused.status);

    // A paid booking mails its confirmation and, apart, its tickets (lib/server/orders/booking-confirmation.ts).
    const mails = () => stack.mail.messages.filter((m) => m.to.includes(email)).length;
    await waitFor(() => mails() >= 2, 60_000);
    await pause(DUPLICATE_WATCH_MS);

    const counts = await withPool(stack.databaseUrl, async (pool) => {
      const { rows } = await pool.query<{ orders: number; paid: number; debits: number; balance: number }>(
        `select (select count(*) from orders where anonymous_token = $1)::int as orders,
                (select count(*) from orders where anonymous_token = $1 and status = 'paid')::int as paid,
                (select count(*) from gift_card_transactions where gift_card_id = $2 and amount < 0)::int as debits,
                (select coalesce(sum(amount), 0) from gift_card_transactions where gift_card_id = $2)::int as balance`,
        [visitor.token, card.id],
      );
      const payments = await pool.query<PaymentKey>(
        'select p.id::text, p.provider_reference from payments p join orders o on o.id = p.order_id where o.anonymous_token = $1',
        [visitor.token],
      );
      return { ...rows[0], charges: await chargesAtProvider(stack, payments.rows) };
    });
    await visitor.graphql('mutation { emptyCart { id } }', {});

    return [
      exactly('idempotency.orders', 'Orders for the key', counts.orders, 1),
      exactly('idempotency.sameAnswer', 'Distinct orders in the answers', tokens.size, 1),
      exactly('idempotency.paidOrders', 'Paid orders', counts.paid, 1),
      exactly('idempotency.charges', 'Charges at the provider', counts.charges, 1),
      exactly('idempotency.giftCardDebits', 'Gift-card debits', counts.debits, 1),
      exactly('idempotency.giftCardBalance', 'Gift-card balance left (cents; NZ$20 card spent in full)', counts.balance, 0),
      exactly('idempotency.emails', 'Booking emails delivered (the confirmation and its tickets)', mails(), 2),
      {
        key: 'idempotency.keyReuseRefused',
        label: 'Same key, different cart: refused with a typed problem',
        value: reused.result?.code ?? String(reused.result?.__typename),
        target: 'IDEMPOTENCY_KEY_REUSED',
        pass: reused.result?.code === 'IDEMPOTENCY_KEY_REUSED',
      },
      exactly('idempotency.http5xx', 'HTTP 5xx answers', statuses.filter(is5xx).length, 0),
      ...(await checkInvariants(stack, 'idempotency')),
    ];
  },
};

export default scenario;
