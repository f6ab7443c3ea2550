import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback } from 'react';

/**
 * A mutation a form sends on submit, from a page that fetches nothing live (issue #25: "Find my booking"):
 * the GraphQL client (Apollo Client and its dependencies, about 98 kB gzipped) is fetched with the first
 * submit, not with the page. Errors throw, as `useMutation`'s do with the default error policy.
 */
export function useOnDemandMutation<TData, TVariables extends OperationVariables>(mutation: TypedDocumentNode<TData, TVariables>) {
  return useCallback(
    async (variables: TVariables): Promise<{ data?: TData | null }> => {
      const { browserApolloClient } = await import('./browser-client');
      return browserApolloClient().mutate({ mutation, variables: variables as never });
    },
    [mutation],
  );
}
