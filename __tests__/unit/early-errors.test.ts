import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordBreadcrumbs } from '@/lib/client/breadcrumb-recorder';
import { handOver, mechanism, toBreadcrumb, type EarlyBreadcrumb } from '@/lib/domain/early-breadcrumbs';
import { earlyQueue, elementPath, type Caught, type NamedElement, type RawBreadcrumb } from '@/lib/domain/early-errors';
import { beforeBreadcrumb, ERROR_REPORTER } from '@/lib/domain/error-reporting';

/** What the SDK is handed, in order. */
function drained(queue: ReturnType<typeof earlyQueue>['queue']) {
  const items: (['crumb', EarlyBreadcrumb] | ['error', unknown, Caught])[] = [];
  handOver(queue, { breadcrumb: (crumb) => items.push(['crumb', crumb]), error: (error, caught) => items.push(['error', error, caught]) });
  return items;
}

const click = (n: number): RawBreadcrumb => [n, 'ui.click', `button#b${n}`];

describe('the queue that holds errors and breadcrumbs until the SDK arrives', () => {
  it('hands every error over once, in order, each after exactly the breadcrumbs recorded before it', () => {
    const early = earlyQueue();
    early.crumb(click(1));
    early.crumb(click(2));
    early.error('first', 'onerror');
    early.crumb(click(3));
    early.error('second', 'onunhandledrejection');
    early.error('third', 'page_error');
    early.crumb(click(4));
    const items = drained(early.queue);
    expect(items.map((item) => (item[0] === 'crumb' ? item[1].message : item[1]))).toEqual(['button#b1', 'button#b2', 'first', 'button#b3', 'second', 'third', 'button#b4']);
    expect(items.filter((item) => item[0] === 'error').map((item) => item[2])).toEqual(['onerror', 'onunhandledrejection', 'page_error']);
    // Exactly once: the queue is empty afterwards.
    expect(drained(early.queue)).toEqual([]);
  });

  it('keeps the last 100 breadcrumbs (the SDK’s maxBreadcrumbs), and still places each error after its own', () => {
    expect(ERROR_REPORTER.maxBreadcrumbs).toBe(100);
    const early = earlyQueue();
    for (let n = 1; n <= 150; n++) early.crumb(click(n));
    early.error('storm', 'onerror');
    for (let n = 151; n <= 160; n++) early.crumb(click(n));
    const items = drained(early.queue);
    const messages = items.map((item) => (item[0] === 'crumb' ? item[1].message : item[1]));
    expect(messages).toHaveLength(101);
    expect(messages[0]).toBe('button#b61');
    expect(messages[89]).toBe('button#b150');
    expect(messages[90]).toBe('storm');
    expect(messages[100]).toBe('button#b160');
  });

  it('holds at most 64 errors (the transport’s buffer), the earliest: a storm cannot grow memory', () => {
    expect(ERROR_REPORTER.bufferSize).toBe(64);
    const early = earlyQueue();
    for (let n = 0; n < 10_000; n++) early.error(new Error(`error ${n}`), 'onerror');
    expect(early.queue.errors).toHaveLength(64);
    const errors = drained(early.queue).filter((item) => item[0] === 'error');
    expect(errors).toHaveLength(64);
    expect((errors[0][1] as Error).message).toBe('error 0');
    expect((errors[63][1] as Error).message).toBe('error 63');
  });

  it('names how each error was caught as the SDK does', () => {
    expect(mechanism('onerror')).toEqual({ handled: false, type: 'auto.browser.global_handlers.onerror' });
    expect(mechanism('onunhandledrejection')).toEqual({ handled: false, type: 'auto.browser.global_handlers.onunhandledrejection' });
    expect(mechanism('page_error')).toEqual({ handled: false, type: 'auto.function.nextjs.page_error' });
  });
});

