import { deleteOldConversions, sendDueConversions } from '../conversions';
import { startMailWorker } from '../mail';
import { env } from '../platform/config';
import { reconcileStalePayments } from '../payments';
import { deleteOldChanges } from '../platform/changes';
import { db } from '../platform/db/client';
import { log } from '../platform/logger';
import { deleteExpiredSignatures, deleteOldWaiverCopies, remindRiders } from '../riders';
import { deleteExpiredSignIns } from '../staff';
import { handleOverdueGroups, mailGroupInvoices, remindGroupBalances } from '../groups';
import { deleteExpiredHolds, onPlacesChanged } from '../sessions';
import { offerFreedPlaces } from '../waiting-lists';

/**
 * Background work every instance runs: sending the mail outbox, checking payments whose notification
 * never came, offering places that came back to the waiting lists, reminding buyers of riders still to
 * name or sign two days before their visit, reminding groups of their balance and applying the park's
 * policy past its due day, clearing the back office's expired sessions and sign-in links and holds long
 * expired, deleting signed waivers past their park's retention, and sending paid orders' server-side
 * conversions to the sites' analytics accounts. All are safe to run on many instances at once (row locks,
 * transitions, plain deletes, the outbox's dedupe keys, a park's advisory lock).
 */
export function startWorkers(): () => void {
  const stopReconcile = repeat('payments', 'Payment reconciliation', reconcileStalePayments, env().RECONCILE_INTERVAL_SECONDS * 1000);
  const stopMail = startMailWorker({ intervalMs: 5_000 });
  const clearSignIns = setInterval(() => {
    deleteExpiredSignIns().catch((error) => log('staff').error({ err: error }, 'Clearing expired staff sessions failed; the next run retries'));
    // Changes a day old: every listener has long had them (lib/server/platform/changes).
    deleteOldChanges(db()).catch((error) => log('changes').error({ err: error }, 'Clearing old changes failed; the next run retries'));
    // Holds a day past their expiry: nothing counts them any more (lib/server/sessions/expired-holds.ts).
    deleteExpiredHolds(db()).catch((error) => log('sessions').error({ err: error }, 'Deleting expired holds failed; the next run retries'));
    // Signed waivers past their park's retention, audited (safe on many instances: lib/server/riders/waiver-retention.ts).
    deleteExpiredSignatures().catch((error) => log('riders').error({ err: error }, 'Deleting signed waivers past their retention failed; the next run retries'));
    // The signers' PDF copies in the outbox, a month after they were queued: personal data kept no longer than needed.
    deleteOldWaiverCopies().catch((error) => log('riders').error({ err: error }, 'Deleting old waiver copies failed; the next run retries'));
    // Conversions sent or given up a month ago, and the visit ids of orders never paid (lib/server/conversions).
    deleteOldConversions().catch((error) => log('conversions').error({ err: error }, 'Deleting old conversions failed; the next run retries'));
  }, 60 * 60 * 1000);
  clearSignIns.unref();
  const stopWaitingLists = startWaitingListWorker();
  // Claimed with leases like the mail outbox (lib/server/conversions/conversion-sender.ts): safe on many instances.
  const stopConversions = repeat('conversions', 'Sending conversions', sendDueConversions, CONVERSIONS_INTERVAL_MS);
  // Every 15 minutes: a booking is reminded within a quarter of an hour of its visit's being two days off,
  // once (its outbox row's dedupe key; lib/server/riders/rider-reminders.ts).
  const stopRiders = repeat('riders', 'Reminding riders', remindRiders, RIDERS_REMINDER_INTERVAL_MS);
  // Every minute: a group's invoice to its invoice address once its deposit is paid, its balance's reminders
  // (once per charge and stage: the outbox's dedupe keys), then the park's policy for balances past their
  // due day (once: order_groups.overdue_at; lib/server/groups).
  const stopGroups = repeat('groups', 'Group balances', async () => {
    await mailGroupInvoices();
    await remindGroupBalances();
    await handleOverdueGroups();
  }, GROUPS_INTERVAL_MS);
  return () => {
    stopGroups();
    stopConversions();
    stopRiders();
    stopWaitingLists();
    clearInterval(clearSignIns);
    stopReconcile();
    stopMail();
  };
}

/** Runs `work` every `ms`, one run at a time on this instance; a failure is logged, and the next run retries. */
function repeat(component: string, what: string, work: () => Promise<unknown>, ms: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    work()
      .catch((error) => log(component).error({ err: error }, `${what} failed; the next run retries`))
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}

/** How often due conversions are sent: the providers count them by the purchase's own time, so seconds do not matter. */
const CONVERSIONS_INTERVAL_MS = 10_000;

/** How often group balances are looked at for a reminder due or a due day passed (cheap: groups with a charge due only). */
const GROUPS_INTERVAL_MS = 60_000;

/** How often bookings two days off are looked at for riders still to name or sign. */
const RIDERS_REMINDER_INTERVAL_MS = 15 * 60_000;

/** How often the waiting lists are looked at: expired holds and other instances' cancellations show up here. */
const WAITING_LIST_POLL_MS = 3_000;
/** After a change of places made here, how soon the lines are looked at (changes come in bursts). */
const WAITING_LIST_PROMPT_MS = 250;

/**
 * Offers freed places to the waiting lists (lib/server/waiting-lists): on a short poll, which alone is
 * enough (it finds expired holds and offers, and changes made on other instances), and soon after this
 * instance frees places (placesChanged), so a cancellation's places are offered at once. One run at a
 * time per instance; runs on several instances at once queue on the session rows' locks.
 */
function startWaitingListWorker(): () => void {
  let running = false;
  let again = false;
  let prompt: NodeJS.Timeout | null = null;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    offerFreedPlaces()
      .catch((error) => log('waiting-lists').error({ err: error }, 'Offering freed places failed; the next run retries'))
      .finally(() => {
        running = false;
        if (again) schedule();
      });
  };
  const schedule = () => {
    prompt ??= setTimeout(() => {
      prompt = null;
      run();
    }, WAITING_LIST_PROMPT_MS);
    prompt.unref();
  };
  const poll = setInterval(run, WAITING_LIST_POLL_MS);
  poll.unref();
  // The run's own offers change places too (it calls placesChanged): those are not a reason to run again.
  const stopListening = onPlacesChanged(() => {
    if (!running) schedule();
  });
  return () => {
    stopListening();
    clearInterval(poll);
    if (prompt) clearTimeout(prompt);
  };
}
