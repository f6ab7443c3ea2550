import { startMailWorker } from '../mail';
import { env } from '../platform/config';
import { reconcileStalePayments } from '../payments';
import { log } from '../platform/logger';

/**
 * Background work every instance runs: sending the mail outbox, and checking payments whose
 * notification never came. Both are safe to run on many instances at once (row locks, transitions).
 */
export function startWorkers(): () => void {
  let running = false;
  const reconcile = setInterval(() => {
    if (running) return;
    running = true;
    reconcileStalePayments()
      .catch((error) => log('payments').error({ err: error }, 'Payment reconciliation failed; the next run retries'))
      .finally(() => (running = false));
  }, env().RECONCILE_INTERVAL_SECONDS * 1000);
  reconcile.unref();
  const stopMail = startMailWorker({ intervalMs: 5_000 });
  return () => {
    clearInterval(reconcile);
    stopMail();
  };
}
