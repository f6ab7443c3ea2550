import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { parse } from 'graphql';
import type { Shop } from './booking';
import { graphql } from './graphql-client';

/*
 * The stack's floor for a sale (__tests__/bench/floor/pages/api/graphql.js): the same visitors as the
 * site's booking runs (./booking.ts), each from its own address, buying through two requests, on an app
 * that does the least a sale can do on the site's stack. Run beside the site's, on the same machine, it
 * says how much of the site's tickets a minute is the stack's and the machine's, and how much the site's own.
 */

const document = <R, V>(text: string) => parse(text) as unknown as TypedDocumentNode<R, V>;
const SESSIONS = document<{ floorSessions: string[] }, Record<string, never>>('query floorSessions { floorSessions }');
const ADD = document<{ floorAdd: string }, { sessionId: string; quantity: number }>('mutation floorAdd($sessionId: ID!, $quantity: Int!) { floorAdd(sessionId: $sessionId, quantity: $quantity) }');
const ORDER = document<{ floorOrder: boolean }, { idempotencyKey: string; email: string }>(
  'mutation floorOrder($idempotencyKey: ID!, $email: String!) { floorOrder(idempotencyKey: $idempotencyKey, email: $email) }',
);

export function floorShop(origin: string): Shop {
  const host = new URL(origin).host;
  return {
    sessions: async () => (await graphql(origin, host, SESSIONS, {})).floorSessions.map((id) => ({ id, variationId: '' })),
    add: async (session, quantity, token, agent) => (await graphql(origin, host, ADD, { sessionId: session.id, quantity }, token, agent)).floorAdd,
    order: async (visitor, token, agent) =>
      (await graphql(origin, host, ORDER, { idempotencyKey: randomUUID(), email: `bench@visitor${visitor}.example` }, token, agent)).floorOrder ? null : 'not placed',
  };
}
