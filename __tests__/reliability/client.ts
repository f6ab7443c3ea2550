import { randomUUID } from 'node:crypto';
import type { Stack } from './scenario';

/**
 * A visitor's calls to the site over HTTP, as the browser makes them: GraphQL at /api/graphql with the
 * locale's Host header and the visitor's anonymous token; the hosted payment page's buttons; the
 * provider's notification. Every answer keeps its HTTP status, so scenarios can count 5xx.
 */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export const LOCALE = 'nz';
export const GATEWAY = 'nz-windcave';
export const CUSTOMER = { firstName: 'Rel', lastName: 'Iability', email: 'reliability@example.com', mobilePhone: '+64 21 555 0100' };

const ADD_TO_CART = `mutation($input: AddToCartInput!) { addToCart(input: $input) { __typename ... on SoldOut { remaining } ... on InvalidSelection { code } } }`;
const ORDER = `mutation($input: OrderInput!) { createAndCompleteOrder(input: $input) { __typename
  ... on OrderPlaced { outcome order { token bookingId status } payment { __typename ... on PaymentRedirect { url } } }
  ... on CheckoutProblem { code fields { field code } } } }`;
const CONFIRM = `mutation($token: String!) { confirmPayment(token: $token) { outcome order { status } } }`;
const SESSIONS = `query($slug: String!, $date: Date!) { getSessions(slug: $slug, date: $date) { id remaining } }`;

export class Visitor {
  constructor(
    protected readonly stack: Stack,
    /** Which app instance this visitor's requests go to. */
    public app = 0,
    readonly token: string = randomUUID(),
  ) {}

  /** The same visitor (same anonymous token) on another instance. */
  on(app: number): Visitor {
    return new Visitor(this.stack, app % this.stack.apps.length, this.token);
  }

  /** What each request carries: the page's origin, the visitor's token. */
  protected headers(): Record<string, string> {
    return { 'x-page-origin': `http://${this.stack.hostFor(LOCALE)}`, 'content-type': 'application/json', 'x-anonymous-token': this.token };
  }

  async graphql<T = Record<string, unknown>>(query: string, variables: object, signal?: AbortSignal): Promise<Answer<T>> {
    const base = this.stack.apps[this.app];
    const response = await fetch(`${base}/api/graphql`, {
      method: 'POST',
      // fetch sets Host from the URL itself; the site's pages name their origin in x-page-origin.
      headers: this.headers(),
      body: JSON.stringify({ query, variables }),
      signal,
    });
    const text = await response.text();
    let body: { data?: T; errors?: Answer['errors'] } = {};
    try {
      body = JSON.parse(text);
    } catch {
      // a non-JSON answer (a 5xx page): the status says enough
    }
    return { status: response.status, ...body };
  }

  /** One ticket of `variationId` on the session: 'CartUpdated', 'SoldOut' or 'InvalidSelection'. */
  async addToCart(slug: string, sessionId: string, variationId: string, quantity = 1) {
    const answer = await this.graphql<{ addToCart: { __typename: string } }>(ADD_TO_CART, {
      input: { activitySlug: slug, sessionId, tickets: [{ variationId, quantity }] },
    });
    return { status: answer.status, kind: answer.data?.addToCart.__typename ?? 'error', errors: answer.errors };
  }

  async order(input: { idempotencyKey?: string; code?: string | null; gatewayId?: string | null; email?: string } = {}, signal?: AbortSignal) {
    const answer = await this.graphql<{ createAndCompleteOrder: OrderResult }>(
      ORDER,
      { input: { idempotencyKey: input.idempotencyKey ?? randomUUID(), customer: { ...CUSTOMER, email: input.email ?? CUSTOMER.email }, code: input.code ?? null, gatewayId: input.gatewayId === undefined ? GATEWAY : input.gatewayId, acceptTerms: true } },
      signal,
    );
    return { status: answer.status, result: answer.data?.createAndCompleteOrder, errors: answer.errors };
  }

  async confirm(orderToken: string) {
    const answer = await this.graphql<{ confirmPayment: { outcome: string; order: { status: string } | null } }>(CONFIRM, { token: orderToken });
    return { status: answer.status, outcome: answer.data?.confirmPayment.outcome ?? 'error' };
  }
}

export interface OrderResult {
  __typename: 'OrderPlaced' | 'CheckoutProblem';
  outcome?: string;
  order?: { token: string; bookingId: string; status: string };
  payment?: { __typename: string; url?: string } | null;
  code?: string;
}

