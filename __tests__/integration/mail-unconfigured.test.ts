import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/lib/server/db/client';
import { outbox } from '@/lib/server/db/schema';
import { deliverDueMail, enqueueMail, startMailWorker } from '@/lib/server/mail/outbox';
import type { OrderEmailView } from '@/lib/server/mail/types';
import { createTestDatabase } from '../helpers/test-database';

/* Without SMTP_URL (a development machine) mail is kept, not sent, not failed, and said so once. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  // env() is cached per test file: this file is the one where SMTP is not configured.
  delete process.env.SMTP_URL;
  process.env.LOG_LEVEL = 'info';
  database = await createTestDatabase();
});

afterAll(async () => {
  await closeDb();
  await database.drop();
});

describe('mail without SMTP_URL', () => {
  it('stays in the outbox untouched, and the worker says once that it is not sending', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const dedupeKey = `order-confirmation:${randomUUID()}`;
      const payload = { bookingId: 'SR-TEST-0001' } as OrderEmailView;
      await enqueueMail(database.db, { dedupeKey, kind: 'order-confirmation', payload });

      const stop = startMailWorker({ intervalMs: 10 });
      const later = new Date(Date.now() + 60_000);
      expect(await deliverDueMail(later)).toEqual({ sent: 0, failed: 0, deferred: 0 });
      expect(await deliverDueMail(later)).toEqual({ sent: 0, failed: 0, deferred: 0 });
      await stop();

      const [stored] = await database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
      expect(stored).toMatchObject({ sentAt: null, attempts: 0, lastError: null });
      expect(stored.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toContain('SMTP_URL is not set');
    } finally {
      warn.mockRestore();
    }
  });
});
