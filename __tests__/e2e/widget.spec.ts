import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { PORT, query, site } from './helpers';
import { bookableDays, fillDetails, languageOfProject, unique, walkIn, WORDS, type Language } from './journeys';

/*
 * The booking widget on another site (docs/widget.md): a partner's page, served here on its own origin
 * (partner.localhost, another site than the parks' as Chromium counts sites), pastes the park's snippet;
 * its button opens the park's booking in an overlay, a card booking completes inside it, and the page
 * hears of it by postMessage. A page the park does not list cannot frame the booking at all. One journey
 * per language (English on the desktop, Chinese on the phone), and on the desktop the dialog's keyboard
 * and a provider's page in a new tab; the message shape, the origins and the policy's variants are unit
 * tests (__tests__/unit/widget.test.ts).
 */

/** Where a test's screenshots go (the overlay on each viewport), when asked: WIDGET_SHOTS=/tmp/widget-shots. */
const SHOTS = process.env.WIDGET_SHOTS;

/** Each parallel worker its own partner server, on a port of the e2e block (PORT + 50, + 51…). */
const partnerPort = () => PORT + 50 + test.info().parallelIndex;
const partner = (host: string) => `http://${host}:${partnerPort()}`;

let server: Server | undefined;

/**
 * A partner's page: the park's snippet for `site` (its script and a button), in the language and for the
 * activity the address names, and a list of the widget's completion messages the page received.
 */
function partnerPage(url: URL): string {
  const domain = url.searchParams.get('site') ?? 'nz.localhost';
  const language = url.searchParams.get('lang') ?? 'en';
  const activity = url.searchParams.get('activity');
  const label = language === 'zh-Hant' ? '立即預訂' : 'Book now';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Harbour View Hotel</title></head>
<body style="font-family: system-ui, sans-serif; margin: 0; padding: 24px; background: #f6f1e7">
<h1>Harbour View Hotel</h1>
<p>Our guests' favourite day out: the adventure park up the hill.</p>
<script src="${site(domain, '/widget.js')}" async></script>
<button type="button" data-summit-rush-widget data-language="${language}"${activity ? ` data-activity="${activity}"` : ''}>${label}</button>
<ol id="completed"></ol>
<ol id="events"></ol>
<script>
  // The partner's own listener, as docs/widget.md shows it: the park's origin, the widget's source and version.
  window.addEventListener('message', function (event) {
    var data = event.data;
    if (!data || data.source !== 'summit-rush-widget' || data.version !== 1 || data.type !== 'booking-completed') return;
    var item = document.createElement('li');
    item.textContent = event.origin + ' ' + data.bookingId + ' ' + (data.paid ? 'paid' : 'unpaid');
    document.getElementById('completed').appendChild(item);
  });
  // The same, as the loader re-sends it (checked already) on the button that opened the overlay.
  document.addEventListener('summit-rush-widget:booking-completed', function (event) {
    var item = document.createElement('li');
    item.textContent = event.target.tagName + ' ' + event.detail.bookingId;
    document.getElementById('events').appendChild(item);
  });
</script>
</body></html>`;
}

/** The park's partner list gets (or loses) the worker's partner origin, announced to both instances as /settings announces it. */
async function listPartner(parks: string[], origin: string, listed: boolean): Promise<void> {
  await query(
    `with changed as (
       update parks set widget_origins = ${listed ? `array(select distinct unnest(widget_origins || array[$2::text]))` : `array_remove(widget_origins, $2::text)`}
       where id = any($1::text[]) returning id),
     change as (insert into site_changes (change) select '{"kind":"locales"}'::jsonb from (select 1) one returning id)
     select pg_notify('site_changes', json_build_object('id', id, 'change', json_build_object('kind', 'locales'))::text) from change`,
    [parks, origin],
  );
}

test.beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(partnerPage(new URL(req.url ?? '/', 'http://partner.localhost')));
  });
  await new Promise<void>((resolve) => server!.listen(partnerPort(), resolve));
  await listPartner(['queenstown', 'hong-kong'], partner('partner.localhost'), true);
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** The overlay's dialog on the partner's page and the booking inside its frame. */
function overlay(page: Page, name: string | RegExp): { dialog: ReturnType<Page['getByRole']>; frame: FrameLocator } {
  return { dialog: page.getByRole('dialog', { name }), frame: page.frameLocator('iframe[title]') };
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${test.info().project.name}-${name}.png`) });
}

/** The card fields' names (each provider frame is named by our page's label, in its language). */
const CARD_FIELDS = { en: ['Card number', 'Expiry month', 'Expiry year', 'CVV'], 'zh-Hant': ['卡號', '到期月份', '到期年份', 'CVV'] } as const;

