import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { GetBookingConfirmationDocument, GetOrderDocument } from '@/graphql/generated/operations';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { serveGraphQL } from '@/lib/server/graphql';
import { invalidateLocales } from '@/lib/server/locales';
import { findLocaleById } from '@/lib/server/locales/locale-service';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The token-free confirmation (#21): getBookingConfirmation finds the booking by the HttpOnly cookie the
 * link's page set, and answers without its token and with the email masked.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let token: string;
let visitor: string;
let server: Server;
let url: string;
const NOW = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 5);
  const rotorua = (await findLocaleById('rotorua'))!;
  const activity = (await findParkActivity('rotorua', 'redwood-zipline'))!;
  const day = new Date(NOW.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  const session = (await daySessions(activity, 'Pacific/Auckland', day, NOW))[0];
  visitor = randomUUID();
  await addToCart({ anonymousToken: visitor, localeId: 'rotorua', parkId: 'rotorua', activitySlug: 'redwood-zipline', sessionId: session.id, tickets: [{ variationId: 'ro-redwood-zipline-adult', quantity: 1 }] });
  const placed = await createAndCompleteOrder({
    anonymousToken: visitor,
    locale: rotorua,
    origin: 'http://rotorua.localhost:3000',
    idempotencyKey: randomUUID(),
    customer: { firstName: 'Aroha', lastName: 'Ngata', email: 'aroha@example.com', mobilePhone: '+64 21 555 0101' },
    code: null,
    gatewayId: 'rotorua-arrival',
    acceptTerms: true,
  });
  if (placed.kind !== 'placed') throw new Error(placed.code);
  token = placed.order.token;
  server = createServer((req, res) => serveGraphQL(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.drop();
});

/** The browser's call: the page's origin and, when it has one, the confirmation cookie. */
const context = (cookie?: string, site = 'rotorua.localhost') => ({ 'x-page-origin': `http://${site}:3000`, ...(cookie ? { cookie } : {}) });

const run = async (query: string, headers: Record<string, string>, variables?: Record<string, unknown>) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown };
};

describe('getBookingConfirmation', () => {
  it('finds the booking by the cookie, without its token and with its email masked', async () => {
    const { data, errors } = await run(
      `{ getBookingConfirmation { __typename ... on Order { token confirmationPath email bookingId } } }`,
      context(`other=1; sr_booking=${token}`),
    );
    expect(errors).toBeUndefined();
    expect(data!.getBookingConfirmation).toEqual({ __typename: 'Order', token: '', confirmationPath: '/booking', email: 'a•••@example.com', bookingId: expect.stringMatching(/^SR-/) });
    expect(JSON.stringify(data)).not.toContain(token);
  });

  it('answers the page’s own query with nothing of the token', async () => {
    const { data } = await run(print(GetBookingConfirmationDocument), context(`sr_booking=${token}`));
    expect(data!.getBookingConfirmation.__typename).toBe('Order');
    expect(JSON.stringify(data)).not.toContain(token);
    expect(JSON.stringify(data)).not.toContain('aroha@example.com');
  });

  it('is not found without the cookie, or with another locale’s', async () => {
    const { data } = await run(`{ getBookingConfirmation { __typename ... on OrderProblem { code } } }`, context());
    expect(data!.getBookingConfirmation).toEqual({ __typename: 'OrderProblem', code: 'NOT_FOUND' });
    const elsewhere = context(`sr_booking=${token}`, 'nz.localhost');
    const other = await run(`{ getBookingConfirmation { __typename ... on OrderProblem { code } } }`, elsewhere);
    expect(other.data!.getBookingConfirmation).toEqual({ __typename: 'OrderProblem', code: 'NOT_FOUND' });
  });

  it('says whether the request comes from the browser that placed it, which alone reports the purchase', async () => {
    const query = `{ getBookingConfirmation { ... on Order { placedByThisVisitor } } }`;
    expect((await run(query, { ...context(`sr_booking=${token}`), 'x-anonymous-token': visitor })).data!.getBookingConfirmation).toEqual({ placedByThisVisitor: true });
    expect((await run(query, { ...context(`sr_booking=${token}`), 'x-anonymous-token': randomUUID() })).data!.getBookingConfirmation).toEqual({ placedByThisVisitor: false });
    expect((await run(query, context(`sr_booking=${token}`))).data!.getBookingConfirmation).toEqual({ placedByThisVisitor: false });
  });

  it('leaves the link’s own look-up as it was: the visitor’s email in full', async () => {
    const { data } = await run(print(GetOrderDocument), context(), { token });
    expect(data!.getOrder).toMatchObject({ __typename: 'Order', email: 'aroha@example.com' });
    const full = await run(`query($token: String!) { getOrder(token: $token) { ... on Order { token confirmationPath } } }`, context(), { token });
    expect(full.data!.getOrder).toEqual({ token, confirmationPath: `/booking/${token}` });
  });
});
