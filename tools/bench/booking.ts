import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { performance } from 'node:perf_hooks';
import { AddToCartDocument, CreateAndCompleteOrderDocument, GetSessionsDocument } from '@/graphql/generated/operations';
import { percentile } from '@/lib/domain/performance-budgets';
import { graphql, visitorAgent } from './graphql-client';

export interface BookingOptions {
  /** Where visitors book: the site, or the stack's floor (./floor-sale.ts). */
  shop: Shop;
  /**
   * How visitors arrive. `visitors`: that many book at once, each starting again as soon as its order is
   * answered (a closed loop: it finds how many tickets a minute the site can sell). `ordersPerSecond`:
   * a new visitor starts at that rate however long the others take (an open loop: latency at that rate).
   */
  arrival: { visitors: number } | { ordersPerSecond: number };
  /** Orders in all. */
  orders: number;
  /** The first visitor's number: each visitor books from its own client address (visitorAddress), so two runs take different ones. */
  firstVisitor: number;
  ticketsPerOrder: number;
}

/** A session on sale, and the ticket type a visitor buys at it. */
export interface OnSale {
  id: string;
  variationId: string;
}

/**
 * What a visitor does to buy: `add` puts tickets for a session in the cart of `token` and answers the
 * result's type name (`CartUpdated`, `SoldOut`, or why not); `order` places the cart's order and answers
 * null, or why it failed.
 */
export interface Shop {
  sessions(): Promise<OnSale[]>;
  add(session: OnSale, quantity: number, token: string, agent: http.Agent): Promise<string>;
  order(visitor: number, token: string, agent: http.Agent): Promise<string | null>;
}

export interface BookingFigures {
  ticketsPerMinute: number;
  orderP95Ms: number;
  orders: number;
  tickets: number;
  failures: number;
  /** Why orders failed: a checkout problem's code, an add's answer, or an error's message; counted. */
  failureReasons: Record<string, number>;
  sessionIds: string[];
}

const dayFrom = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The event's sessions on sale on `days` days starting `fromDay` days from today. */
async function sessionsOnSale(origin: string, host: string, slug: string, fromDay: number, days: number): Promise<OnSale[]> {
  const sessions: OnSale[] = [];
  for (let day = fromDay; day < fromDay + days; day++) {
    const { getSessions } = await graphql(origin, host, GetSessionsDocument, { slug, date: dayFrom(day) });
    for (const session of getSessions) if (!session.soldOut) sessions.push({ id: session.id, variationId: session.prices[0].variationId });
  }
  return sessions;
}

/** Adds tickets for a session to the visitor's cart (a capacity hold); the result's type name. */
async function addTickets(origin: string, host: string, slug: string, session: OnSale, quantity: number, token: string, agent?: http.Agent): Promise<string> {
  const { addToCart } = await graphql(
    origin,
    host,
    AddToCartDocument,
    { input: { activitySlug: slug, sessionId: session.id, tickets: [{ variationId: session.variationId, quantity }] } },
    token,
    agent,
  );
  return addToCart.__typename;
}

/** A new visitor with tickets in the cart, on sessions the booking run does not use; its token. */
export async function fillCart(origin: string, host: string, slug: string, fromDay: number): Promise<string> {
  const token = randomUUID();
  for (const session of await sessionsOnSale(origin, host, slug, fromDay, 7)) {
    if ((await addTickets(origin, host, slug, session, 2, token)) === 'CartUpdated') return token;
  }
  throw new Error(`No tickets of ${slug} left to fill a cart`);
}

/**
 * The site's shop: the event `slug` on `host`, its sessions on `days` days from tomorrow, each order placed
 * on `gatewayId` (one that completes at once).
 */
