import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';

/**
 * A query the page's getServerSideProps already ran (the locale, the page, the activity): read once
 * from the Apollo cache that the page data filled, with no watch. These never change while the page is
 * open, and useQuery's watch, subscription and second read cost ~25 ms of a throttled phone's CPU each
 * during hydration. Null when the cache does not hold the whole result.
 */
export function usePageData<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, variables: TVariables): TData | null {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  // The variables count by value; the page's state is merged into the cache before this renders.
  return useMemo(() => client.readQuery({ query, variables }), [client, query, key]);
}
