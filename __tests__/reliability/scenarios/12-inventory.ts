import { randomUUID } from 'node:crypto';
import { concurrently, is5xx, sessionFor } from '../client';
import { control, withPool } from '../invariants';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * Denial of inventory (issue #21): a visitor makes up as many anonymous tokens as they like, so places are
 * limited per client address too (lib/server/carts/cart-service.ts). 50 made-up tokens from one address,
 * then 50 spread over 10 addresses, try to hold every place of a 500-place session, each token adding 10
 * places at a time until refused. The instance under attack runs the limits as shipped, and trusts
 * X-Forwarded-For so that each request can name its address. The control lifts the limits on another
 * instance and runs the same attack from one address: it empties its session.
 */
const SLUG = 'luge';
const VARIATION = 'nz-luge-five-rides';
const CAPACITY = 500;
const TOKENS = 50;
const PER_ADD = 10;
const ADDS_PER_TOKEN = 10;
const PLACES_PER_ADDRESS = 40;

const ADD = `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename } }`;

/** One made-up visitor's adds from `address`, until one is refused; the HTTP statuses it got. */
async function grab(stack: Stack, app: number, sessionId: string, address: string): Promise<number[]> {
  const token = randomUUID();
  const statuses: number[] = [];
  for (let i = 0; i < ADDS_PER_TOKEN; i++) {
    const response = await fetch(`${stack.apps[app]}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-page-origin': `http://${stack.hostFor('nz')}`,
        'x-anonymous-token': token,
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ query: ADD, variables: { input: { activitySlug: SLUG, sessionId, tickets: [{ variationId: VARIATION, quantity: PER_ADD }] } } }),
    });
    statuses.push(response.status);
    const body = (await response.json().catch(() => ({}))) as { data?: { addToCart?: { __typename: string } } };
    if (body.data?.addToCart?.__typename !== 'CartUpdated') break;
  }
  return statuses;
}

const held = (stack: Stack, sessionId: string) =>
  withPool(stack.databaseUrl, async (pool) => (await pool.query<{ held: number }>('select coalesce(sum(places), 0)::int as held from holds where session_id = $1 and expires_at > now()', [sessionId])).rows[0].held);

const scenario: Scenario = {
  id: 'inventory',
  title: `Denial of inventory: ${TOKENS} made-up tokens from one address, then from 10, try to hold a ${CAPACITY}-place session`,
  async run(stack) {
    const sessions = await Promise.all([30, 31, 32].map((days) => sessionFor(stack, SLUG, days)));
    const ids = sessions.map((s) => s.id);
    await withPool(stack.databaseUrl, (pool) => pool.query('update sessions set capacity = $1, sold = 0 where id = any($2::uuid[])', [CAPACITY, ids]));
    const [oneAddress, tenAddresses, controlSession] = ids;
    const statuses: number[] = [];
    // Empty strings are unset: the limits as shipped (the stack lifts the per-address ones for its crowds).
    await stack.startApp(1, { PLACES_PER_ADDRESS: '', ADD_TO_CART_PER_ADDRESS: '', TRUST_PROXY: 'on' });
    await stack.startApp(0, { PLACES_PER_CART: '1000000', ADD_TO_CART_PER_TOKEN: '1000000', TRUST_PROXY: 'on' });
    try {
      statuses.push(...(await concurrently(TOKENS, () => grab(stack, 1, oneAddress, '203.0.113.10'))).flat());
      statuses.push(...(await concurrently(TOKENS, (i) => grab(stack, 1, tenAddresses, `198.51.100.${(i % 10) + 1}`))).flat());
      statuses.push(...(await concurrently(TOKENS, () => grab(stack, 0, controlSession, '203.0.113.20'))).flat());
    } finally {
      await stack.startApp(0);
      await stack.startApp(1);
    }
    const [fromOne, fromTen, controlHeld] = await Promise.all(ids.map((id) => held(stack, id)));
    await withPool(stack.databaseUrl, (pool) => pool.query('delete from holds where session_id = any($1::uuid[])', [ids]));
    const figures: Figure[] = [
      { key: 'inventory.oneAddressHeld', label: `places held by ${TOKENS} tokens from one address`, value: fromOne, target: `= ${PLACES_PER_ADDRESS}`, pass: fromOne === PLACES_PER_ADDRESS },
      {
        key: 'inventory.tenAddressesHeld',
        label: `places held by ${TOKENS} tokens from 10 addresses`,
        value: fromTen,
        target: `≤ ${10 * PLACES_PER_ADDRESS}, session not empty`,
        pass: fromTen <= 10 * PLACES_PER_ADDRESS && fromTen < CAPACITY,
      },
      { key: 'inventory.serverErrors', label: 'add-to-cart answers 5xx', value: statuses.filter(is5xx).length, target: '0', pass: !statuses.some(is5xx) },
      control('inventory.control', `control (limits lifted): places held from one address of ${CAPACITY}`, controlHeld, controlHeld === CAPACITY),
    ];
    return figures;
  },
};

export default scenario;
