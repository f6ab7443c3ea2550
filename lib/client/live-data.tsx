import type { ApolloClient, DocumentNode } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useMemo, type ComponentType } from 'react';
import { createRenderApolloClient } from './apollo';
import { browserApolloClient } from './browser-client';
import { operationName, type PageData } from './page-data';
import { usePageDataMap } from './use-page-data';

/**
 * The GraphQL client for the parts of a page that fetch live data (cart, availability, checkout,
 * confirmations, forms). Only they import it, so pages that render from their page data alone (home,
 * an activity) hydrate without it and it loads with the first live part.
 */
const renderClients = new WeakMap<PageData, ApolloClient>();
/** Page data already written to the browser's cache: written once, never over fresher results. */
const written = new WeakSet<object>();

function clientFor(pageData: PageData): ApolloClient {
  if (typeof window !== 'undefined') return browserApolloClient();
  // One client per server render, so every live part of the page reads the same page data.
  let client = renderClients.get(pageData);
  if (!client) renderClients.set(pageData, (client = createRenderApolloClient()));
  return client;
}

/** Writes the page data of these queries into the client's cache, so their useQuery renders from it. */
function seedCache(client: ApolloClient, pageData: PageData, queries: readonly DocumentNode[]): void {
  for (const query of queries) {
    const name = operationName(query);
    for (const entry of Object.values(pageData)) {
      if (entry.operationName !== name || written.has(entry)) continue;
      // Not broadcast: this runs while a part renders; the part's own query reads the cache as it subscribes.
      client.cache.writeQuery({ query, variables: entry.variables, data: entry.data as never, broadcast: false });
      written.add(entry);
    }
  }
}

/**
 * A component that queries live data, inside the page's GraphQL client. `seed` names the queries whose
 * results the page's getServerSideProps already fetched (a confirmation, the enquiry form), so the
 * component renders from them on the server and at hydration instead of fetching again.
 */
export function withLiveData<P extends object>(Component: ComponentType<P>, seed: readonly DocumentNode[] = []): ComponentType<P> {
  function Live(props: P) {
    const pageData = usePageDataMap();
    const client = useMemo(() => {
      const client = clientFor(pageData);
      seedCache(client, pageData, seed);
      return client;
    }, [pageData]);
    return (
      <ApolloProvider client={client}>
        <Component {...props} />
      </ApolloProvider>
    );
  }
  Live.displayName = `Live(${Component.displayName ?? Component.name})`;
  return Live;
}
