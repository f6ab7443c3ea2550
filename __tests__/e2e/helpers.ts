import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { Client } from 'pg';

export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The URL of a demo locale: `*.localhost` resolves to 127.0.0.1 in Chromium. */
export const site = (domain: string, path = '/') => `http://${domain}:${PORT}${path}`;

/** Node does not resolve `*.localhost`, so API calls from the test process go to 127.0.0.1 with a Host. */
export const api = `http://127.0.0.1:${PORT}/api/graphql`;

/*
 * The demo's sites. `walkedOn`: the one viewport (playwright.config.ts project) where what does not depend
 * on the screen is checked for that site, in turn, so that between them the sites cover both; the Chinese
 * site is the phone's, as journeys.ts walks Chinese there.
 */
export const DEMO_LOCALES = [
  { domain: 'localhost', lang: 'en', title: 'Summit Rush Adventure Parks', text: 'Choose your park', walkedOn: 'desktop' },
  { domain: 'nz.localhost', lang: 'en', title: 'Summit Rush Queenstown', text: 'Queenstown', walkedOn: 'phone' },
  { domain: 'hk.localhost', lang: 'en', title: 'Summit Rush Hong Kong', text: 'Hong Kong', walkedOn: 'desktop' },
  { domain: 'zh.hk.localhost', lang: 'zh-Hant', title: '峰躍探險樂園 香港', text: '選擇樂園', walkedOn: 'phone' },
  { domain: 'au.localhost', lang: 'en', title: 'Summit Rush Gold Coast', text: 'Gold Coast', walkedOn: 'desktop' },
  { domain: 'rotorua.localhost', lang: 'en', title: 'Summit Rush Rotorua', text: 'Rotorua', walkedOn: 'phone' },
] as const;

/** The payment sandbox playwright.config.ts starts for the e2e shop. */
export const SANDBOX_URL = `http://localhost:${PORT + 40}`;

/** The e2e server's embedded database (playwright.config.ts starts it on PORT + 10000). */
export const E2E_DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PORT + 10_000}/postgres`;

/** One statement against the e2e run's database (its own connection): what a spec reads or sets up beside the browser. */
export async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The public time picker's own query (components/booking/booking-panel.tsx). */
const GET_SESSIONS = readFileSync(path.resolve(__dirname, '../../graphql/operations/get-sessions.graphql'), 'utf8');

export interface ServedSession {
  localTime: string;
  remaining: number;
  closed: boolean;
}

/**
 * A day's session at a time as an instance serves it to the time picker, asked as a visitor's browser
 * asks it. The staff suites' "within 5 s" is about the instances' copies: they poll this, then look at
 * the picker itself, whose page load on a busy 2-core machine took longer than 5 s by itself.
 */
export async function servedSession(request: APIRequestContext, port: number, domain: string, slug: string, day: string, time: string): Promise<ServedSession | undefined> {
  const response = await request.post(`http://127.0.0.1:${port}/api/graphql`, {
    data: { operationName: 'getSessions', query: GET_SESSIONS, variables: { slug, date: day } },
    headers: { host: `${domain}:${port}`, 'content-type': 'application/json' },
  });
  const { data } = (await response.json()) as { data: { getSessions: ServedSession[] } };
  return data.getSessions.find((session) => session.localTime === time);
}

/** The marketing trackers' script hosts (issue #8): tag manager, page-view tracker, CRM, pixel. */
export const TRACKER_URL = /^https:\/\/(www\.googletagmanager\.com|[\w.-]*google-analytics\.com|js\.hs-scripts\.com|js\.hs-analytics\.net|connect\.facebook\.net)\//;

/** Where a journey's secret must never be seen by a tracker: anywhere it reads, or its page data only (an email). */
type SecretScope = 'anywhere' | 'pageData';

interface Guard {
  secrets: Map<string, SecretScope>;
  /** What the stubs found, in their own words. */
  leaks: string[];
  /** What each stub saw, kept to check again against secrets learnt later (a gift code read from the mail). */
  seen: { where: string; text: string; scope: SecretScope }[];
}

const guards = new WeakMap<Page, Guard>();

const CONFIRMATION_PATH = /\/(?:booking|gift-vouchers\/purchase)\/([^/?#"\\]{16,})/g;
const GIFT_CODE = /\b[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}\b/g;

/** A rider as the API answers it (lib/server/riders/schema.graphql Rider): their name and date of birth. */
const RIDER = /"rider"\s*:\s*\{[^{}]*?"name"\s*:\s*"((?:[^"\\]|\\.)+)"\s*,\s*"dateOfBirth"\s*:\s*"(\d{4}-\d{2}-\d{2})"/g;

/** A rider's personal data: their name and date of birth are secrets of the journey, wherever a tracker might read them. */
function learnRider(guard: Guard, name: unknown, dateOfBirth: unknown): void {
  if (typeof name === 'string' && name.trim()) guard.secrets.set(name.trim(), 'anywhere');
  if (typeof dateOfBirth === 'string' && dateOfBirth) guard.secrets.set(dateOfBirth, 'anywhere');
}

