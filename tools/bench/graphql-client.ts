import http from 'node:http';
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

/**
 * The n-th visitor's own client address, 127.1.0.1 onwards: Linux routes all of 127.0.0.0/8 to the
 * loopback interface, so a socket bound to any of them reaches the site, which sees it as the request's
 * socket address (lib/server/platform/http/client-address.ts; the bench trusts no proxy, and sends no
 * X-Forwarded-For the site would have to believe). Last octets 1–254 only: no network or broadcast-like ends.
 */
export function visitorAddress(n: number): string {
  const host = n % 254;
  const rest = Math.floor(n / 254);
  return `127.${1 + Math.floor(rest / 256)}.${rest % 256}.${host + 1}`;
}

/** A visitor's connections: kept alive between its requests, every one from its own address. */
export const visitorAgent = (n: number): http.Agent => new http.Agent({ keepAlive: true, localAddress: visitorAddress(n) });

/** POSTs through an agent (node:http: fetch cannot choose the local address) and reads the answer. */
function post(request: GraphQLRequest, agent: http.Agent): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(request.url, { method: 'POST', agent, headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** Sends one operation; `agent`: from that visitor's own address (visitorAgent), else through fetch from 127.0.0.1. */
export async function graphql<R, V>(origin: string, host: string, document: TypedDocumentNode<R, V>, variables: V, token?: string, agent?: http.Agent): Promise<R> {
  const request = graphqlRequest(origin, host, document, variables, token);
  const { status, text } = agent
    ? await post(request, agent)
    : await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body }).then(async (response) => ({ status: response.status, text: await response.text() }));
  const result = JSON.parse(text) as { data?: R; errors?: { message: string }[] };
  if (!result.data) throw new Error(`GraphQL ${status}: ${result.errors?.map((e) => e.message).join('; ')}`);
  return result.data;
}
