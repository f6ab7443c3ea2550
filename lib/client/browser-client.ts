import type { ApolloClient } from '@apollo/client';
import { createBrowserApolloClient } from './apollo';
import { markLiveDataStarted } from './live-data-started';

let client: ApolloClient | undefined;

/**
 * The page's one GraphQL client in the browser, made when first asked for: by a live part of the page
 * (./live-data.tsx) or by a form that sends its mutation on submit (./on-demand-mutation.ts).
 */
export function browserApolloClient(): ApolloClient {
  if (!client) {
    client = createBrowserApolloClient();
    markLiveDataStarted();
  }
  return client;
}
