import { elementPath, type ConsoleLevel, type NamedElement, type RawBreadcrumb } from '@/lib/domain/early-errors';

/**
 * The first-party breadcrumb recorder that stands in for the SDK's breadcrumbs and console integrations
 * until the SDK is loaded (on a page's first error, ./error-reporting.ts), on every page view, so it is
 * kept tiny: it records the same kinds as raw records (lib/domain/early-errors.ts), shaped as the SDK's
 * once it arrives (lib/domain/early-breadcrumbs.ts): clicks (ui.click), moves through the history API
 * (navigation), console calls (their text, not the objects), and fetch and XHR requests (method,
 * address, status; never headers or bodies; query strings are dropped when shaped). Not recorded: key
 * presses in inputs (the SDK's ui.input). Scrubbing is the SDK's: each breadcrumb goes through its
 * beforeBreadcrumb (lib/domain/error-reporting.ts) when handed over.
 *
 * Returns `stop`, which puts back every function it wrapped (unless something wrapped it since), so
 * the SDK instruments the page's own functions and nothing is recorded twice.
 */
export function recordBreadcrumbs(add: (crumb: RawBreadcrumb) => void): () => void {
  let on = true;
  const undo: (() => void)[] = [];
  const record = (...crumb: RawBreadcrumb extends [number, ...infer Rest] ? Rest : never) => {
    if (on) add([Date.now() / 1000, ...crumb] as RawBreadcrumb);
  };
  function wrap<T, K extends keyof T>(target: T, key: K, wrapper: (original: T[K]) => T[K]) {
    const original = target[key];
    const wrapped = (target[key] = wrapper(original));
    undo.push(() => {
      if (target[key] === wrapped) target[key] = original;
    });
  }
  function listen(target: EventTarget, type: string, listener: (event: Event) => void) {
    target.addEventListener(type, listener, true);
    undo.push(() => target.removeEventListener(type, listener, true));
  }

  listen(document, 'click', (event) => record('ui.click', elementPath(event.target as unknown as NamedElement)));

  let href = location.href;
  const moved = () => {
    if (href !== location.href) record('navigation', href, (href = location.href));
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    wrap(history, method, (original) =>
      function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        moved();
      },
    );
  }
  listen(window, 'popstate', moved);

  for (const level of ['debug', 'info', 'warn', 'error', 'log'] as ConsoleLevel[]) {
    wrap(console, level, (original) => (...args: unknown[]) => {
      let text = '[value cannot be serialized]';
      try {
        text = args.map(String).join(' ');
      } catch {
        // an object without a string form (no prototype)
      }
      record('console', level, text);
      original.apply(console, args);
    });
  }

  wrap(window, 'fetch', (original) => (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const method = init?.method ?? request?.method ?? 'GET';
    const url = request?.url ?? String(input);
    const response = original(input, init);
    response.then(
      ({ status }) => record('fetch', method, url, status),
      () => record('fetch', method, url),
    );
    return response;
  });

  wrap(XMLHttpRequest.prototype, 'open', (original) =>
    function (this: XMLHttpRequest, ...args: [string, string | URL]) {
      this.addEventListener('loadend', () => record('xhr', args[0], String(args[1]), this.status || undefined));
      (original as (...args: unknown[]) => void).apply(this, args);
    } as XMLHttpRequest['open'],
  );

  return () => {
    on = false;
    undo.forEach((step) => step());
  };
}