export function siteShop(origin: string, host: string, slug: string, gatewayId: string, days: number): Shop {
  return {
    sessions: () => sessionsOnSale(origin, host, slug, 1, days),
    add: (session, quantity, token, agent) => addTickets(origin, host, slug, session, quantity, token, agent),
    async order(visitor, token, agent) {
      const { createAndCompleteOrder: outcome } = await graphql(
        origin,
        host,
        CreateAndCompleteOrderDocument,
        {
          input: {
            idempotencyKey: randomUUID(),
            customer: { firstName: 'Bench', lastName: `Visitor ${visitor}`, email: `bench@visitor${visitor}.example`, mobilePhone: '+64 21 555 0101' },
            gatewayId,
            acceptTerms: true,
          },
        },
        token,
        agent,
      );
      if (outcome.__typename === 'OrderPlaced' && outcome.outcome !== 'ERROR') return null;
      return outcome.__typename === 'CheckoutProblem' ? outcome.code : `${outcome.__typename} ${outcome.__typename === 'OrderPlaced' ? outcome.outcome : ''}`.trim();
    },
  };
}

/**
 * Many visitors buying tickets to one event at once, as browsers do: each adds tickets for a session
 * to its own cart (a capacity hold), then places the order on a gateway that completes at once. Visitors
 * crowd the earliest sessions; a sold-out answer sends a visitor to the next session. Tickets per minute
 * count tickets in placed orders over the wall-clock time of the whole run.
 *
 * Each visitor is a different person, as on the site: its own client address (a socket bound to its own
 * loopback address, visitorAgent), so the per-address limits and their locks count it alone, as they
 * would a real visitor, and its own mailbox at its own mail domain (the reservation budgets' per-mailbox and
 * per-domain locks, lib/server/orders/budget-locks.ts, likewise). The site runs with its production limits.
 */
export async function measureBooking(options: BookingOptions): Promise<BookingFigures> {
  const { shop } = options;
  const sessions = await shop.sessions();
  if (!sessions.length) throw new Error('No sessions on sale');
  const soldOut = new Set<string>();
  const orderTimes: number[] = [];
  let tickets = 0;
  let failures = 0;
  const failureReasons: Record<string, number> = {};
  const fail = (reason: string) => {
    failures += 1;
    failureReasons[reason] = (failureReasons[reason] ?? 0) + 1;
  };
  let next = 0;

  const visit = async (index: number) => {
    const token = randomUUID();
    const number = options.firstVisitor + index;
    const agent = visitorAgent(number);
    try {
      await visitor(index, number, token, agent);
    } finally {
      agent.destroy();
    }
  };
  const visitor = async (index: number, number: number, token: string, agent: http.Agent) => {
    for (let attempt = 0; attempt < sessions.length; attempt++) {
      const open = sessions.filter((session) => !soldOut.has(session.id));
      if (!open.length) break;
      const session = open[(index + attempt) % Math.min(open.length, 8)];
      const added = await shop.add(session, options.ticketsPerOrder, token, agent);
      if (added === 'SoldOut') {
        soldOut.add(session.id);
        continue;
      }
      if (added !== 'CartUpdated') return fail(added);
      const started = performance.now();
      const failure = await shop.order(number, token, agent);
      orderTimes.push(performance.now() - started);
      if (failure === null) tickets += options.ticketsPerOrder;
      else fail(failure);
      return;
    }
    fail('no session left');
  };
  const failed = (error: unknown) => fail(error instanceof Error ? error.message.slice(0, 80) : String(error));

  const started = performance.now();
  const { arrival } = options;
  if ('visitors' in arrival) {
    await Promise.all(
      Array.from({ length: arrival.visitors }, async () => {
        while (next < options.orders) await visit(next++).catch(failed);
      }),
    );
  } else {
    const visits: Promise<unknown>[] = [];
    for (let index = 0; index < options.orders; index++) {
      const due = started + (index * 1000) / arrival.ordersPerSecond;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      visits.push(visit(index).catch(failed));
    }
    await Promise.all(visits);
  }
  const minutes = (performance.now() - started) / 60_000;
  return {
    ticketsPerMinute: Math.round(tickets / minutes),
    orderP95Ms: Math.round(percentile(orderTimes, 95)),
    orders: orderTimes.length,
    tickets,
    failures,
    failureReasons,
    sessionIds: sessions.map((session) => session.id),
  };
}
