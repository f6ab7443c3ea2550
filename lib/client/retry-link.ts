import { RetryLink } from '@apollo/client/link/retry';

/** The retry rules: at most 3 attempts, 5000 ms initial delay, exponential growth with jitter. */
export const MAX_ATTEMPTS = 3;
export const INITIAL_DELAY_MS = 5000;

/**
 * Only reads (`get…`) and createAndCompleteOrder are retried. Retrying the order is safe because the
 * server makes it idempotent on the client's key; no other mutation may be repeated blindly.
 */
export function isRetryable(operationName: string | undefined): boolean {
  return !!operationName && (operationName === 'createAndCompleteOrder' || operationName.startsWith('get'));
}

export function createRetryLink(): RetryLink {
  return new RetryLink({
    // Apollo's full jitter: the n-th retry waits a uniformly random time in [0, 5000 · 2^n) ms.
    delay: { initial: INITIAL_DELAY_MS, jitter: true, max: Infinity },
    attempts: { max: MAX_ATTEMPTS, retryIf: (error, operation) => !!error && isRetryable(operation.operationName) },
  });
}
