import { startMailWorker } from '../mail';
import { env } from '../platform/config';
import { reconcileStalePayments } from '../payments';
import { deleteOldChanges } from '../platform/changes';
import { db } from '../platform/db/client';
import { log } from '../platform/logger';
import { deleteExpiredSignIns } from '../staff';

/**
 * Background work every instance runs: sending the mail outbox, checking payments whose notification
 * never came, and clearing the back office's expired sessions and sign-in links. All are safe to run on
 * many instances at once (row locks, transitions, plain deletes).
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
  const clearSignIns = setInterval(() => {
    deleteExpiredSignIns().catch((error) => log('staff').error({ err: error }, 'Clearing expired staff sessions failed; the next run retries'));
    // Changes a day old: every listener has long had them (lib/server/platform/changes).
    deleteOldChanges(db()).catch((error) => log('changes').error({ err: error }, 'Clearing old changes failed; the next run retries'));
  }, 60 * 60 * 1000);
  clearSignIns.unref();
  return () => {
    clearInterval(clearSignIns);
    clearInterval(reconcile);
    stopMail();
  };
}
