import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/lib/server/platform/db/schema';
import { seedIfEmpty } from '@/demo';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { addToCart, getCart, removeCartItem } from '@/lib/server/carts/cart-service';
import { deleteExpiredHolds } from '@/lib/server/sessions';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { createTestDatabase } from '../helpers/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const NOW = new Date('2026-11-22T19:00:00Z');
const TZ = 'Pacific/Auckland';

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  invalidateCatalogue();
  await materialiseSessions(database.db, '2026-11-22', 10);
});
afterAll(() => database.drop());

async function session(day: string, index = 0) {
  const activity = (await findParkActivity('queenstown', 'zipline'))!;
  return (await daySessions(activity, TZ, day, NOW))[index];
}

const add = (sessionId: string, quantity = 1, token = randomUUID(), variationId = 'nz-zipline-adult') =>
  addToCart(
    { anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'zipline', sessionId, tickets: [{ variationId, quantity }] },
    NOW,
  );

describe('add to cart', () => {
  it('holds the places of the tickets chosen, counting people', async () => {
    const target = await session('2026-11-24');
    const result = await add(target.id, 1, randomUUID(), 'nz-zipline-family');
    expect(result).toMatchObject({ kind: 'added', expiresAt: new Date(NOW.getTime() + 15 * 60_000) });
    expect((await session('2026-11-24')).remaining).toBe(16 - 4);
  });

  it('refuses what does not fit, with the places that remain', async () => {
    const target = await session('2026-11-24', 1);
    expect(await add(target.id, 17)).toEqual({ kind: 'soldOut', remaining: 16 });
  });

  it('frees places when a hold expires or an item is removed', async () => {
    const target = await session('2026-11-25');
    const token = randomUUID();
    const added = await add(target.id, 10, token);
    expect(added.kind).toBe('added');
    const later = new Date(NOW.getTime() + 16 * 60_000);
    const activity = (await findParkActivity('queenstown', 'zipline'))!;
    expect((await daySessions(activity, TZ, '2026-11-25', later))[0].remaining).toBe(16);
    const again = await add(target.id, 6, token);
    if (again.kind !== 'added') throw new Error('expected added');
    expect((await session('2026-11-25')).remaining).toBe(0);
    await removeCartItem(token, 'nz', again.itemId);
    expect((await session('2026-11-25')).remaining).toBe(6);
  });

  it('rejects unknown activities, sessions, tickets and bad quantities without holding anything', async () => {
    const target = await session('2026-11-26');
    const base = { anonymousToken: randomUUID(), localeId: 'nz', parkId: 'queenstown', activitySlug: 'zipline', sessionId: target.id };
    expect(await addToCart({ ...base, activitySlug: 'nope', tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] }, NOW)).toEqual({
      kind: 'invalid',
      problem: 'UNKNOWN_ACTIVITY',
    });
    expect(await addToCart({ ...base, parkId: 'hong-kong', tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] }, NOW)).toMatchObject({
      problem: 'UNKNOWN_ACTIVITY',
    });
    expect(await addToCart({ ...base, sessionId: randomUUID(), tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] }, NOW)).toMatchObject({
      problem: 'UNKNOWN_SESSION',
    });
    expect(await addToCart({ ...base, tickets: [{ variationId: 'nz-luge-five-rides', quantity: 1 }] }, NOW)).toMatchObject({ problem: 'UNKNOWN_TICKET' });
    expect(await addToCart({ ...base, tickets: [{ variationId: 'nz-zipline-adult', quantity: -3 }] }, NOW)).toMatchObject({ problem: 'BAD_QUANTITY' });
    expect((await session('2026-11-26')).remaining).toBe(16);
  });

  it('never oversells: 50 concurrent requests for the last 5 places hold exactly 5', async () => {
    const target = await session('2026-11-27');
    await database.db.update(sessions).set({ sold: 11 }).where(eq(sessions.id, target.id));
    const results = await Promise.all(Array.from({ length: 50 }, () => add(target.id)));
    expect(results.filter((r) => r.kind === 'added')).toHaveLength(5);
    expect(results.filter((r) => r.kind === 'soldOut')).toHaveLength(45);
    const { rows } = await database.pool.query('select coalesce(sum(places), 0)::int as held from holds where session_id = $1', [target.id]);
    expect(rows[0].held).toBe(5);
    expect((await session('2026-11-27')).remaining).toBe(0);
  });
});

