import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import generatedPossibleTypes from '@/graphql/generated/staff-possible-types';

/**
 * The back office's client: its own API at /api/graphql on ADMIN_HOST (a schema of its own:
 * lib/server/graphql/schema.ts), the session cookie sent with every request, and answers always fresh
 * from the network: a gate or a desk must see the ticket as it is now, not as it was cached. The cache
 * knows the staff schema's unions (a desk's answer is its result or its typed refusal), so a fragment on
 * one matches its members.
 */
export function createStaffApolloClient(): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache({ possibleTypes: generatedPossibleTypes.possibleTypes }),
    link: new HttpLink({ uri: '/api/graphql', credentials: 'same-origin', includeExtensions: false }),
    defaultOptions: { watchQuery: { fetchPolicy: 'network-only' }, query: { fetchPolicy: 'network-only' } },
  });
}
