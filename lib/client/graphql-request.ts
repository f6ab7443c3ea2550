import { getAnonymousToken } from './anonymous-token';

/*
 * How the site's browser asks its GraphQL API: the path, and the headers every request carries (the
 * page's origin, for the server's CSRF check and locale; the visitor's anonymous token). Kept apart from
 * the GraphQL client (./apollo.ts), so a page can send a request before that client has loaded
 * (./prefetch.ts).
 */
export const GRAPHQL_PATH = '/api/graphql';
export const PAGE_ORIGIN_HEADER = 'x-page-origin';
export const ANONYMOUS_TOKEN_HEADER = 'x-anonymous-token';

export const identityHeaders = (): Record<string, string> => ({
  [PAGE_ORIGIN_HEADER]: window.location.origin,
  [ANONYMOUS_TOKEN_HEADER]: getAnonymousToken(),
});