describe('add-ons and upgrades', () => {
  it('prices them from the catalogue and refuses upgrades the activity does not offer', async () => {
    const target = await session('2026-11-30');
    const token = randomUUID();
    const base = { anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'zipline', sessionId: target.id };
    const tickets = [{ variationId: 'nz-zipline-adult', quantity: 2 }];
    expect(await addToCart({ ...base, tickets, upgradeId: 'nz-luge-to-nz-combo' }, NOW)).toEqual({ kind: 'invalid', problem: 'UNKNOWN_UPGRADE' });
    expect(await addToCart({ ...base, tickets, addOns: [{ addOnId: 'nz-luge-media', quantity: 1 }] }, NOW)).toEqual({
      kind: 'invalid',
      problem: 'UNKNOWN_ADD_ON',
    });
    const added = await addToCart({ ...base, tickets, addOns: [{ addOnId: 'nz-zipline-media', quantity: 1 }], upgradeId: 'nz-zipline-to-nz-combo' }, NOW);
    expect(added.kind).toBe('added');
    const cart = await getCart(token, 'nz', TZ, NOW);
    // 2 × NZ$149 (a Monday) + the NZ$29 media pack + 2 × the NZ$20 upgrade (cheapest combo ticket − cheapest zipline ticket).
    expect(cart.items[0]).toMatchObject({ upgradeId: 'nz-zipline-to-nz-combo', total: 2 * 14900 + 2900 + 2 * 2000 });
    expect(cart.total).toBe(cart.items[0].total);
  });
});

describe('holds long expired', () => {
  it('are deleted a day after they expire; the cart keeps its item unheld and a waiting list offer has lapsed', async () => {
    const target = await session('2026-11-29');
    const token = randomUUID();
    const old = await add(target.id, 2, token);
    if (old.kind !== 'added') throw new Error(`expected added: ${JSON.stringify(old)}`);
    const { rows: holds } = await database.db.execute<{ hold_id: string }>(sql`select hold_id from cart_items where id = ${old.itemId}`);
    const oldHold = holds[0].hold_id;
    await database.db.execute(sql`
      insert into waiting_list_entries (session_id, locale_id, email, places, status, mailbox, hold_id)
      values (${target.id}, 'nz', 'waiting@example.com', 2, 'offered', 'waiting@example.com', ${oldHold})`);
    // A day and a minute after the first hold expired, a second visitor's hold is live.
    const later = new Date(old.expiresAt.getTime() + 24 * 3_600_000 + 60_000);
    const other = randomUUID();
    const live = await addToCart({ anonymousToken: other, localeId: 'nz', parkId: 'queenstown', activitySlug: 'zipline', sessionId: target.id, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] }, later);
    if (live.kind !== 'added') throw new Error('expected added');
    // Expired, but less than a day ago: kept.
    expect(await deleteExpiredHolds(database.db, new Date(later.getTime() - 2 * 60_000))).toBe(0);

    expect(await deleteExpiredHolds(database.db, later)).toBeGreaterThanOrEqual(1);
    const { rows: left } = await database.db.execute<{ id: string }>(sql`select id from holds where id = ${oldHold}`);
    expect(left).toEqual([]);
    const cart = await getCart(token, 'nz', TZ, later);
    expect(cart.items).toMatchObject([{ id: old.itemId, sessionId: target.id, holdId: null, holdExpiresAt: null }]);
    expect((await getCart(other, 'nz', TZ, later)).items).toMatchObject([{ id: live.itemId, holdExpiresAt: live.expiresAt }]);
    const { rows: offer } = await database.db.execute<{ hold_id: string | null }>(sql`select hold_id from waiting_list_entries where email = 'waiting@example.com'`);
    expect(offer).toEqual([{ hold_id: null }]);
    // The live hold still counts: 16 places, 1 held.
    const activity = (await findParkActivity('queenstown', 'zipline'))!;
    expect((await daySessions(activity, TZ, '2026-11-29', later))[0].remaining).toBe(15);
  });
});
