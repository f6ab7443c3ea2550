import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Visitor, type Answer } from '../client';
import { httpRequest } from '../graphql-client';
import type { Stack } from '../scenario';

/*
 * Steady traffic for scenario 8's database restart: visitors browsing (pages and the sessions query)
 * and visitors ordering (add to cart, then createAndCompleteOrder, retried with the same idempotency
 * key after a "try again", as the site's client does). Every answer is one sample, classified as
 * fine, a typed "try again", or anything else (an untyped error: the figure that must stay 0).
 */

export type Verdict = 'ok' | 'tryAgain' | 'other';

export interface Sample {
  at: number;
  what: string;
  verdict: Verdict;
  detail: string;
}

/** The "try again" page's message in a language (locales/<lng>/common.json error.503): a page must say it. */
const tryAgainText = (language: 'en' | 'zh-Hant') =>
  (JSON.parse(readFileSync(`locales/${language}/common.json`, 'utf8')) as { error: Record<string, string> }).error['503'];

const SESSIONS = `query($slug: String!, $date: Date!) { getSessions(slug: $slug, date: $date) { id remaining } }`;

export function graphqlVerdict(answer: Answer): { verdict: Verdict; detail: string } {
  const codes = (answer.errors ?? []).map((e) => e.extensions?.code ?? e.message);
  if (answer.status === 200 && !codes.length && answer.data) return { verdict: 'ok', detail: '' };
  if (answer.status === 503 && codes.length && codes.every((c) => c === 'TRY_AGAIN')) return { verdict: 'tryAgain', detail: '' };
  return { verdict: 'other', detail: `HTTP ${answer.status} ${codes.join(',')}` };
}

function pageVerdict(status: number, text: string, tryAgain: string): { verdict: Verdict; detail: string } {
  if (status === 200) return { verdict: 'ok', detail: '' };
  if (status === 503 && text.includes(tryAgain)) return { verdict: 'tryAgain', detail: '' };
  return { verdict: 'other', detail: `HTTP ${status}` };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class SteadyLoad {
  readonly samples: Sample[] = [];
  /** Anonymous tokens of the ordering visitors, to find their orders afterwards. */
  readonly buyers: string[] = [];
  private running = true;
  private workers: Promise<void>[] = [];

  constructor(
    private readonly stack: Stack,
    private readonly session: { slug: string; id: string; variationId: string; date: string },
  ) {}

  start(browsers = 3, buyers = 3): void {
    for (let i = 0; i < browsers; i++) this.workers.push(this.browse(i));
    for (let i = 0; i < buyers; i++) this.workers.push(this.buy(i));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  private record(what: string, verdict: { verdict: Verdict; detail: string }) {
    this.samples.push({ at: Date.now(), what, ...verdict });
    return verdict.verdict;
  }

  /** A thrown request (connection refused, reset, timed out) is an untyped failure too. */
  private async attempt<T>(what: string, call: () => Promise<T>, judge: (value: T) => { verdict: Verdict; detail: string }): Promise<{ verdict: Verdict; value?: T }> {
    try {
      const value = await call();
      return { verdict: this.record(what, judge(value)), value };
    } catch (error) {
      return { verdict: this.record(what, { verdict: 'other', detail: (error as Error).message }) };
    }
  }

  private async browse(index: number): Promise<void> {
    const base = this.stack.apps[index % this.stack.apps.length];
    // The third browser reads the Chinese site: its "try again" page must be in Chinese.
    const chinese = index % 3 === 2;
    const host = this.stack.hostFor(chinese ? 'zh.hk' : 'nz');
    const tryAgain = tryAgainText(chinese ? 'zh-Hant' : 'en');
    const paths = chinese ? ['/', '/gift-vouchers'] : ['/', `/things-to-do/${this.session.slug}`, '/gift-vouchers'];
    const visitor = new Visitor(this.stack, index % this.stack.apps.length);
    for (let round = 0; this.running; round++) {
      const path = paths[round % paths.length];
      await this.attempt(`GET ${host}${path}`, () => httpRequest(base, { path, host }), (answer) => pageVerdict(answer.status, answer.text, tryAgain));
      await this.attempt('getSessions', () => visitor.graphql(SESSIONS, { slug: this.session.slug, date: this.session.date }), graphqlVerdict);
      await pause(200);
    }
  }

  /** Repeats a call while it answers "try again", as the client's retry link does (with a short pause). */
  private async untilNotTryAgain<T>(what: string, call: () => Promise<T>, judge: (value: T) => { verdict: Verdict; detail: string }) {
    for (;;) {
      const result = await this.attempt(what, call, judge);
      if (result.verdict !== 'tryAgain' || !this.running) return result;
      await pause(500);
    }
  }

  private async buy(index: number): Promise<void> {
    while (this.running) {
      const visitor = new Visitor(this.stack, index % this.stack.apps.length);
      this.buyers.push(visitor.token);
      const added = await this.untilNotTryAgain(
        'addToCart',
        () => visitor.addToCart(this.session.slug, this.session.id, this.session.variationId),
        (a) => (a.kind === 'CartUpdated' ? { verdict: 'ok', detail: '' } : graphqlVerdict({ status: a.status, errors: a.errors, data: a.kind === 'error' ? undefined : {} })),
      );
      if (added.verdict !== 'ok') {
        await pause(200);
        continue;
      }
      const key = randomUUID();
      await this.untilNotTryAgain(
        'createAndCompleteOrder',
        () => visitor.order({ idempotencyKey: key, email: `faults-${randomUUID()}@example.com` }),
        (o) =>
          o.result?.__typename === 'OrderPlaced'
            ? { verdict: 'ok', detail: '' }
            : o.result?.__typename === 'CheckoutProblem'
              ? { verdict: 'other', detail: `CheckoutProblem ${o.result.code}` }
              : graphqlVerdict({ status: o.status, errors: o.errors }),
      );
      await pause(200);
    }
  }
}
