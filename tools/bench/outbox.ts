import type { Health } from '../../lib/server/platform/health';

/**
 * Waits until the site's worker has sent every mail the booking runs queued (one confirmation per
 * order, about 2,000), so the load measurements that follow do not share the CPU with it: the first
 * round measured the baseline while the worker was still writing them, at under half its speed. Asks
 * the site's own health report (`/api/health`, lib/server/platform/health.ts), which counts unsent mail.
 */
export async function outboxDrained(site: string, log: (line: string) => void, timeoutMs = 300_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { outbox } = (await (await fetch(`${site}/api/health`)).json()) as Health;
    const unsent = outbox?.pending ?? NaN;
    if (unsent === 0) return log(`the mail outbox is empty after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (Date.now() - started > timeoutMs) throw new Error(`The mail outbox still holds ${unsent} unsent messages after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