describe('breadcrumbs shaped as the SDK’s, without query strings', () => {
  it('shapes clicks, moves, console calls and requests', () => {
    expect(toBreadcrumb([1.5, 'ui.click', 'nav > a.link'])).toEqual({ category: 'ui.click', message: 'nav > a.link', timestamp: 1.5 });
    expect(toBreadcrumb([2, 'navigation', 'http://nz.localhost:3100/?utm_source=x', 'http://nz.localhost:3100/things-to-do?gclid=1#book'])).toEqual({
      category: 'navigation',
      data: { from: '/', to: '/things-to-do' },
      timestamp: 2,
    });
    expect(toBreadcrumb([3, 'console', 'warn', 'slow image'])).toEqual({ category: 'console', level: 'warning', message: 'slow image', data: { logger: 'console' }, timestamp: 3 });
    expect(toBreadcrumb([4, 'fetch', 'post', '/api/graphql?code=ABCD-EFGH-JKLM-NPQR', 200])).toEqual({
      category: 'fetch',
      type: 'http',
      data: { method: 'POST', url: '/api/graphql', status_code: 200 },
      timestamp: 4,
    });
    expect(toBreadcrumb([5, 'xhr', 'GET', 'http://nz.localhost:3100/x.json#y', 404])).toMatchObject({ category: 'xhr', level: 'warning', data: { url: 'http://nz.localhost:3100/x.json', status_code: 404 } });
    expect(toBreadcrumb([6, 'fetch', 'GET', '/api/graphql', 503])?.level).toBe('error');
    // No status: the request failed (network error).
    expect(toBreadcrumb([7, 'fetch', 'GET', '/api/graphql'])).toEqual({ category: 'fetch', type: 'http', level: 'error', data: { method: 'GET', url: '/api/graphql' }, timestamp: 7 });
  });

  it('drops a move that only changed the query or fragment', () => {
    expect(toBreadcrumb([1, 'navigation', 'http://h/checkout?step=1', 'http://h/checkout?step=2#pay'])).toBeNull();
    const early = earlyQueue();
    early.crumb([1, 'navigation', 'http://h/a?x=1', 'http://h/a?x=2']);
    early.error('e', 'onerror');
    expect(drained(early.queue)).toEqual([['error', 'e', 'onerror']]);
  });

  it('are scrubbed by the SDK’s beforeBreadcrumb when handed over (confirmation tokens, personal data)', () => {
    const move = toBreadcrumb([1, 'navigation', 'http://h/booking/3f9c0e1a7b?x=1', 'http://h/things-to-do'])!;
    expect(beforeBreadcrumb(move).data).toEqual({ from: '/booking/[token]', to: '/things-to-do' });
    expect(beforeBreadcrumb(toBreadcrumb([1, 'console', 'log', 'sent to wikitoria@example.com'])!).message).toBe('sent to [Filtered]');
  });

  it('names a clicked element as the SDK does: up to 5 levels, id, classes, named attributes, under 80 characters', () => {
    const element = (tagName: string, attributes: Record<string, string>, parentElement: NamedElement | null = null): NamedElement => ({
      tagName,
      id: attributes.id ?? '',
      getAttribute: (name) => attributes[name] ?? null,
      parentElement,
    });
    const html = element('HTML', {});
    const body = element('BODY', {}, html);
    const main = element('DIV', { id: '__next' }, body);
    const form = element('FORM', { class: 'sc-a  book' }, main);
    const button = element('BUTTON', { type: 'submit', 'aria-label': 'Add to cart' }, form);
    expect(elementPath(button)).toBe('div#__next > form.sc-a.book > button[aria-label="Add to cart"][type="submit"]');
    expect(elementPath(body)).toBe('body');
    expect(elementPath(null)).toBe('');
    const long = element('A', { class: 'x'.repeat(90) }, form);
    expect(elementPath(long)).toBe(`a.${'x'.repeat(90)}`);
    let deep: NamedElement = element('SPAN', {}, null);
    for (let n = 0; n < 8; n++) deep = element('I', {}, deep);
    expect(elementPath(deep)).toBe('i > i > i > i > i');
  });
});

