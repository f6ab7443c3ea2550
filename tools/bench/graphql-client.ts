import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/**
 * The bench's GraphQL requests: the site's own operations, sent over HTTP as a browser on `host` (a locale
 * domain with its port) would; the page-origin header names the locale.
 */
export interface GraphQLRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export function graphqlRequest<V>(origin: string, host: string, document: TypedDocumentNode<unknown, V>, variables: V, token?: string): GraphQLRequest {
  return {
    url: `${origin}/api/graphql`,
    headers: {
      'content-type': 'application/json',
      'x-page-origin': `http://${host}`,
      ...(token ? { 'x-anonymous-token': token } : {}),
    },
    body: JSON.stringify({ query: print(document), variables }),
  };
}

export async function graphql<R, V>(origin: string, host: string, document: TypedDocumentNode<R, V>, variables: V, token?: string): Promise<R> {
  const request = graphqlRequest(origin, host, document, variables, token);
  const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  const result = (await response.json()) as { data?: R; errors?: { message: string }[] };
  if (!result.data) throw new Error(`GraphQL ${response.status}: ${result.errors?.map((e) => e.message).join('; ')}`);
  return result.data;
}
