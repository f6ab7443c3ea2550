/**
 * Exponential backoff: the wait before retry number `attempt` (1 = the first retry, after one failure).
 * Doubling gives a brief outage quick recovery while a long one costs the far side only a request per
 * `capMs`; the cap keeps a message from waiting hours after the outage ends.
 */
export function backoffDelayMs(attempt: number, baseMs = 30_000, capMs = 60 * 60_000): number {
  if (!Number.isFinite(attempt) || attempt < 1) return baseMs;
  // 2 ** 30 is already beyond any sensible cap; clamping the exponent keeps the arithmetic finite.
  const exponent = Math.min(Math.floor(attempt) - 1, 30);
  return Math.min(baseMs * 2 ** exponent, capMs);
}
