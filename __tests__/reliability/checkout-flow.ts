import { randomUUID } from 'node:crypto';
import { operationDocument, visitor } from './graphql-client';
import type { Stack } from './scenario';

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  mobilePhone: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * One visitor books one Queenstown zipline place through the GraphQL API (sessions, add to cart, order)
 * and pays on arrival. Returns the raw order answer: the caller checks it.
 */
export async function bookOnePlace(stack: Stack, customer: Customer, options: { instance?: number; dayOffset?: number; code?: string; gatewayId?: string } = {}) {
  const buyer = visitor(stack, 'nz', options.instance ?? 0);
  const offset = options.dayOffset ?? 20;
  const sessions = await buyer.call(operationDocument('getSessions'), { slug: 'zipline', date: day(offset) });
  const list = (sessions.body?.data?.getSessions ?? []) as { id: string; remaining: number }[];
  const session = list.find((s) => s.remaining > 0);
  if (!session) throw new Error(`No zipline session with places on ${day(offset)}: ${sessions.text.slice(0, 200)}`);
  const added = await buyer.call(operationDocument('addToCart'), {
    input: { activitySlug: 'zipline', sessionId: session.id, tickets: [{ variationId: 'nz-zipline-adult', quantity: 1 }] },
  });
  if ((added.body?.data?.addToCart as { __typename?: string })?.__typename !== 'CartUpdated') throw new Error(`addToCart: ${added.text.slice(0, 300)}`);
  const order = await buyer.call(operationDocument('createAndCompleteOrder'), {
    input: { idempotencyKey: randomUUID(), customer, code: options.code ?? null, gatewayId: options.gatewayId ?? 'nz-arrival', acceptTerms: true },
  });
  return { buyer, order };
}
