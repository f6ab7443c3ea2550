import { hkdfSync } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoTicketSigningSecret } from '../../demo/ticket-signing-secret';
import { signLink } from '../../lib/server/platform/signed-links';
import { query, site } from './helpers';
import { chooseTickets, payByCard, unique } from './journeys';

/*
 * Wallet passes (lib/server/wallet) in a real browser: a paid booking's My booking page offers both
 * wallets beside each ticket, says the demo's passes install on no real phone, and the Apple button's
 * link answers a .pkpass. The My booking link is signed here as the shop signs it (the e2e key's purpose).
 */
test('My booking offers Apple and Google Wallet, and the Apple pass downloads', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run is enough: it is not about the viewport');
  await chooseTickets(page, 'nz.localhost', 'luge', 'weekday');
  const bookingId = await payByCard(page, unique('wallet'));
  const [order] = await query<{ id: string }>('select id from orders where booking_id = $1', [bookingId]);
  const secret = demoTicketSigningSecret({ DATA_DIR: path.resolve('.data/e2e-tickets') });
  const key = Buffer.from(hkdfSync('sha256', secret, 'summit-rush', 'my-booking:v1', 32));
  await page.goto(site('nz.localhost', `/my-booking/${signLink('my-booking', order.id, new Date(Date.now() + 86_400_000), key)}`));
  const apple = page.getByRole('link', { name: 'Add to Apple Wallet' }).first();
  await expect(apple).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to Google Wallet' }).first()).toBeVisible();
  await expect(page.getByText(/will not install on a real phone/).first()).toBeVisible();
  const pass = await page.request.get(site('nz.localhost', (await apple.getAttribute('href'))!));
  expect(pass.status()).toBe(200);
  expect(pass.headers()['content-type']).toBe('application/vnd.apple.pkpass');
});
