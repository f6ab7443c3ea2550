/**
 * Whether an error means "the database cannot be reached right now" (a restart, a failover, every pooled
 * connection busy) rather than a bug: the request may simply be tried again. Walks the error's causes
 * (Drizzle wraps the driver's error; GraphQL wraps the resolver's) and the errors an error gathers (Apollo
 * Client's CombinedGraphQLErrors, when a page's server-side query failed; AggregateError).
 */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated/i, /connection error/i, /Connection refused/i, /the database system is (starting up|shutting down)/i];

/**
 * Work another request holds and is finishing (a payment's start whose claim is still leased): like an
 * unreachable database, nothing failed, and the same request tried again shortly finds it done or takes
 * it over. Answered the same way (the API's TRY_AGAIN, HTTP 503).
 */
export class TryAgainShortly extends Error {}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof TryAgainShortly) return true;
  const { code, message, cause, originalError, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown };
  // SQLSTATE class 08 is "connection exception".
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08/.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message)) && !cause && !originalError) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1) || isDatabaseUnavailable(originalError, depth + 1);
}
