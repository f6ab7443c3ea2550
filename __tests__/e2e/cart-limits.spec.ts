import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { PORT } from './helpers';
import { chooseTickets, WORDS } from './journeys';

/*
 * No one can empty the shop (issue #21): one cart holds at most 20 places at a time. A visitor whose cart
 * is full is told so in the site's language, and the places are not held. (The suite's browsers all come
 * from one address, so playwright.config.ts lifts the per-address limits; integration tests cover those.)
 */

const CART_FULL = {
  en: 'Your cart can hold 20 places at a time. Check out first, then book the rest.',
  'zh-Hant': '您的購物車最多可同時保留 20 個名額。請先結帳，再預訂其餘名額。',
};

async function api(request: APIRequestContext, domain: string, token: string, query: string, variables: object) {
  const response = await request.post(`http://127.0.0.1:${PORT}/api/graphql`, {
    data: { query, variables },
    headers: { host: `${domain}:${PORT}`, 'content-type': 'application/json', 'x-anonymous-token': token },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

/** Fills the visitor's cart with 20 places through the API, on days well ahead that the other tests leave alone. */
async function fillTo20(request: APIRequestContext, domain: string, slug: string, token: string) {
  const activity = await api(request, domain, token, 'query a($slug: String!) { getActivity(slug: $slug) { ... on BookableActivity { variations { id participants } } } }', { slug });
  const adult = activity.getActivity.variations.find((v: { participants: number }) => v.participants === 1).id;
  let held = 0;
  for (let ahead = 40; held < 20 && ahead < 70; ahead++) {
    const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
    const { getSessions } = await api(request, domain, token, 'query s($slug: String!, $date: Date!) { getSessions(slug: $slug, date: $date) { id remaining } }', { slug, date });
    for (const session of getSessions as { id: string; remaining: number }[]) {
      const quantity = Math.min(10, 20 - held, session.remaining);
      if (quantity <= 0) continue;
      const added = await api(request, domain, token, 'mutation m($input: AddToCartInput!) { addToCart(input: $input) { __typename } }', {
        input: { activitySlug: slug, sessionId: session.id, tickets: [{ variationId: adult, quantity }] },
      });
      expect(added.addToCart.__typename).toBe('CartUpdated');
      held += quantity;
      if (held === 20) break;
    }
  }
  expect(held).toBe(20);
}

for (const [domain, slug, language] of [
  ['nz.localhost', 'zipline', 'en'],
  ['zh.hk.localhost', 'harbour-zipline', 'zh-Hant'],
] as const) {
  test(`a full cart says so and holds nothing more (${language})`, async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one run is enough: the message does not depend on the viewport');
    const token = randomUUID();
    await fillTo20(request, domain, slug, token);
    await page.addInitScript((value) => window.localStorage.setItem('anonymousToken', value), token);
    const panel = await chooseTickets(page, domain, slug);
    await panel.getByRole('button', { name: WORDS[language].add }).click();
    await expect(panel.getByRole('alert')).toHaveText(CART_FULL[language]);
    await expect(page.getByRole('dialog', { name: WORDS[language].cartDialog })).toHaveCount(0);
  });
}
