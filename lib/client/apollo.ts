import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { catchError, from } from 'rxjs';
import possibleTypes from '@/graphql/generated/possible-types';
import { GRAPHQL_PATH, identityHeaders } from './graphql-request';
import { takePrefetched } from './prefetch';
import { createRetryLink } from './retry-link';

export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes: possibleTypes.possibleTypes });
}

/** GraphQL and network errors are logged to the console only. */
const errorLink = new ErrorLink(({ error, operation }) => {
  console.error(`[GraphQL] ${operation.operationName ?? 'anonymous operation'}: ${error.message}`);
});

/** Every request carries the page's origin and the visitor's anonymous token. */
const identityLink = new ApolloLink((operation, forward) => {
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({ headers: { ...headers, ...identityHeaders() } }));
  return forward(operation);
});

/** The answer the page already asked for (./prefetch.ts), if it did; the network if not, or if that failed. */
const prefetchedLink = new ApolloLink((operation, forward) => {
  const prefetched = takePrefetched(operation.operationName, operation.variables);
  return prefetched ? from(prefetched as Promise<ApolloLink.Result>).pipe(catchError(() => forward(operation))) : forward(operation);
});

/**
 * The browser's client: POST with same-origin credentials and a JSON body of operationName, variables
 * and query; cache-first queries; the retry rules of ./retry-link.ts; a query the page prefetched is
 * answered from that request.
 */
export function createBrowserApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    link: ApolloLink.from([
      errorLink,
      createRetryLink(),
      identityLink,
      prefetchedLink,
      new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin', includeExtensions: false }),
    ]),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' }, query: { fetchPolicy: 'cache-first' } },
  });
}

/**
 * The client used while rendering on the server: it only reads the page data that getServerSideProps
 * already fetched, so a render never waits on the network and the tree is rendered once.
 */
export function createRenderApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: createCache(),
    ssrMode: true,
    link: ApolloLink.empty(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-only' } },
  });
}
