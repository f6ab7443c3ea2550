/**
 * The key a staff screen makes for one action (a uuid v4 from the `uuid` package), sent again on a retry
 * so the server does the action once: every back office action checks it the same way.
 */
const IDEMPOTENCY_KEY = /^[\w-]{16,100}$/;

export const isIdempotencyKey = (key: string): boolean => IDEMPOTENCY_KEY.test(key);
