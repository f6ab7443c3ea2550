import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { E2E_DATABASE_URL, SANDBOX_URL } from './helpers';
import { bookableDays } from './journeys';
import { freePort } from '../helpers/free-port';

/**
 * Error reporting (issue #8) against a local fake Sentry ingest: a tiny HTTP server that keeps every
 * envelope it is sent. The site under test is an instance of its own, started here with a DSN pointing
 * at it (the browser's DSN is read at run time, so the one production build serves it), on a database of
 * its own that the test may break, through the demo launcher (which seeds it) and the e2e sandbox.
 */

const RELEASE = 'summit-rush-booking@e2e-errors';
const visitor = {
  firstName: 'Wikitoria',
  lastName: 'Paewai',
  email: `wikitoria.paewai.${Date.now()}@example.com`,
  phone: '+64 21 555 0199',
  card: '4111 1111 1111 1111',
  giftCode: 'ABCD-EFGH-JKLM-NPQR',
};
/** Every way the visitor's data could show up in a report body. */
const PERSONAL = [visitor.firstName, visitor.lastName, visitor.email, visitor.email.replace('@', '%40'), '555 0199', '5550199', '4111 1111', '4111111111111111', visitor.giftCode];

interface Report {
  path: string;
  body: string;
  events: { exception?: { values?: { type?: string; value?: string }[] }; release?: string; platform?: string; [key: string]: unknown }[];
}

let ingest: Server;
const reports: Report[] = [];
let site: ChildProcess | undefined;
let port = 0;
let database = '';

/** Sentry's envelope: a header line, then item header and payload lines. */
function parseEnvelope(body: string): Report['events'] {
  const lines = body.split('\n').filter(Boolean);
  const events: Report['events'] = [];
  for (let i = 1; i < lines.length; i += 2) {
    try {
      if (JSON.parse(lines[i]).type === 'event') events.push(JSON.parse(lines[i + 1]));
    } catch {
      // attachments and other binary items are not events
    }
  }
  return events;
}

