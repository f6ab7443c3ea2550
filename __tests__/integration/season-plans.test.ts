import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/demo';
import { generateSeason } from '@/tools/season/generate';
import { BIG_TABLES, explainHotQueries, seasonFixture, seasonOwner, type StatementPlan } from '@/tools/season/hot-queries';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The hot queries' plans on a generated season (tools/season): none reads orders, tickets, holds or
 * check-ins by a sequential scan. The season here is a small one, 2% of the year's tickets over the
 * full 365 days of sessions: docs/performance.md ("Query plans") says how its plans were checked to be
 * the full year's.
 */
export const PLAN_TEST_SCALE = 0.02;

const DAY = 86_400_000;
const now = new Date();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let plans: StatementPlan[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, 'http://127.0.0.1:9');
  const startDay = new Date(now.getTime() - 275 * DAY).toISOString().slice(0, 10);
  await generateSeason(database.pool, { scale: PLAN_TEST_SCALE, seed: 2026, startDay, days: 365, now });
  const fixture = await seasonFixture(database.pool, now);
  const owner = await seasonOwner(database.db, [fixture.parkId]);
  plans = await explainHotQueries(database.pool, database.db, fixture, owner, now);
}, 240_000);

afterAll(async () => {
  await database?.drop();
});

describe('the generated season', () => {
  it('is one the app could have written: sold places, totals and gift card balances agree', async () => {
    const count = async (text: string) => Number((await database.pool.query<{ n: string }>(text)).rows[0].n);
    expect(
      await count(`with standing as (
        select coalesce(t.session_id, i.session_id) as session_id, sum(v.participants) as places
        from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id join variations v on v.id = t.variation_id
        where o.places_sold and t.cancelled_at is null group by 1)
        select count(*) as n from sessions s left join standing on standing.session_id = s.id where s.sold <> coalesce(standing.places, 0)`),
    ).toBe(0);
    expect(await count(`select count(*) as n from orders where total <> greatest(0, subtotal - discount) - gift_card_amount + card_fee`)).toBe(0);
    expect(await count(`select count(*) as n from orders o where kind = 'booking' and subtotal <> (select sum(total) from order_items i where i.order_id = o.id)`)).toBe(0);
    expect(await count(`select count(*) as n from (select gift_card_id from gift_card_transactions group by 1 having sum(amount) < 0) below`)).toBe(0);
    expect(await count(`select count(*) as n from tickets`)).toBeGreaterThan(30_000);
  });
});

describe('the hot queries on a season', () => {
  it('were each run, and each sent statements', () => {
    const queries = new Set(plans.map((plan) => plan.query));
    expect([...queries]).toHaveLength(15);
  });

  it('read none of the big tables by a sequential scan', () => {
    const bad = plans
      .filter((plan) => plan.seqScans.some((table) => (BIG_TABLES as readonly string[]).includes(table)))
      .map((plan) => `${plan.query}: Seq Scan on ${plan.seqScans.join(', ')} in ${plan.text.slice(0, 300)}`);
    expect(bad).toEqual([]);
  });
});
