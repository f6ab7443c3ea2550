/**
 * Whether a request's value holds a NUL character anywhere (strings, keys, nested): PostgreSQL text
 * cannot store one, and no form sends one, so such input is refused before it reaches a resolver.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
