import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Pool } from 'pg';
import { E2E_DATABASE_URL, PORT } from './helpers';

const INSTANCES = [PORT, PORT + 1];

async function graphql(request: APIRequestContext, port: number, query: string, variables: object, token = randomUUID()) {
  const response = await request.post(`http://127.0.0.1:${port}/api/graphql`, {
    data: { query, variables },
    headers: { host: `nz.localhost:${port}`, 'content-type': 'application/json', 'x-anonymous-token': token },
  });
  return { status: response.status(), body: await response.json() };
}

const ADD = `mutation addToCart($input: AddToCartInput!) {
  addToCart(input: $input) {
    __typename
    ... on CartUpdated { cart { total { amount currency } items { id holdExpiresAt } } }
    ... on SoldOut { remaining }
    ... on InvalidSelection { code }
  }
}`;

test('50 concurrent add-to-cart requests through two instances hold exactly the last 5 places', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: it is not about the viewport');
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const { body } = await graphql(request, PORT, 'query getSessions($date: Date!) { getSessions(slug: "luge", date: $date) { id remaining } }', { date: day });
  const session = body.data.getSessions[2];
  expect(session.remaining).toBe(16);

  const pool = new Pool({ connectionString: E2E_DATABASE_URL, max: 1 });
  await pool.query('update sessions set sold = capacity - 5 where id = $1', [session.id]);

  const input = { activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: 'nz-luge-five-rides', quantity: 1 }] };
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) => graphql(request, INSTANCES[i % 2], ADD, { input })),
  );
  expect(results.map((r) => r.status).filter((status) => status !== 200)).toEqual([]);
  const kinds = results.map((r) => r.body.data.addToCart.__typename);
  expect(kinds.filter((k) => k === 'CartUpdated')).toHaveLength(5);
  expect(kinds.filter((k) => k === 'SoldOut')).toHaveLength(45);
  const { rows } = await pool.query('select coalesce(sum(places), 0)::int as held from holds where session_id = $1 and expires_at > now()', [session.id]);
  await pool.end();
  expect(rows[0].held).toBe(5);
  const updated = results.find((r) => r.body.data.addToCart.__typename === 'CartUpdated')!;
  // The price comes from the catalogue: NZ$59 for five rides (weekday) or NZ$64.90 on a weekend.
  expect([5900, 6490]).toContain(updated.body.data.addToCart.cart.total.amount);
});

test('a price, total or capacity sent by the client is not even accepted', async ({ request }) => {
  const { status, body } = await graphql(request, PORT, ADD, {
    input: { activitySlug: 'luge', sessionId: randomUUID(), tickets: [{ variationId: 'nz-luge-five-rides', quantity: 1, price: 1 }] },
  });
  expect(status).toBe(400);
  expect(JSON.stringify(body.errors)).toMatch(/price/);
});
