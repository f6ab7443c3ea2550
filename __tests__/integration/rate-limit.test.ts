import { describe, expect, it } from 'vitest';
import { forgetConfig, parseEnv, useConfig } from '@/lib/server/platform/config';
import { consumeLimit } from '@/lib/server/platform/rate-limit';
import { createTestDatabase } from '../helpers/test-database';

const count = async (database: Awaited<ReturnType<typeof createTestDatabase>>) => (await database.pool.query('select count(*)::int as n from rate_limits')).rows[0].n;

describe('rate limits', () => {
  it('count in the database handed over last, never through an earlier one’s pool (each test file hands over its own)', async () => {
    const first = await createTestDatabase();
    expect(await consumeLimit('enquiryByAddress', '192.0.2.1')).toEqual({ allowed: true });
    expect(await count(first)).toBe(1);
    await first.drop();
    const second = await createTestDatabase();
    try {
      expect(await consumeLimit('enquiryByAddress', '192.0.2.1')).toEqual({ allowed: true });
      expect(await count(second)).toBe(1);
    } finally {
      await second.drop();
    }
  });

  it('take their points from the configuration handed over', async () => {
    const database = await createTestDatabase();
    try {
      useConfig(parseEnv({ ...process.env, ADD_TO_CART_PER_ADDRESS: '5' }));
      expect(await consumeLimit('addToCartByAddress', '192.0.2.2')).toEqual({ allowed: true });
      useConfig(parseEnv({ ...process.env, ADD_TO_CART_PER_ADDRESS: '1' }));
      expect(await consumeLimit('addToCartByAddress', '192.0.2.2')).toMatchObject({ allowed: false });
    } finally {
      forgetConfig();
      await database.drop();
    }
  });
});
