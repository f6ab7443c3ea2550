import { useCallback, useState } from 'react';
import { v4 as uuidv4 } from 'uuid';

/*
 * An idempotency key made once per action (a double click or a retry after a lost answer sends the same
 * one, and the server does it once): the order desk's actions and the closures' share it.
 */

/** uuid's v4 (crypto.getRandomValues): it works on plain HTTP too, where crypto.randomUUID may not. */
export const newKey = (): string => uuidv4();

/** A key for the next action of a form; renewed once an action was done, never on a failure. */
export function useActionKey() {
  const [key, setKey] = useState(newKey);
  return { key, renew: useCallback(() => setKey(newKey()), []) };
}
