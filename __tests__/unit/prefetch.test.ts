import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { of } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GetCheckoutDocument } from '@/graphql/generated/operations';
import { getCheckoutRequest } from '@/graphql/generated/requests/get-checkout';
import { createBrowserApolloClient, createCache } from '@/lib/client/apollo';
import { prefetchQuery } from '@/lib/client/prefetch';

/*
 * A query the page prefetches (lib/client/prefetch.ts) is taken by the GraphQL client's first request of
 * the same operation and variables: the server answers once. Only the network (fetch) is stood in for.
 */

const money = { __typename: 'Money', amount: 0, currency: 'NZD' };
const checkout = {
  data: {
    getCheckout: {
      __typename: 'Checkout',
      cart: { __typename: 'Cart', id: null, total: money, items: [] },
      gateways: [],
      code: null,
      subtotal: money,
      discount: money,
      giftCard: money,
      cardFee: money,
      total: money,
      group: null,
    },
  },
};

const variables = { code: null, gatewayId: null };
let fetched: { operationName: string; variables: unknown; query: string }[];

function answer(status: number, body: unknown): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      fetched.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(() => {
  fetched = [];
  vi.stubGlobal('window', { location: { origin: 'http://nz.localhost' }, navigator: { userAgent: 'vitest' } });
  answer(200, checkout);
});
afterEach(() => vi.unstubAllGlobals());

const query = (client: ApolloClient, vars: Record<string, unknown> = variables) =>
  client.query({ query: GetCheckoutDocument, variables: vars, fetchPolicy: 'network-only' });

describe('a prefetched query', () => {
  it('is sent as the GraphQL client sends it: the same text, __typename in every selection', async () => {
    let sent = '';
    const client = new ApolloClient({
      cache: createCache(),
      link: new ApolloLink((operation) => {
        sent = print(operation.query);
        return of(checkout);
      }),
    });
    await query(client);
    expect(getCheckoutRequest.query).toBe(sent);
    expect(getCheckoutRequest.operationName).toBe('getCheckout');
  });

  it("is the client's answer to its first request with the same variables, asked of the server once", async () => {
    prefetchQuery(getCheckoutRequest, variables);
    expect(fetched).toEqual([{ operationName: 'getCheckout', variables, query: getCheckoutRequest.query }]);
    const client = createBrowserApolloClient();
    const { data } = await query(client);
    expect(data?.getCheckout.total.amount).toBe(0);
    expect(fetched).toHaveLength(1);
    // Taken once: the next request is the client's own.
    await query(client);
    expect(fetched).toHaveLength(2);
  });

  it('with other variables is not taken', async () => {
    const drop = prefetchQuery(getCheckoutRequest, variables);
    await query(createBrowserApolloClient(), { code: 'SUMMER', gatewayId: null });
    expect(fetched.map((request) => request.variables)).toEqual([variables, { code: 'SUMMER', gatewayId: null }]);
    drop();
  });

  it('that the server refused is asked again by the client, with its own rules', async () => {
    answer(503, { errors: [{ message: 'busy' }] });
    prefetchQuery(getCheckoutRequest, variables);
    answer(200, checkout);
    const { data } = await query(createBrowserApolloClient());
    expect(data?.getCheckout.cart.items).toEqual([]);
    expect(fetched).toHaveLength(2);
  });

  it('dropped (the page went first) is not taken later', async () => {
    const drop = prefetchQuery(getCheckoutRequest, variables);
    drop();
    await query(createBrowserApolloClient());
    expect(fetched).toHaveLength(2);
  });
});
