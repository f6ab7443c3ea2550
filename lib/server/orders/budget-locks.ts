import type { Database } from '../platform/db/client';
import { lockInOrder, type LockGroup } from '../platform/db/advisory-locks';

/** The budgets of places kept without paying a transaction is about to count and spend. Nulls are skipped. */
export interface BudgetKeys {
  /** Client addresses: PLACES_PER_ADDRESS (holds: carts' and offers') and RESERVED_PLACES_PER_ADDRESS (reservations and offers). */
  addresses?: readonly (string | null)[];
  /** Budgeted mail domains (mailDomainKey, never a public provider's): RESERVED_PLACES_PER_DOMAIN. */
  domains?: readonly (string | null)[];
  /** Mailboxes (mailboxKey): RESERVED_PLACES_PER_EMAIL. */
  mailboxes?: readonly (string | null)[];
}

/**
 * The one lock per budget of places kept without paying, whoever spends it: a cart's add
 * (lib/server/carts/cart-service.ts, its address), a pay-on-arrival placing (reservation.ts
 * reservationRefusal) and a waiting list's offer run (lib/server/waiting-lists, every entry it may offer).
 * Each counts what the budget holds in a statement after this, in the same transaction, so of two
 * spending the same budget at once the second sees the first's places, whichever the paths.
 *
 * Held until the transaction ends (pg_advisory_xact_lock). Always in one order: the addresses, then the
 * domains, then the mailboxes, each class in the order of its locks (lockKeys), all in one statement (lockInOrder)
 * after the locks in `before`, which must come earlier in the order (a cart's). Every caller takes them
 * before any row lock (a session's row `for update`, an order's row) and takes no other advisory lock
 * after them (a cart's add takes its cart's lock before) but the shared resources' hours, which lockPlaces
 * takes after the sessions' rows, and after which no budget lock is ever taken: a transaction waiting here
 * holds no row, and holds only budget locks that come earlier in the order, so no wait can close a circle through them.
 */
export async function lockBudgets(tx: Pick<Database, 'execute'>, keys: BudgetKeys, before: readonly LockGroup[] = []): Promise<void> {
  const present = (values: readonly (string | null)[] | undefined) => (values ?? []).filter((value): value is string => Boolean(value));
  // One statement for all of them (lockInOrder), `before` first: a cart's add takes its cart's lock with its address's.
  await lockInOrder(tx, [
    ...before,
    { kind: 'budgetAddress', keys: present(keys.addresses) },
    { kind: 'budgetDomain', keys: present(keys.domains) },
    { kind: 'budgetMailbox', keys: present(keys.mailboxes) },
  ]);
}
