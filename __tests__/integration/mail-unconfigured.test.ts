import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDb } from '@/lib/server/platform/db/client';
import { outbox } from '@/lib/server/platform/db/schema';
import { enqueueMail, startMailWorker } from '@/lib/server/mail/outbox';
import type { OrderEmailView } from '@/lib/server/mail/types';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Without SMTP_URL (a development machine, the demo) mail is written to files under DATA_DIR/mail and
 * counts as sent; the worker says once, at start, where mail goes, and warns about nothing.
 * (mail-files.test.ts checks the files themselves and the mailbox that reads them.)
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir = '';

beforeAll(async () => {
  // env() is cached per test file: this file is the one where SMTP is not configured.
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'booking-mail-unconfigured-'));
  vi.stubEnv('SMTP_URL', undefined);
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('LOG_LEVEL', 'info');
  database = await createTestDatabase();
});

afterAll(async () => {
  await closeDb();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function minimalView(): OrderEmailView {
  return {
    orderId: randomUUID(),
    bookingId: 'SR-TEST-0001',
    language: 'en',
    parkName: 'Summit Rush Queenstown',
    timeZone: 'Pacific/Auckland',
    currency: 'NZD',
    customer: { firstName: 'Test', lastName: 'Visitor', email: 'visitor@example.com' },
    confirmationUrl: 'http://nz.localhost:3000/booking/confirmation?token=abc',
    lines: [],
    subtotal: 0,
    discount: 0,
    giftCard: 0,
    cardFee: 0,
    total: 0,
    tickets: [],
  };
}

describe('mail without SMTP_URL', () => {
  it('is written to a file and marked sent, and the worker says once where mail goes', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      const payload = minimalView();
      const dedupeKey = `order-confirmation:${payload.orderId}`;
      await enqueueMail(database.db, { dedupeKey, kind: 'order-confirmation', payload });

      const stop = startMailWorker({ intervalMs: 10 });
      let stored;
      try {
        const deadline = Date.now() + 10_000;
        do {
          await new Promise((resolve) => setTimeout(resolve, 25));
          [stored] = await database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey));
        } while (!stored?.sentAt && Date.now() < deadline);
        // A few more runs: nothing more is written, nothing more is said about the mode.
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        await stop();
      }

      expect(stored).toMatchObject({ attempts: 1, lastError: null });
      expect(stored?.sentAt).toBeInstanceOf(Date);
      const files = (await readdir(path.join(dataDir, 'mail'))).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);

      // The log is structured: one JSON object a line.
      const lines = write.mock.calls.map((call) => JSON.parse(String(call[0])) as { level: string; component: string; msg: string });
      const modeLines = lines.filter((line) => line.msg.includes('Mail is written to'));
      expect(modeLines).toMatchObject([{ level: 'info', component: 'mail', msg: `Mail is written to ${path.join(dataDir, 'mail')} (SMTP_URL is unset)` }]);
      expect(lines.filter((line) => line.level !== 'info')).toEqual([]);
    } finally {
      write.mockRestore();
    }
  });
});
