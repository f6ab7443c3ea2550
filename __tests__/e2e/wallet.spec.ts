import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { keepShot } from './shots';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoTicketSigningSecret } from '../../demo/ticket-signing-secret';
import { linkKeyOf, signLink } from '../../lib/server/platform/signed-links';
import { PORT, query, site } from './helpers';
import { unique } from './journeys';

/*
 * Wallet passes (lib/server/wallet) in a real browser: a paid booking's My booking page offers both
 * wallets beside each ticket, says the demo's passes install on no real phone, and the Apple button's
 * link answers a .pkpass. The booking is made through the visitors' API and paid on the sandbox's page
 * (the checkout's own journey is the checkout spec's), and its My booking link signed here as the shop signs
 * it (the e2e key, its purpose), to keep this to the page itself.
 */

/** The visitors' API on Queenstown's site, as one anonymous browser. */
function visitor(request: APIRequestContext) {
  const token = randomUUID();
  return async (text: string, variables: object) => {
    const response = await request.post(`http://127.0.0.1:${PORT}/api/graphql`, {
      data: { query: text, variables },
      headers: { host: `nz.localhost:${PORT}`, 'content-type': 'application/json', 'x-anonymous-token': token },
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  };
}

/** A paid booking of one luge ticket five days on; its order's id. */
async function paidBooking(request: APIRequestContext): Promise<string> {
  const api = visitor(request);
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const { getSessions } = await api('query ($date: Date!) { getSessions(slug: "luge", date: $date) { id remaining } }', { date: day });
  const session = (getSessions as { id: string; remaining: number }[]).find((s) => s.remaining >= 1)!;
  const added = await api('mutation ($input: AddToCartInput!) { addToCart(input: $input) { __typename } }', {
    input: { activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: 'nz-luge-five-rides', quantity: 1 }] },
  });
  expect(added.addToCart.__typename).toBe('CartUpdated');
  const { createAndCompleteOrder: placed } = await api(
    'mutation ($input: OrderInput!) { createAndCompleteOrder(input: $input) { __typename ... on OrderPlaced { order { token } payment { ... on PaymentRedirect { url } } } } }',
    { input: { idempotencyKey: randomUUID(), customer: { firstName: 'Mere', lastName: 'Tane', email: unique('wallet'), mobilePhone: '+64 21 555 0101' }, gatewayId: 'nz-windcave', acceptTerms: true } },
  );
  expect(placed.__typename).toBe('OrderPlaced');
  const approved = await request.post(placed.payment.url, { form: { choice: 'approve', notify: 'never' }, maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  const { confirmPayment } = await api('mutation ($token: String!) { confirmPayment(token: $token) { outcome } }', { token: placed.order.token });
  expect(confirmPayment.outcome).toBe('PAID');
  const [order] = await query<{ id: string }>('select id from orders where token = $1', [placed.order.token]);
  return order.id;
}

test('My booking offers Apple and Google Wallet, and the Apple pass downloads', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: it is not about the viewport');
  const orderId = await paidBooking(request);
  const secret = demoTicketSigningSecret({ DATA_DIR: path.resolve('.data/e2e-tickets') });
  const key = linkKeyOf(secret, 'my-booking');
  await page.goto(site('nz.localhost', `/my-booking/${signLink('my-booking', orderId, new Date(Date.now() + 86_400_000), key)}`));
  const apple = page.getByRole('link', { name: 'Add to Apple Wallet' }).first();
  await expect(apple).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to Google Wallet' }).first()).toBeVisible();
  await expect(page.getByText(/will not install on a real phone/).first()).toBeVisible();
  await keepShot(page.getByRole('link', { name: 'Add to Apple Wallet' }).first().locator('xpath=ancestor::li[1]'), { path: testInfo.outputPath('my-booking-wallet.png') });
  // Asked of the shop's address with the site's host, as the capacity spec does (the runner resolves no *.localhost).
  const pass = await page.request.get(`http://127.0.0.1:${PORT}${await apple.getAttribute('href')}`, { headers: { host: `nz.localhost:${PORT}` } });
  expect(pass.status()).toBe(200);
  expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
});
