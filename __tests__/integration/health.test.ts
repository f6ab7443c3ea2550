import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import { checkHealth, FAILING_AFTER_ATTEMPTS, healthStatus, OUTBOX_STALE_SECONDS } from '@/lib/server/platform/health';
import { createTestDatabase } from '../helpers/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await closeDb();
  await database.drop();
});

const NOW = new Date('2026-06-01T00:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

async function addMail(key: string, createdSecondsAgo: number, attempts: number, sent = false) {
  await database.db.execute(sql`
    insert into outbox (dedupe_key, kind, payload, attempts, created_at, sent_at)
    values (${key}, 'order-confirmation', '{}'::jsonb, ${attempts}, ${ago(createdSecondsAgo)}::timestamptz, ${sent ? NOW.toISOString() : null}::timestamptz)`);
}

describe('the health report', () => {
  it('reports the database and an empty outbox as ok', async () => {
    expect(await checkHealth(NOW)).toEqual({ status: 'ok', database: 'ok', outbox: { pending: 0, failing: 0, oldestPendingSeconds: null } });
  });

  it('counts unsent and failing mail and the oldest one’s age; sent mail does not count', async () => {
    await addMail('sent', 5000, 1, true);
    await addMail('fresh', 60, 0);
    await addMail('failing', 120, FAILING_AFTER_ATTEMPTS);
    expect(await checkHealth(NOW)).toEqual({ status: 'ok', database: 'ok', outbox: { pending: 2, failing: 1, oldestPendingSeconds: 120 } });
    await addMail('stale', OUTBOX_STALE_SECONDS + 1, 5);
    expect(await checkHealth(NOW)).toMatchObject({ status: 'degraded', outbox: { pending: 3, failing: 2, oldestPendingSeconds: OUTBOX_STALE_SECONDS + 1 } });
  });

  it('is down only when the database does not answer', () => {
    expect(healthStatus('unreachable', null)).toBe('down');
    expect(healthStatus('ok', { pending: 1, failing: 1, oldestPendingSeconds: OUTBOX_STALE_SECONDS })).toBe('degraded');
    expect(healthStatus('ok', null)).toBe('ok');
  });
});