/** The visitor's choice on a hosted payment page (DPS): the provider's redirect back is read, not followed. */
export async function choose(url: string, choice: 'approve' | 'decline' | 'cancel', notify: 'once' | 'twice' | 'late' | 'never' = 'once') {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ choice, notify }),
  });
  return { status: response.status, location: response.headers.get('location') };
}

/** A bookable session of `slug` some days ahead (a different day per scenario keeps scenarios apart). */
export async function sessionFor(stack: Stack, slug: string, daysAhead: number): Promise<{ id: string; remaining: number }> {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const answer = await new Visitor(stack).graphql<{ getSessions: { id: string; remaining: number }[] }>(SESSIONS, { slug, date: day });
  const session = answer.data?.getSessions.find((s) => s.remaining > 0);
  if (!session) throw new Error(`No bookable ${slug} session on ${day}: ${JSON.stringify(answer)}`);
  return session;
}

export type BuyOutcome = 'paid' | 'soldOut' | `other: ${string}`;

/**
 * One buyer, start to end, as the crowds of the oversell scenarios buy: hold one place, order, approve on
 * the provider's page, come back. Every HTTP status is pushed to `statuses`.
 */
export async function buyOne(visitor: Visitor, slug: string, sessionId: string, variationId: string, statuses: number[]): Promise<BuyOutcome> {
  const added = await visitor.addToCart(slug, sessionId, variationId);
  statuses.push(added.status);
  if (added.kind === 'SoldOut') return 'soldOut';
  if (added.kind !== 'CartUpdated') return `other: addToCart ${added.kind} ${JSON.stringify(added.errors ?? '')}`;
  const placed = await visitor.order();
  statuses.push(placed.status);
  if (placed.result?.__typename === 'CheckoutProblem') return placed.result.code === 'SOLD_OUT' ? 'soldOut' : `other: ${placed.result.code}`;
  const { order, payment } = placed.result ?? {};
  if (!order || !payment?.url) return `other: order ${placed.status} ${JSON.stringify(placed.errors ?? placed.result)}`;
  const approved = await choose(payment.url, 'approve');
  statuses.push(approved.status);
  const confirmed = await visitor.confirm(order.token);
  statuses.push(confirmed.status);
  return confirmed.outcome === 'PAID' ? 'paid' : `other: confirm ${confirmed.outcome}`;
}

/** Starts `count` copies of `task` at once and waits for all of them. */
export async function concurrently<T>(count: number, task: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => task(index)));
}

/**
 * A meeting point for `parties` concurrent callers: the function it returns resolves once all of them
 * have called it. The controls call it between their unguarded read and their write, so every caller
 * reads before any writes: left to connection timing, the first callers sometimes finished before the
 * last had read, and a control showed nothing. A caller that never arrives (it threw) fails the others
 * after `timeoutMs` rather than hanging the suite.
 */
export function barrier(parties: number, timeoutMs = 60_000): () => Promise<void> {
  let arrived = 0;
  let open = () => {};
  let fail = (_error: Error) => {};
  const opened = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
  opened.catch(() => undefined); // rejected with no caller waiting: not an unhandled rejection
  const timer = setTimeout(() => fail(new Error(`barrier: ${arrived} of ${parties} callers arrived in ${timeoutMs} ms`)), timeoutMs).unref();
  return () => {
    if (++arrived === parties) {
      clearTimeout(timer);
      open();
    }
    return opened;
  };
}

export const is5xx = (status: number) => status >= 500;

/** Waits until `probe` returns something truthy, or `timeoutMs` passes (then returns the last value). */
export async function waitFor<T>(probe: () => T | Promise<T>, timeoutMs: number, everyMs = 250): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh gift card of `value` cents in the nz park, credited in its ledger; returns its code. */
export async function createGiftCard(pool: import('pg').Pool, value: number): Promise<{ id: string; code: string }> {
  const code = `REL${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
  const { rows } = await pool.query<{ id: string }>(
    `insert into gift_cards (park_id, code, currency, value) select park_id, $1, currency, $2 from locales where id = $3 returning id`,
    [code, value, LOCALE],
  );
  await pool.query(`insert into gift_card_transactions (gift_card_id, amount, reason) values ($1, $2, 'issue')`, [rows[0].id, value]);
  return { id: rows[0].id, code };
}