/** Learns a journey's secrets as the browser receives them: confirmation tokens, spendable gift codes, riders. */
function learnFrom(guard: Guard, text: string): void {
  for (const match of text.matchAll(CONFIRMATION_PATH)) guard.secrets.set(match[1], 'anywhere');
  for (const match of text.matchAll(/"token"\s*:\s*"([^"]{16,})"/g)) guard.secrets.set(match[1], 'anywhere');
  for (const match of text.matchAll(GIFT_CODE)) guard.secrets.set(match[0], 'anywhere');
  // The name as JSON wrote it: its escapes read back.
  for (const match of text.matchAll(RIDER)) learnRider(guard, JSON.parse(`"${match[1]}"`), match[2]);
}

/** Learns the riders a page sends (saveRider's variables) before any answer comes back. */
function learnFromRequest(guard: Guard, body: string | null): void {
  if (!body?.includes('"rider"')) return;
  try {
    const { variables } = JSON.parse(body) as { variables?: { rider?: { name?: unknown; dateOfBirth?: unknown } } };
    learnRider(guard, variables?.rider?.name, variables?.rider?.dateOfBirth);
  } catch {
    // Not JSON: nothing to learn.
  }
}

/**
 * A secret of this journey the test knows by other means (a gift code from the recipient's mail, a token
 * from the database, the visitor's email with scope 'pageData'). The stubs check for it from now on, and
 * expectNoTrackerLeaks checks what they saw before.
 */
export function addJourneySecret(page: Page, secret: string, scope: SecretScope = 'anywhere'): void {
  guards.get(page)?.secrets.set(secret, scope);
}

/** Fails when any tracker stub, on any page it ran on, saw a secret of the journey. */
export async function expectNoTrackerLeaks(page: Page): Promise<void> {
  const guard = guards.get(page);
  if (!guard) throw new Error('stubTrackers was not called for this page');
  const late = guard.seen.flatMap(({ where, text, scope }) =>
    [...guard.secrets].filter(([secret, kind]) => (kind === 'anywhere' || scope === 'pageData') && text.includes(secret)).map(([secret]) => `${where} held ${secret}`),
  );
  if (guard.leaks.length || late.length) throw new Error(`A tracker could read a journey's secret:\n${[...new Set([...guard.leaks, ...late])].join('\n')}`);
}

/**
 * Every tracker stub checks the page it runs on, when it loads and twice a second after: the address
 * (location.href), the document (outerHTML) and the page data (__NEXT_DATA__) must hold no booking
 * token, no gift code and no rider's name or date of birth of the journey, and the page data no email of
 * the visitor (issue #21).
 */
const CHECKING_STUB = `(() => {
  const script = document.currentScript && document.currentScript.src;
  let last = '';
  const look = async () => {
    const places = {
      'location.href': location.href,
      outerHTML: document.documentElement.outerHTML,
      __NEXT_DATA__: JSON.stringify(window.__NEXT_DATA__ ?? null),
    };
    const secrets = await window.__journeySecrets();
    // Again whenever the page or what the test knows changes (a token learnt from a response just now).
    const state = places['location.href'] + places.outerHTML.length + ':' + places.__NEXT_DATA__.length + ':' + secrets.length;
    if (state === last) return;
    last = state;
    for (const [secret, scope] of secrets) {
      for (const [place, text] of Object.entries(places)) {
        if (scope === 'pageData' && place !== '__NEXT_DATA__') continue;
        if (text.includes(secret)) await window.__trackerLeak(script + ' found ' + secret + ' in ' + place + ' of ' + location.pathname);
      }
    }
    await window.__trackerSaw(places);
  };
  look();
  setInterval(look, 500);
})();`;

/**
 * The test machines have no internet: the trackers' scripts are answered with a stub, so the page's
 * calls stay in the vendors' queues (dataLayer, fbq.queue, _hsq). `loaded` collects their URLs. Like the
 * real scripts, the stub reads the address bar and the canonical link (kept in window.trackersSaw), and
 * it checks every page it runs on for the journey's secrets (expectNoTrackerLeaks).
 */
export async function stubTrackers(page: Page, loaded: string[] = []): Promise<string[]> {
  const guard: Guard = { secrets: new Map(), leaks: [], seen: [] };
  guards.set(page, guard);
  page.on('response', (response) => {
    if (!response.url().includes('/api/graphql')) return;
    response.text().then((text) => learnFrom(guard, text), () => undefined);
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/graphql')) learnFromRequest(guard, request.postData());
    const url = new URL(request.url());
    const order = url.pathname === '/checkout/return' ? url.searchParams.get('order') : null;
    if (order) guard.secrets.set(order, 'anywhere');
  });
  await page.exposeFunction('__journeySecrets', () => [...guard.secrets]);
  await page.exposeFunction('__trackerLeak', (leak: string) => void guard.leaks.push(leak));
  await page.exposeFunction('__trackerSaw', (places: Record<string, string>) => {
    const path = new URL(places['location.href']).pathname;
    for (const [place, text] of Object.entries(places)) {
      if (guard.seen.some((seen) => seen.text === text)) continue;
      guard.seen.push({ where: `${place} of ${path}`, text, scope: place === '__NEXT_DATA__' ? 'pageData' : 'anywhere' });
    }
  });
  await page.route(TRACKER_URL, (route) => {
    loaded.push(route.request().url());
    const body = `(window.trackersSaw = window.trackersSaw || []).push(location.href, document.querySelector('link[rel=canonical]')?.href ?? '');\n${CHECKING_STUB}`;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  return loaded;
}
