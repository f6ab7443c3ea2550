import { isNull, sql } from 'drizzle-orm';
import { db } from '../../lib/server/platform/db/client';
import { outbox } from '../../lib/server/platform/db/schema';

/**
 * Waits until the site's worker has sent every mail the booking runs queued (one confirmation per
 * order, about 2,000), so the load measurements that follow do not share the CPU with it: the first
 * round measured the baseline while the worker was still writing them, at under half its speed.
 */
export async function outboxDrained(log: (line: string) => void, timeoutMs = 300_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [{ unsent }] = await db()
      .select({ unsent: sql<number>`count(*)::int` })
      .from(outbox)
      .where(isNull(outbox.sentAt));
    if (unsent === 0) return log(`the mail outbox is empty after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (Date.now() - started > timeoutMs) throw new Error(`The mail outbox still holds ${unsent} unsent messages after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
