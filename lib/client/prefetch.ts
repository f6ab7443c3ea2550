import { useEffect, useState } from 'react';
import { GRAPHQL_PATH, identityHeaders } from './graphql-request';

/**
 * A query a page asks for as it hydrates, beside the download of its live part rather than after it.
 * The checkout's cart waited for the live part's scripts (the GraphQL client, the form: about 105 kB),
 * then for its own round trip, one after the other on a phone's network (docs/performance.md, "The
 * checkout."). The GraphQL client's first request of the same operation with the same variables takes
 * this answer instead of asking again (`prefetchedLink`, ./apollo.ts), so the server still answers once.
 */

/** An operation's name and its text as the GraphQL client sends it (graphql/generated/requests). */
export interface PrefetchRequest {
  operationName: string;
  query: string;
}

type Variables = Readonly<Record<string, unknown>>;

/** The answers not taken yet, by operation and variables. */
const pending = new Map<string, Promise<unknown>>();

const keyOf = (operationName: string, variables: Variables) =>
  JSON.stringify([operationName, ...Object.keys(variables).sort().map((name) => [name, variables[name] ?? null])]);

/**
 * Sends the request now, as the GraphQL client would (its headers and body), unless the same one waits
 * to be taken. Only a 2xx answer's body is kept: anything else fails, and the client then asks itself,
 * with its own rules for errors and retries. Returns how to drop it, untaken.
 */
export function prefetchQuery(request: PrefetchRequest, variables: Variables): () => void {
  const key = keyOf(request.operationName, variables);
  if (!pending.has(key)) {
    const answer = fetch(GRAPHQL_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9', ...identityHeaders() },
      body: JSON.stringify({ operationName: request.operationName, variables, query: request.query }),
    }).then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${request.operationName}: ${response.status}`))));
    // Not taken and failed (the visitor left): nothing to report, the client never asked.
    answer.catch(() => undefined);
    pending.set(key, answer);
  }
  return () => void pending.delete(key);
}

/** The prefetched answer to this operation with these variables, once: null when none was started. */
export function takePrefetched(operationName: string | undefined, variables: Variables): Promise<unknown> | null {
  if (!operationName) return null;
  const key = keyOf(operationName, variables);
  const answer = pending.get(key) ?? null;
  pending.delete(key);
  return answer;
}

/**
 * Prefetches as the page first renders in the browser (hydration), and drops the answer if the page
 * goes before its client took it: a later visit must not be shown an old cart.
 */
export function usePrefetch(request: PrefetchRequest, variables: () => Variables): void {
  const [drop] = useState(() => (typeof window === 'undefined' ? null : prefetchQuery(request, variables())));
  useEffect(() => () => drop?.(), [drop]);
}