/**
 * The recorder in the browser's place: the globals it wraps, as plain objects (the e2e test,
 * __tests__/e2e/error-reporting.spec.ts, runs it in Chromium).
 */
describe('the breadcrumb recorder', () => {
  const saved = { ...Object.getOwnPropertyDescriptors(globalThis) };
  let fetched: string[];
  beforeEach(() => {
    fetched = [];
    const doc = new EventTarget();
    const history = { state: null, pushState: (_s: unknown, _t: string, url: string) => (location.href = new URL(url, location.href).href), replaceState: (_s: unknown, _t: string, url: string) => (location.href = new URL(url, location.href).href) };
    class FakeXhr extends EventTarget {
      status = 0;
      open(_method: string, _url: string) {}
      send() {
        this.status = 500;
        this.dispatchEvent(new Event('loadend'));
      }
    }
    const win = Object.assign(new EventTarget(), {
      fetch: async (input: RequestInfo | URL) => {
        fetched.push(String(input));
        if (String(input).includes('offline')) throw new TypeError('Failed to fetch');
        return new Response('{}', { status: 201 });
      },
    });
    Object.assign(globalThis, { window: win, document: doc, location: { href: 'http://nz.localhost/' }, history, XMLHttpRequest: FakeXhr });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const key of ['window', 'document', 'location', 'history', 'XMLHttpRequest']) {
      if (key in saved) Object.defineProperty(globalThis, key, saved[key as keyof typeof saved]);
      else delete (globalThis as Record<string, unknown>)[key];
    }
  });

  it('records clicks, moves, console calls and requests, and puts back what it wrapped when stopped', async () => {
    const crumbs: RawBreadcrumb[] = [];
    const originals = { fetch: window.fetch, pushState: history.pushState, log: console.log, open: XMLHttpRequest.prototype.open };
    const stop = recordBreadcrumbs((crumb) => crumbs.push(crumb));
    expect(window.fetch).not.toBe(originals.fetch);

    const target = { tagName: 'BUTTON', id: 'go', getAttribute: () => null, parentElement: null };
    const clickEvent = new Event('click');
    Object.defineProperty(clickEvent, 'target', { value: target });
    document.dispatchEvent(clickEvent);
    history.pushState(null, '', '/things-to-do?utm_source=x');
    history.replaceState(null, '', '/things-to-do?utm_source=x');
    console.log('loaded', 3, { a: 1 }, Object.create(null));
    console.log('plain');
    const response = await window.fetch('/api/graphql?x=1', { method: 'POST' });
    expect(response.status).toBe(201);
    await expect(window.fetch('/offline')).rejects.toThrow('Failed to fetch');
    const xhr = new XMLHttpRequest();
    xhr.open('GET', '/data.json');
    xhr.send();
    await new Promise((resolve) => setTimeout(resolve));

    expect(crumbs.map(([, ...rest]) => rest)).toEqual([
      ['ui.click', 'button#go'],
      ['navigation', 'http://nz.localhost/', 'http://nz.localhost/things-to-do?utm_source=x'],
      ['console', 'log', '[value cannot be serialized]'],
      ['console', 'log', 'plain'],
      ['fetch', 'POST', '/api/graphql?x=1', 201],
      ['fetch', 'GET', '/offline'],
      ['xhr', 'GET', '/data.json', 500],
    ]);
    expect(crumbs.every(([timestamp]) => Math.abs(timestamp - Date.now() / 1000) < 5)).toBe(true);
    expect(fetched).toEqual(['/api/graphql?x=1', '/offline']);

    stop();
    expect([window.fetch, history.pushState, console.log, XMLHttpRequest.prototype.open]).toEqual([originals.fetch, originals.pushState, originals.log, originals.open]);
    document.dispatchEvent(clickEvent);
    await window.fetch('/after');
    expect(crumbs).toHaveLength(7);
  });
});
