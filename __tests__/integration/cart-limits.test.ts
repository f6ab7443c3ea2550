import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart } from '@/lib/server/carts/cart-service';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { createTestDatabase, withoutSharedResources } from '../helpers/test-database';

/*
 * No one can empty the shop (issue #21): one cart holds at most PLACES_PER_CART places (20), one client
 * address at most PLACES_PER_ADDRESS (40) across every anonymous token it makes up, and adds are rate
 * limited per token (30) and per address (120) in ten minutes. Defaults as shipped.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date('2026-11-22T19:00:00Z');
const TZ = 'Pacific/Auckland';
const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await withoutSharedResources(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, '2026-11-22', 10);
});
afterAll(() => database.drop());

async function sessionsOf(day: string) {
  const activity = (await findParkActivity('queenstown', 'zipline'))!;
  return daySessions(activity, TZ, day, NOW);
}

const add = (sessionId: string, quantity: number, who: { token?: string; address?: string | null } = {}, now = NOW) =>
  addToCart(
    {
      anonymousToken: who.token ?? randomUUID(),
      clientAddress: who.address ?? null,
      localeId: 'nz',
      parkId: 'queenstown',
      activitySlug: 'zipline',
      sessionId,
      tickets: [{ variationId: 'nz-zipline-adult', quantity }],
    },
    now,
  );

const heldFrom = async (address: string) =>
  (await database.pool.query<{ places: number }>('select coalesce(sum(places), 0)::int as places from holds where client_address = $1', [address])).rows[0].places;

describe('limits on holding places', () => {
  it('one cart holds at most 20 places; the refused add holds nothing', async () => {
    const [first, second] = await sessionsOf(DAYS[0]);
    const token = randomUUID();
    expect((await add(first.id, 12, { token })).kind).toBe('added');
    expect(await add(second.id, 9, { token })).toEqual({ kind: 'limited', code: 'CART_FULL', limit: 20 });
    expect((await sessionsOf(DAYS[0]))[1].remaining).toBe(second.remaining);
    expect((await add(second.id, 8, { token })).kind).toBe('added');
  });

  it('one address holds at most 40 places however many tokens it makes up, even all at once; another address still books', async () => {
    const address = '203.0.113.7';
    const targets = (await Promise.all(DAYS.slice(1).map(sessionsOf))).flat().slice(0, 8);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => add(targets[i % targets.length].id, 2, { address })));
    expect(results.filter((r) => r.kind === 'added')).toHaveLength(20);
    expect(results.filter((r) => r.kind === 'limited')).toEqual(Array(30).fill({ kind: 'limited', code: 'ADDRESS_FULL', limit: 40 }));
    expect(await heldFrom(address)).toBe(40);
    expect((await add(targets[0].id, 2, { address: '198.51.100.9' })).kind).toBe('added');
    // Once the holds have run out, the address may hold places again.
    const later = new Date(NOW.getTime() + 16 * 60_000);
    expect((await add(targets[0].id, 2, { address }, later)).kind).toBe('added');
  });

  it('adds are rate limited per token and per address, refused ones included, with when to try again', async () => {
    const token = randomUUID();
    for (let i = 0; i < 30; i++) expect((await add('not-a-session', 1, { token })).kind).toBe('invalid');
    expect(await add('not-a-session', 1, { token })).toMatchObject({ kind: 'limited', code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: expect.any(Number) });

    const address = '192.0.2.44';
    for (let i = 0; i < 120; i++) expect((await add('not-a-session', 1, { address })).kind).toBe('invalid');
    const refused = await add('not-a-session', 1, { address });
    expect(refused).toMatchObject({ kind: 'limited', code: 'TOO_MANY_ATTEMPTS' });
    expect(refused.kind === 'limited' && refused.retryAfterSeconds! > 500).toBe(true);
  });
});
