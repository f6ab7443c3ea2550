import { expect, test } from '@playwright/test';
import { api } from './helpers';

const LOCALE_QUERY = `query getLocale($domain: String!) { getLocale(domain: $domain) {
  id title showTile longMenuTitle locale domain hrefLang timeZone currency
  googleAnalyticsCode googleTagManagerCode hubspotCode facebookCode
  bookingEnabled bookingEmbedCode enableProgressiveCheckout progressiveCheckoutCode externalBookingSiteURL
  checkoutImage { id title url urlFallback square { url urlFallback } }
  image { id title url urlFallback square { url urlFallback } }
  imageMobile { id title url urlFallback square { url urlFallback } }
  locales { domain hrefLang title }
} }`;

const post = (request: import('@playwright/test').APIRequestContext, body: unknown, headers: Record<string, string> = {}) =>
  request.post(api, { data: body, headers: { host: 'localhost:3100', 'content-type': 'application/json', ...headers } });

test('POST getLocale returns every field', async ({ request }) => {
  const response = await post(request, { operationName: 'getLocale', query: LOCALE_QUERY, variables: { domain: 'hk.localhost' } });
  expect(response.status()).toBe(200);
  const { data, errors } = await response.json();
  expect(errors).toBeUndefined();
  const locale = data.getLocale;
  for (const [field, value] of Object.entries(locale)) expect(value, field).not.toBeNull();
  expect(locale).toMatchObject({ domain: 'hk.localhost', locale: 'en', currency: 'HKD', bookingEnabled: true });
  expect(locale.googleTagManagerCode.length).toBeGreaterThan(0);
  expect(locale.image.square.url).toMatch(/^\/images\/.+\.webp$/);
  expect(locale.locales.map((l: { domain: string }) => l.domain)).toContain('zh.hk.localhost');
});

test('an unknown origin gets a clear typed error', async ({ request }) => {
  const response = await post(
    request,
    { query: '{ getLocale(domain: "localhost") { id } }' },
    { 'x-page-origin': 'https://elsewhere.example' },
  );
  expect(response.status()).toBe(403);
  const body = await response.json();
  expect(body.errors[0].extensions.code).toBe('UNKNOWN_ORIGIN');
});

test('a simple cross-site request is refused (CSRF prevention)', async ({ request }) => {
  const response = await request.post(api, {
    data: JSON.stringify({ query: '{ getLocale(domain: "localhost") { id } }' }),
    headers: { host: 'localhost:3100', 'content-type': 'text/plain' },
  });
  expect(response.status()).toBe(400);
});

test('introspection and field suggestions are off in production', async ({ request }) => {
  const introspection = await (await post(request, { query: '{ __schema { types { name } } }' })).json();
  expect(introspection.data).toBeUndefined();
  expect(JSON.stringify(introspection.errors)).toMatch(/introspection/i);
  const typo = await (await post(request, { query: '{ getLocale(domain: "localhost") { titl } }' })).json();
  expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
});

test('query depth, aliases and batching are bounded', async ({ request }) => {
  const deep = `{ getLocale(domain: "localhost") { ${'locales { '.repeat(9)}id${' }'.repeat(9)} } }`;
  const depth = await (await post(request, { query: deep })).json();
  expect(depth.data).toBeUndefined();
  expect(JSON.stringify(depth.errors)).toMatch(/depth/i);

  const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: getLocale(domain: "localhost") { id }`).join(' ');
  const aliased = await (await post(request, { query: `{ ${aliases} }` })).json();
  expect(aliased.data).toBeUndefined();
  expect(JSON.stringify(aliased.errors)).toMatch(/alias/i);

  const batch = await post(request, [{ query: '{ getLocale(domain: "localhost") { id } }' }, { query: '{ getLocale(domain: "nz.localhost") { id } }' }]);
  expect(batch.status()).toBe(400);
});
