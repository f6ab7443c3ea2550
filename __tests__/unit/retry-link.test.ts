import { ApolloLink, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRetryLink, INITIAL_DELAY_MS, isRetryable, MAX_ATTEMPTS } from '@/lib/client/retry-link';

const documents = {
  getLocale: gql`query getLocale { getLocale(domain: "x") { id } }`,
  createAndCompleteOrder: gql`mutation createAndCompleteOrder { createAndCompleteOrder { id } }`,
  addToCart: gql`mutation addToCart { addToCart { id } }`,
};

/** Runs one operation through the RetryLink against a network that always fails, counting attempts. */
function run(operationName: keyof typeof documents) {
  const attempts: number[] = [];
  const network = new ApolloLink(
    () =>
      new Observable((observer) => {
        attempts.push(Date.now());
        observer.error(new Error('network down'));
      }),
  );
  const link = ApolloLink.from([createRetryLink(), network]);
  let failed: Error | undefined;
  const client = { link } as never;
  ApolloLink.execute(link, { query: documents[operationName] }, { client }).subscribe({
    error: (error: Error) => (failed = error),
  });
  return { attempts, failed: () => failed };
}

describe('retry rules', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries only get… operations and createAndCompleteOrder', () => {
    expect(isRetryable('getLocale')).toBe(true);
    expect(isRetryable('getAvailability')).toBe(true);
    expect(isRetryable('createAndCompleteOrder')).toBe(true);
    expect(isRetryable('addToCart')).toBe(false);
    expect(isRetryable('forgetCart')).toBe(false);
    expect(isRetryable(undefined)).toBe(false);
  });

  it('makes at most 3 attempts, waiting 5000 ms × 2^n with jitter between them', async () => {
    const { attempts, failed } = run('getLocale');
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toEqual([0]);
    // Full jitter with Math.random() = 0.5: first retry after 0.5 × 5000 × 2 = 5000 ms.
    await vi.advanceTimersByTimeAsync(INITIAL_DELAY_MS - 1);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toEqual([0, 5000]);
    // Second retry after 0.5 × 5000 × 4 = 10000 ms more.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempts).toEqual([0, 5000, 15_000]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(attempts).toHaveLength(MAX_ATTEMPTS);
    expect(failed()?.message).toBe('network down');
  });

  it('jitter spreads the delay over [0, 5000 × 2^n)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const { attempts } = run('createAndCompleteOrder');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempts).toEqual([0, 1000, 3000]);
  });

  it('retries createAndCompleteOrder but never another mutation', async () => {
    const order = run('createAndCompleteOrder');
    const other = run('addToCart');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(order.attempts).toHaveLength(3);
    expect(other.attempts).toHaveLength(1);
    expect(other.failed()?.message).toBe('network down');
  });
});