/** The card fields of the sandbox's Mastercard Hosted Session: frames inside the overlay's frame. */
async function fillCard(frame: FrameLocator, number: string, language: Language): Promise<void> {
  const field = (title: string) => frame.frameLocator(`iframe[title*="${title}"]`).locator('input');
  const [cardNumber, month, year, cvv] = CARD_FIELDS[language];
  await field(cardNumber).fill(number);
  await field(month).fill('12');
  await field(year).fill('30');
  await field(cvv).fill('123');
}

/**
 * In the overlay, on an activity's booking: a day, its first time with places, one ticket, the cart drawer
 * (inside the frame), and on to the widget's checkout, with the visitor's details.
 */
async function toCheckout(page: Page, frame: FrameLocator, language: Language, shots = false): Promise<void> {
  const words = WORDS[language];
  const panel = frame.locator('#book');
  const days = await bookableDays(panel, words.nextMonth);
  if (shots) await shot(page, `${language}-activity`);
  await days.nth(Math.min(2, (await days.count()) - 1)).click();
  await panel.getByRole('group').locator('button:not([disabled]):not([data-sold-out="true"])').first().click();
  await panel.getByRole('button', { name: words.more }).first().click();
  await panel.getByRole('button', { name: words.add }).click();
  const cart = frame.getByRole('dialog', { name: words.cartDialog });
  await expect(cart).toBeVisible();
  if (shots) await shot(page, `${language}-cart`);
  await cart.getByRole('link', { name: language === 'en' ? 'Check out' : '結帳' }).click();
  await expect(frame.getByRole('heading', { name: language === 'en' ? 'Checkout' : '結帳', level: 1 })).toBeVisible();
  await fillDetails(frame, unique(`widget-${language}`), language);
}

/** Chooses a payment method, accepts the terms and presses Pay now. */
async function payWith(frame: FrameLocator, method: RegExp, language: Language): Promise<void> {
  const words = WORDS[language];
  await frame.getByRole('radio', { name: method }).check();
  await frame.getByRole('checkbox', { name: words.accept }).check();
  await frame.getByRole('button', { name: words.payNow }).click();
}

/** The booking the overlay confirms: its booking ID, once its confirmation shows. */
async function confirmedBooking(frame: FrameLocator, language: Language): Promise<string> {
  await expect(frame.getByRole('heading', { name: WORDS[language].booked })).toBeVisible({ timeout: 20_000 });
  return (await frame.locator('strong').filter({ hasText: /^SR-/ }).innerText()).trim();
}

/** Where an order says it was placed. */
const channelOf = async (bookingId: string) =>
  (await query<{ channel: string; channel_source: string; status: string }>('select channel, channel_source, status from orders where booking_id = $1', [bookingId]))[0];

const JOURNEYS = {
  // English: Queenstown's snippet opens one activity.
  en: { address: `?site=nz.localhost&lang=en&activity=treetop-challenge`, dialog: 'Book with Summit Rush Queenstown', siteOrigin: site('nz.localhost', '').replace(/\/$/, ''), card: /Credit or debit card/, onwards: 'All activities' },
  // Chinese: Hong Kong's snippet, from its English site, names Chinese: the list on the Chinese site.
  'zh-Hant': { address: `?site=hk.localhost&lang=zh-Hant`, dialog: '預訂：峰躍探險樂園 香港', siteOrigin: site('zh.hk.localhost', '').replace(/\/$/, ''), card: /信用卡或扣賬卡/, onwards: '所有活動' },
} as const;

