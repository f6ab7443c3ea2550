import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/**
 * The translation key for a failed request: 'errors.tryAgain' when the server said it is briefly unable
 * to answer (TRY_AGAIN, HTTP 503: nothing was changed), else `fallback`.
 */
export function errorMessageKey(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'TRY_AGAIN')) return 'errors.tryAgain';
  if (ServerError.is(error) && error.statusCode === 503) return 'errors.tryAgain';
  return fallback;
}
