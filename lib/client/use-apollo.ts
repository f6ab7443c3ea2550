import type { ApolloClient } from '@apollo/client';
import { useMemo } from 'react';
import { createBrowserApolloClient, createRenderApolloClient, type ApolloState } from './apollo';

let browserClient: ApolloClient | undefined;

/** Adds a page's server-fetched state to the browser's one cache, keeping what earlier pages fetched. */
function mergeState(client: ApolloClient, state: ApolloState): void {
  const current = client.cache.extract() as ApolloState;
  client.cache.restore({
    ...current,
    ...state,
    ROOT_QUERY: { ...current.ROOT_QUERY, ...state.ROOT_QUERY } as ApolloState[string],
  });
}

/** The Apollo client for a render: one per request on the server, one per tab in the browser. */
export function useApollo(state: ApolloState | undefined): ApolloClient {
  return useMemo(() => {
    if (typeof window === 'undefined') return createRenderApolloClient(state);
    if (!browserClient) browserClient = createBrowserApolloClient(state);
    else if (state) mergeState(browserClient, state);
    return browserClient;
  }, [state]);
}
