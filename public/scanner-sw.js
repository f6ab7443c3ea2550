/*
 * The gate scanner's service worker (docs/back-office.md, "The offline scanner"): it lets the check-in
 * screen of the back office's host start with no network. Registered by
 * components/back-office/check-in/offline/service-worker.ts with scope /check-in, so it sees nothing of
 * the other screens. Plain JavaScript served as it is: a service worker's script must keep one address.
 *
 * - The screen itself: from the network while there is one (it is signed in and always current), the
 *   last good copy when there is none. A copy names the staff member, so it is dropped the moment the
 *   network says they are signed out (the screen redirects to sign-in).
 * - Our bundles (/_next/static/, named by their content): from the copy once kept. The screen's own
 *   are kept when its page is; the ones it loads later (the QR decoder) as they are fetched, and the
 *   screen also hands over every bundle it has loaded (message `keep`), since the first visit loads them
 *   before this worker is in charge (the screen too is asked for again then). A new build's page drops
 *   the old build's bundles.
 * - Everything else (the API) goes to the network untouched: the screen decides what to do offline.
 */
const SCREEN = '/check-in';
const PAGE_CACHE = 'scanner-page-v1';
const BUNDLE_CACHE = 'scanner-bundles-v1';
// A key of its own: the Cache API ignores a URL's fragment, so '/check-in#build' would replace the screen.
const BUILD_KEY = '/scanner-sw-build';

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== PAGE_CACHE && name !== BUNDLE_CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && url.pathname === SCREEN) event.respondWith(screen(request));
  else if (url.pathname.startsWith('/_next/static/')) event.respondWith(bundle(request));
});

self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((url) => typeof url === 'string');
  // The first visit's screen came before this worker was in charge: it is asked for once more to be kept.
  event.waitUntil(Promise.all([keepBundles(urls), caches.open(PAGE_CACHE).then(async (cache) => (await cache.match(SCREEN)) || screen(new Request(SCREEN, { redirect: 'manual' })))]));
});

/** The screen from the network, kept; the kept copy without a network; dropped when signed out. */
async function screen(request) {
  const cache = await caches.open(PAGE_CACHE);
  let response;
  try {
    response = await fetch(request);
  } catch {
    return (await cache.match(SCREEN)) || Response.error();
  }
  // A redirect (to sign-in) or a refusal: whoever used this device is no longer signed in here.
  if (response.type === 'opaqueredirect' || response.status === 401 || response.status === 403) await cache.delete(SCREEN);
  else if (response.ok) await keepScreen(cache, response.clone());
  return response;
}

async function keepScreen(cache, response) {
  const html = await response.text();
  const build = (html.match(/"buildId":"([^"]+)"/) || [])[1] || '';
  const previous = await cache.match(BUILD_KEY);
  if (previous && (await previous.text()) !== build) await caches.delete(BUNDLE_CACHE);
  await cache.put(SCREEN, new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers }));
  await cache.put(BUILD_KEY, new Response(build));
  await keepBundles([...new Set(html.match(/\/_next\/static\/[^"'\s<>)]+/g) || [])]);
}

/** A bundle from the copy, else fetched and kept. */
async function bundle(request) {
  const cache = await caches.open(BUNDLE_CACHE);
  const kept = await cache.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Fetches and keeps the bundles not kept yet (ours only); one that fails now is kept when next fetched. */
async function keepBundles(urls) {
  const cache = await caches.open(BUNDLE_CACHE);
  await Promise.all(
    urls.map(async (text) => {
      const url = new URL(text, self.location.origin);
      if (url.origin !== self.location.origin || !url.pathname.startsWith('/_next/static/')) return;
      if (await cache.match(url.href, { ignoreSearch: true })) return;
      const response = await fetch(url.href).catch(() => null);
      if (response && response.ok) await cache.put(url.href, response);
    }),
  );
}