const url = (domain: string, path = '/') => `http://${domain}:${port}${path}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'reports do not depend on the viewport: one instance is enough');
  test.setTimeout(180_000);
  ingest = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
      const body = raw.toString('utf8');
      reports.push({ path: req.url ?? '', body, events: parseEnvelope(body) });
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  const dsn = `http://e2epublickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/1`;

  database = `e2e_errors_${Date.now()}`;
  const admin = new Client({ connectionString: E2E_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();

  port = await freePort();
  site = spawn(process.execPath, ['--import', 'tsx', 'demo/start.ts', '--no-sandbox', '--no-partner'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: E2E_DATABASE_URL.replace(/\/postgres$/, `/${database}`),
      DEMO_SANDBOX_URL: SANDBOX_URL,
      // The sandbox's test account, as playwright.config.ts gives the sandbox and the main site.
      DEMO_SANDBOX_ACCOUNT_FILE: path.resolve('.data/e2e-sandbox/account.json'),
      SMTP_URL: '',
      DATA_DIR: '.data/e2e-errors',
      SENTRY_DSN: dsn,
      NEXT_PUBLIC_SENTRY_DSN: dsn,
      SENTRY_RELEASE: RELEASE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (site?.exitCode !== null) throw new Error(`The site did not start:\n${output}`);
        return fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site!.once('exit', resolve));
    site.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => (ingest ? ingest.close(resolve) : resolve(undefined)));
  if (database) {
    const admin = new Client({ connectionString: E2E_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
});

const eventsWith = (text: string) => reports.flatMap((report) => report.events.filter((event) => JSON.stringify(event.exception ?? {}).includes(text)).map((event) => ({ event, body: report.body })));

function expectNothingPersonal(body: string) {
  for (const item of PERSONAL) expect(body, `report leaks ${item}`).not.toContain(item);
}

async function fillCart(page: Page) {
  await page.goto(url('nz.localhost', '/things-to-do/canyon-swing#book'));
  const panel = page.locator('#book');
  // The third bookable day, in the next month near a month's end (on 28 November only two were left).
  await (await bookableDays(panel, 'Next month', 3)).nth(2).click();
  await panel.getByRole('group').getByRole('button').first().click();
  await panel.getByRole('button', { name: /^One more/ }).first().click();
  await panel.getByRole('button', { name: 'Add to cart' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
}

async function fillDetails(page: Page) {
  await page.getByLabel('First name').fill(visitor.firstName);
  await page.getByLabel('Last name').fill(visitor.lastName);
  await page.getByLabel('Email', { exact: true }).fill(visitor.email);
  await page.getByLabel('Mobile phone').fill(visitor.phone);
}

test('a server exception is reported without the visitor’s personal data; expected results are not reported', async ({ page }) => {
  test.setTimeout(90_000);
  await fillCart(page);
  await page.goto(url('nz.localhost', '/checkout'));
  await fillDetails(page);

  // An invalid code is an expected result: shown to the visitor, never reported.
  await page.getByLabel('Voucher or promo code').fill(visitor.giftCode);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();

  // The database refuses every new order: a bug for the site, whose error quotes the order's values.
  const admin = new Client({ connectionString: E2E_DATABASE_URL.replace(/\/postgres$/, `/${database}`) });
  await admin.connect();
  await admin.query('alter table orders add constraint e2e_orders_refused check (false) not valid');
  await admin.end();
  await page.reload();
  await fillDetails(page);
  await page.getByRole('radio', { name: /Pay on arrival/ }).check();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Unknown error' })).toBeVisible({ timeout: 45_000 });

  await expect.poll(() => eventsWith('Failed query').length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [{ event, body }] = eventsWith('Failed query');
  expect(event.platform).toBe('node');
  expect(event.release).toBe(RELEASE);
  expect(JSON.stringify(event.exception)).toContain('params: [Filtered]');
  for (const report of reports) expectNothingPersonal(report.body);
  expectNothingPersonal(body);
  expect(eventsWith('Invalid code')).toEqual([]);
  expect(eventsWith('INVALID_CODE')).toEqual([]);
});

test('a browser exception is reported without the visitor’s personal data, from the payment page too', async ({ page }) => {
  await fillCart(page);
  await page.goto(url('nz.localhost', '/checkout'));
  await fillDetails(page);
  // The SDK arrives after start-up; what is thrown before it is kept and sent too.
  await page.evaluate((v) => {
    setTimeout(() => {
      throw new Error(`Could not keep the details of ${v.email} (${v.phone}), card ${v.card}, voucher ${v.giftCode}`);
    });
  }, visitor);

  await expect.poll(() => eventsWith('Could not keep the details').length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [{ event }] = eventsWith('Could not keep the details');
  expect(event.platform).toBe('javascript');
  expect(event.release).toBe(RELEASE);
  expect(event.exception?.values?.[0]?.value).toBe('Could not keep the details of [Filtered] ([Filtered]), card [Filtered], voucher [Filtered]');
  for (const report of reports) expectNothingPersonal(report.body);
});

test('a client-side exception shows the "Application error" text and is reported', async ({ page }) => {
  await page.goto(url('nz.localhost'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => document.querySelector('meta[name="error-reporting"]'));
  // The next page's data arrives broken (its activity list missing): rendering it throws in the browser.
  await page.route('**/_next/data/**/things-to-do.json*', async (route) => {
    // Node does not resolve *.localhost: fetch from 127.0.0.1 with the page's Host.
    const target = new URL(route.request().url());
    const response = await route.fetch({ url: target.href.replace(target.host, `127.0.0.1:${port}`), headers: { ...route.request().headers(), host: target.host } });
    const text = (await response.text()).replace(/"activities":\[/g, '"activities":null,"was":[');
    await route.fulfill({ response, body: text });
  });
  await page.evaluate(() => (window as unknown as { next: { router: { push(url: string): Promise<boolean> } } }).next.router.push('/things-to-do')).catch(() => undefined);
  await expect(page.getByText('Application error: a client-side exception has occurred (see the browser console for more information)')).toBeVisible();

  await expect.poll(() => eventsWith('TypeError').filter(({ event }) => event.platform === 'javascript').length, { timeout: 20_000 }).toBeGreaterThan(0);
  const [{ event }] = eventsWith('TypeError').filter(({ event }) => event.platform === 'javascript');
  expect(event.release).toBe(RELEASE);
  expect(JSON.stringify(event.exception)).toMatch(/null/);
  for (const report of reports) expectNothingPersonal(report.body);
});

/** Strings only the Sentry SDK's chunks carry (tools/first-load-js.ts ERROR_REPORTER_SIGNATURES). */
const SDK_SIGNATURES = ['sentry_key', '__SENTRY__'];

/** The build's scripts the page fetches that carry the SDK, as they arrive. */
function watchSdkChunks(page: Page): { scripts: string[]; sdk: string[]; settled: () => Promise<unknown> } {
  const seen = { scripts: [] as string[], sdk: [] as string[], pending: [] as Promise<void>[] };
  page.on('response', (response) => {
    const address = new URL(response.url());
    if (!address.pathname.startsWith('/_next/static/') || !address.pathname.endsWith('.js')) return;
    seen.scripts.push(address.pathname);
    seen.pending.push(
      response.text().then(
        (text) => void (SDK_SIGNATURES.some((signature) => text.includes(signature)) && seen.sdk.push(address.pathname)),
        () => undefined,
      ),
    );
  });
  return { scripts: seen.scripts, sdk: seen.sdk, settled: () => Promise.all(seen.pending) };
}

interface Breadcrumb {
  category?: string;
  message?: string;
  data?: { from?: string; to?: string; url?: string; method?: string; status_code?: number };
}

const browserEventsWith = (text: string) => eventsWith(text).filter(({ event }) => event.platform === 'javascript');

test('an error-free page view never fetches the error reporter (issue #25), even after clicks and a move', async ({ page }) => {
  const chunks = watchSdkChunks(page);
  const before = reports.length;
  await page.goto(url('nz.localhost', '/things-to-do?utm_source=e2e'));
  await page.waitForFunction(() => document.querySelector('meta[name="error-reporting"]'));
  await page.waitForLoadState('load');
  await page.getByRole('link', { name: /Zipline/ }).first().click();
  await expect(page).toHaveURL(/\/things-to-do\/zipline/);
  await expect(page.locator('#book')).toBeVisible();
  // Long past the idle moment the SDK used to load at.
  await page.waitForTimeout(3_000);
  await chunks.settled();
  expect(chunks.scripts.length).toBeGreaterThan(3);
  expect(chunks.sdk).toEqual([]);
  expect(reports.slice(before).filter((report) => report.events.some((event) => event.platform === 'javascript'))).toEqual([]);
});

test('the first error fetches the reporter, whose report carries the clicks and moves before it; errors while it loads are sent too, each once', async ({ page }) => {
  const chunks = watchSdkChunks(page);
  const sent: string[] = [];
  page.on('request', (request) => void (request.url().includes('/envelope/') && sent.push(request.postData() ?? '')));
  const secret = `gclid${Date.now().toString(36)}`;
  await page.goto(url('nz.localhost', `/things-to-do?utm_source=e2e&gclid=${secret}`));
  await page.waitForFunction(() => document.querySelector('meta[name="error-reporting"]'));
  await page.getByRole('link', { name: /Zipline/ }).first().click();
  await expect(page).toHaveURL(/\/things-to-do\/zipline/);
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate((email) => console.log(`e2e: about to fail for ${email}`), visitor.email);
  await page.waitForTimeout(500);
  await chunks.settled();
  expect(chunks.sdk).toEqual([]);

  // Not 13 digits: a timestamp would be scrubbed as card-like.
  const tag = `e2e-${Date.now().toString(36)}`;
  await page.evaluate((tag) => {
    setTimeout(() => {
      throw new Error(`First error ${tag}`);
    });
    // While the reporter loads: a rejection and a second error.
    setTimeout(() => void Promise.reject(new Error(`Rejected while loading ${tag}`)), 1);
    setTimeout(() => {
      throw new Error(`Second error ${tag}`);
    }, 2);
  }, tag);

  await expect.poll(() => [`First error ${tag}`, `Rejected while loading ${tag}`, `Second error ${tag}`].map((text) => browserEventsWith(text).length), { timeout: 20_000 }).toEqual([1, 1, 1]);
  await chunks.settled();
  expect(chunks.sdk.length).toBeGreaterThan(0);

  const [{ event }] = browserEventsWith(`First error ${tag}`);
  const breadcrumbs = (event.breadcrumbs ?? []) as Breadcrumb[];
  expect(breadcrumbs.filter((crumb) => crumb.category === 'ui.click').length).toBeGreaterThanOrEqual(2);
  expect(breadcrumbs).toContainEqual(expect.objectContaining({ category: 'navigation', data: { from: '/things-to-do', to: '/things-to-do/zipline' } }));
  expect(breadcrumbs).toContainEqual(expect.objectContaining({ category: 'console', message: 'e2e: about to fail for [Filtered]' }));
  const data = breadcrumbs.filter((crumb) => crumb.category === 'fetch' && crumb.data?.url?.includes('/_next/data/'));
  expect(data.length).toBeGreaterThan(0);
  // No query strings, tracking ids or personal data in any breadcrumb.
  for (const crumb of breadcrumbs) {
    expect(JSON.stringify(crumb)).not.toContain(secret);
    expect(JSON.stringify(crumb)).not.toContain('utm_source');
    if (crumb.data?.url) expect(crumb.data.url).not.toContain('?');
  }
  expectNothingPersonal(JSON.stringify(event));
  expect(event.release).toBe(RELEASE);
  expect(JSON.stringify(event.exception)).toContain('auto.browser.global_handlers.onerror');
  // Sessions are not tracked in the browser (the SDK loads on a first error only): the page sends none.
  expect(sent.filter((body) => body.includes('"type":"event"')).length).toBeGreaterThanOrEqual(3);
  expect(sent.filter((body) => body.includes('"type":"session"'))).toEqual([]);
  // Each once, even a while later.
  await page.waitForTimeout(1_000);
  expect([`First error ${tag}`, `Rejected while loading ${tag}`, `Second error ${tag}`].map((text) => browserEventsWith(text).length)).toEqual([1, 1, 1]);
});

test('a script off the inventory is refused on a payment page, and the refusal is reported', async ({ page }) => {
  await page.goto(url('nz.localhost', '/checkout'));
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // What a skimmer injected into the page (a compromised dependency, an extension) would try.
  const refused = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(`${event.violatedDirective} ${event.blockedURI}`));
        const script = document.createElement('script');
        script.src = 'https://skimmer.example/collect.js';
        document.head.appendChild(script);
      }),
  );
  expect(refused).toMatch(/^script-src(-elem)? https:\/\/skimmer\.example\/collect\.js$/);
  await expect.poll(() => reports.filter((report) => report.path.startsWith('/api/1/security/') && report.body.includes('skimmer.example')).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const report = reports.find((r) => r.path.startsWith('/api/1/security/') && r.body.includes('skimmer.example'))!;
  expect(report.path).toContain(`sentry_release=${encodeURIComponent(RELEASE)}`);
});