for (const language of ['en', 'zh-Hant'] as Language[]) {
  test(`a partner's page books and pays by card in the overlay, and hears of it (${language})`, async ({ page }) => {
    walkIn(language);
    const journey = JOURNEYS[language];
    const words = WORDS[language];
    await page.goto(`${partner('partner.localhost')}/${journey.address}`);
    const button = page.getByRole('button', { name: language === 'en' ? 'Book now' : '立即預訂' });
    await button.click();
    const { dialog, frame } = overlay(page, journey.dialog);
    await expect(dialog).toBeVisible();
    await expect(page.locator('iframe[title]')).toHaveAttribute('src', new RegExp(`^${journey.siteOrigin}/embed/things-to-do`));

    if (language === 'zh-Hant') {
      // The list: the park's activities, each to its booking.
      await expect(frame.getByRole('heading', { name: '預訂活動', level: 1 })).toBeVisible();
      await frame.getByRole('link', { name: '立即預訂：樹頂歷險' }).click();
    }
    await toCheckout(page, frame, language, true);
    await payWith(frame, journey.card, language);
    await fillCard(frame, '5123 4500 0000 0008', language);
    await shot(page, `${language}-card`);
    await frame.getByRole('button', { name: new RegExp(`^${words.payNow} ·`) }).click();
    const bookingId = await confirmedBooking(frame, language);
    await shot(page, `${language}-confirmation`);

    // The partner's page heard it, from the park's site, once the booking was done.
    await expect(page.locator('#completed li')).toHaveText([`${journey.siteOrigin} ${bookingId} paid`]);
    await expect(page.locator('#events li')).toHaveText([`BUTTON ${bookingId}`]);
    // The order says where it was placed: the widget, on the partner's page.
    expect(await channelOf(bookingId)).toEqual({ channel: 'widget', channel_source: partner('partner.localhost'), status: 'paid' });

    // Escape (inside the frame) closes the overlay, and focus returns to the partner's button.
    await frame.getByRole('link', { name: journey.onwards, exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
  });
}

/** What is the same on any screen is checked once, on the desktop. */
const desktopOnly = () => test.skip(languageOfProject(test.info().project.name) !== 'en', 'the same on any screen: checked on the desktop');

test('the overlay is a dialog that keeps focus and ignores messages not its frame’s, and a page the park does not list cannot frame it', async ({ page }) => {
  desktopOnly();
  // The loader is a plain script for any page: no CORS, a short cache, loadable by an isolated page.
  // (Node does not resolve *.localhost: the request goes to 127.0.0.1 with the park's Host.)
  const script = await page.request.get(`http://127.0.0.1:${PORT}/widget.js`, { headers: { host: `nz.localhost:${PORT}` } });
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(script.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  expect(script.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  expect(script.headers()['access-control-allow-origin']).toBeUndefined();

  await page.goto(`${partner('partner.localhost')}/?site=nz.localhost&lang=en&activity=treetop-challenge`);
  const button = page.getByRole('button', { name: 'Book now' });
  await button.focus();
  await page.keyboard.press('Enter');
  const { dialog, frame } = overlay(page, JOURNEYS.en.dialog);
  await expect(dialog).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Treetop Challenge', level: 1 })).toBeVisible();
  await expect(frame.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  // The frame told the overlay its content's height, which it took (up to the screen's) in place of the first guess.
  await expect.poll(() => page.locator('iframe[title]').evaluate((element: HTMLElement) => element.style.height)).toMatch(/^min\((?!640px)\d+px, /);
  // WCAG 2.2 AA, the overlay and its frame with it (axe reads into frames).
  await expectAccessible(page, 'the widget’s overlay on a partner’s page');
  // The close button has focus; Tab goes into the booking, Shift+Tab from the close button comes round to it, never to the page behind.
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).not.toBeFocused();
  await expect(button).not.toBeFocused();
  await expect(page.locator('iframe[title]')).toBeFocused();
  // A message from the partner's own page (not the overlay's frame, not the park's origin) changes nothing.
  await page.evaluate(() => window.postMessage({ source: 'summit-rush-widget', version: 1, type: 'close' }, '*'));
  await expect(dialog).toBeVisible();
  await close.click();
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  // The same snippet on a page the park does not list: the browser refuses to frame the booking.
  await page.goto(`${partner('stranger.localhost')}/?site=nz.localhost&lang=en&activity=treetop-challenge`);
  const framed = page.waitForResponse((response) => response.url().includes('/embed/things-to-do/treetop-challenge'));
  await page.getByRole('button', { name: 'Book now' }).click();
  const response = await framed;
  expect(response.headers()['content-security-policy']).toContain(`frame-ancestors ${partner('partner.localhost')}`);
  expect(response.headers()['content-security-policy']).not.toContain('stranger.localhost');
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-error://'))).toBe(true);
  await expect(page.frameLocator('iframe[title]').getByRole('heading', { name: 'Treetop Challenge' })).toHaveCount(0);
});

test('a provider’s page opens in a new tab, and the overlay shows the booking once it is paid there', async ({ page }) => {
  desktopOnly();
  await page.goto(`${partner('partner.localhost')}/?site=nz.localhost&lang=en&activity=treetop-challenge`);
  await page.getByRole('button', { name: 'Book now' }).click();
  const { dialog, frame } = overlay(page, JOURNEYS.en.dialog);
  await expect(dialog).toBeVisible();
  await toCheckout(page, frame, 'en');
  await payWith(frame, /Windcave/, 'en');
  await expect(frame.getByRole('heading', { name: 'Pay with Windcave' })).toBeFocused();
  await shot(page, 'en-provider-tab');
  const [provider] = await Promise.all([page.context().waitForEvent('page'), frame.getByRole('link', { name: 'Open the payment page (new tab)' }).click()]);
  await provider.getByRole('button', { name: 'Approve' }).click();
  // The tab comes back to the park's own site, which confirms it there too.
  await expect(provider.getByRole('heading', { name: WORDS.en.booked })).toBeVisible({ timeout: 15_000 });
  await provider.close();
  const bookingId = await confirmedBooking(frame, 'en');
  await expect(page.locator('#completed li')).toHaveText([`${JOURNEYS.en.siteOrigin} ${bookingId} paid`]);
  expect(await channelOf(bookingId)).toEqual({ channel: 'widget', channel_source: partner('partner.localhost'), status: 'paid' });
});
