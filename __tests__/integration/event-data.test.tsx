import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import type { AppProps } from 'next/app';
import { HeadManagerContext } from 'next/dist/shared/lib/head-manager-context.shared-runtime';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { Children, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { AppShell } from '@/components/layout/app-shell';
import type { ShellProps } from '@/components/layout/shell-props';
import { Translations } from '@/components/layout/translations';
import { ActivityView } from '@/components/views/activity-view';
import { PageDataProvider } from '@/lib/client/use-page-data';
import { theme } from '@/styles/theme';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { EVENT_LIMIT, EVENT_WINDOW_DAYS } from '@/lib/domain/event-data';
import { parkDateTime } from '@/lib/domain/time';
import { findParkActivity, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { applyChange } from '@/lib/server/app/site-changes';
import { addToCart } from '@/lib/server/carts/cart-service';
import { closeSessions } from '@/lib/server/closures';
import { siteOrigin } from '@/lib/server/locales';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { availability, daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { siteServer } from '@/lib/server/site';
import { catalogueActivity, updateActivityDetails } from '@/lib/server/catalogue-desk';
import { findStaffByEmail } from '@/lib/server/staff';
import { startAdminHttp, type AdminHttp } from '../helpers/admin-http';
import { googleEventProblems } from '../helpers/google-event';
import { thingsToDoFeedProblems } from '../helpers/things-to-do-schema';
import { createTestDatabase } from '../helpers/test-database';

/*
 * What search engines and Google's Things to do read of a park, on a real PostgreSQL with the demo's parks:
 * an activity page's JSON-LD as its server side loads it and React renders it into the page's <head>
 * (pages/_app.tsx around the activity's view, next/head collecting the head as Next's server render does),
 * and each park domain's products feed over HTTP from the server's own endpoints (lib/server/app/routes.ts).
 * The browser test (__tests__/e2e/content.spec.ts) reads the same JSON-LD from the built site's HTML.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let http: AdminHttp;
const NOW = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), EVENT_WINDOW_DAYS + 2);
  // The server's own endpoints (lib/server/app/routes.ts) over HTTP, any site's host.
  http = await startAdminHttp();
});
afterAll(async () => {
  await http.close();
  await closeDb();
  await database.drop();
});

/** The request Next hands an activity page's getServerSideProps. */
function pageContext(host: string, slug: string): GetServerSidePropsContext {
  const req = new IncomingMessage(new Socket());
  req.method = 'GET';
  req.headers = { host };
  req.url = `/things-to-do/${slug}`;
  const res = new ServerResponse(req);
  return { req, res, query: { slug }, params: { slug }, resolvedUrl: req.url } as unknown as GetServerSidePropsContext;
}

const router = (slug: string) =>
  ({ pathname: '/things-to-do/[slug]', route: '/things-to-do/[slug]', asPath: `/things-to-do/${slug}`, query: { slug }, isReady: true, isFallback: false, basePath: '', events: { on() {}, off() {}, emit() {} }, prefetch: () => Promise.resolve(), push: () => Promise.resolve(true), replace: () => Promise.resolve(true) }) as unknown as NextRouter;

/** An activity page as the site serves it: its status, its Cache-Control, and the JSON-LD in its <head>. */
async function activityPage(host: string, slug: string) {
  const ctx = pageContext(host, slug);
  const result = (await siteServer.pages.activity(ctx)) as { props: ShellProps & { slug?: string } };
  expect(ctx.res.statusCode, `${host}/things-to-do/${slug}`).toBe(200);
  let head: ReactNode[] = [];
  const headManager = { mountedInstances: new Set(), updateHead: (elements: ReactNode[]) => (head = elements) };
  // pages/_app.tsx's providers around the page, as it renders a site's page (its global style and fonts
  // aside: next/font is Next's compiler's, and the head's structured data does not depend on them).
  // The page's lazily loaded parts (its words) loaded first, as Next's server does before it renders.
  await Loadable.preloadAll();
  const body = renderToString(
    <HeadManagerContext.Provider value={headManager}>
      <RouterContext.Provider value={router(slug)}>
        <PageDataProvider value={result.props.pageData}>
          <Translations lang={result.props.lang}>
            <ThemeProvider theme={theme}>
              <AppShell Component={ActivityView as AppProps['Component']} pageProps={result.props} router={router(slug) as AppProps['router']} />
            </ThemeProvider>
          </Translations>
        </PageDataProvider>
      </RouterContext.Provider>
    </HeadManagerContext.Provider>,
  );
  const scripts = Children.toArray(head).filter((element) => (element as ReactElement<{ type?: string }>).props.type === 'application/ld+json') as ReactElement[];
  expect(scripts).toHaveLength(1);
  const markup = renderToStaticMarkup(scripts[0]);
  const text = /^<script[^>]*>([\s\S]*)<\/script>$/.exec(markup)![1];
  const meta = Children.toArray(head).find((element) => (element as ReactElement<{ name?: string }>).props.name === 'description') as ReactElement<{ content: string }> | undefined;
  return { status: ctx.res.statusCode, cacheControl: ctx.res.getHeader('cache-control'), markup, jsonLd: JSON.parse(text) as Record<string, unknown>, body, metaDescription: meta?.props.content };
}

type Event = { startDate: string; eventStatus: string; offers?: { availability: string; price: string; priceCurrency: string; url: string } };
const eventsOf = (jsonLd: Record<string, unknown>) => (jsonLd['@graph'] ?? []) as Event[];

describe('an activity page’s structured data', () => {
  it('describes the next sessions as Events Google accepts: the park’s offset, its address, the calendar’s prices', async () => {
    const page = await activityPage('nz.localhost:3000', 'luge');
    expect(page.status).toBe(200);
    expect(page.jsonLd['@context']).toBe('https://schema.org');
    const events = eventsOf(page.jsonLd);
    expect(events.length).toBe(EVENT_LIMIT);
    for (const event of events) expect(googleEventProblems({ ...event })).toEqual([]);
    // The same sessions, start for start, as the booking calendar's times, and the day's lowest price.
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const firstDay = events[0].startDate.slice(0, 10);
    const calendar = await daySessions(activity, 'Pacific/Auckland', firstDay);
    expect(events.filter((event) => event.startDate.startsWith(firstDay)).map((event) => event.startDate)).toEqual(
      calendar.map((session) => parkDateTime(session.startsAt, { timeZone: 'Pacific/Auckland' })),
    );
    expect(events[0].startDate).toMatch(/\+1[23]:00$/);
    expect(events[0]).toMatchObject({
      location: { '@type': 'Place', name: 'Summit Rush Queenstown', address: { '@type': 'PostalAddress', streetAddress: '88 Skyline Road, Queenstown 9300, New Zealand' } },
      offers: { priceCurrency: 'NZD', url: `${siteOrigin({ domain: 'nz.localhost' })}/things-to-do/luge` },
    });
    const last = Date.parse(events[events.length - 1].startDate);
    expect(last - NOW.getTime()).toBeLessThan(EVENT_WINDOW_DAYS * 86_400_000);
    // The page is what a CDN may keep a minute: the JSON-LD's places are no older than the page's.
    expect(page.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
  });

  it('prices each session as the calendar prices its day: the lowest ticket price under the price rules', async () => {
    const events = eventsOf((await activityPage('nz.localhost:3000', 'luge')).jsonLd);
    const activity = (await findParkActivity('queenstown', 'luge'))!;
    const days = [...new Set(events.map((event) => event.startDate.slice(0, 10)))];
    const calendar = await availability(activity, 'Pacific/Auckland', days[0], days[days.length - 1]);
    for (const event of events) {
      const day = calendar.find((entry) => entry.date === event.startDate.slice(0, 10))!;
      expect(event.offers!.price).toBe((day.lowestPrice! / 100).toFixed(2));
    }
    // The calendar's rule, seen from outside: a weekend day costs 10% more than the cheapest ticket's usual price.
    const { rows } = await database.db.execute<{ price: number }>(sql`select min(price)::int as price from variations where activity_id = 'nz-luge' and retired_at is null`);
    const weekend = events.find((event) => [0, 6].includes(new Date(`${event.startDate.slice(0, 10)}T12:00:00Z`).getUTCDay()));
    const weekday = events.find((event) => ![0, 6].includes(new Date(`${event.startDate.slice(0, 10)}T12:00:00Z`).getUTCDay()));
    if (weekend) expect(weekend.offers!.price).toBe((Math.round(rows[0].price * 1.1) / 100).toFixed(2));
    if (weekday) expect(weekday.offers!.price).toBe((rows[0].price / 100).toFixed(2));
  });

  it('says at once what the calendar says: few places left, sold out, and a closed session cancelled', async () => {
    const before = eventsOf((await activityPage('hk.localhost', 'harbour-zipline')).jsonLd);
    const activity = (await findParkActivity('hong-kong', 'harbour-zipline'))!;
    // Three sessions of one day the feed lists: late in Hong Kong's afternoon, today has fewer left.
    let sessions: Awaited<ReturnType<typeof daySessions>> = [];
    for (const day of [...new Set(before.map((event) => event.startDate.slice(0, 10)))]) {
      sessions = await daySessions(activity, 'Asia/Hong_Kong', day);
      if (sessions.length >= 3) break;
    }
    const [limited, soldOut, closed] = sessions.slice(0, 3);
    const variation = (await database.db.execute<{ id: string }>(sql`select id from variations where activity_id = ${activity.id} and participants = 1 and retired_at is null order by sort_order limit 1`)).rows[0].id;
    const hold = async (sessionId: string, places: number) => {
      for (let left = places; left > 0; left -= 4) {
        const added = await addToCart({ anonymousToken: randomUUID(), localeId: 'hk', parkId: 'hong-kong', activitySlug: 'harbour-zipline', sessionId, tickets: [{ variationId: variation, quantity: Math.min(4, left) }] });
        expect(added.kind).toBe('added');
      }
    };
    // 16 places a session: 3 left is under a fifth.
    await hold(limited.id, limited.capacity - 3);
    await hold(soldOut.id, soldOut.capacity);
    const owner = (await findStaffByEmail('owner@summit-rush.test'))!;
    const closure = await closeSessions(owner, { sessionIds: [closed.id], reason: 'High winds', idempotencyKey: randomUUID() });
    expect(closure).toMatchObject({ ok: true });
    // What another instance does on hearing the closure (lib/server/app/site-changes.ts); this one emptied its copies already.
    applyChange({ kind: 'sessions', parkId: 'hong-kong', activityIds: [activity.id], hosts: ['hk.localhost', 'zh.hk.localhost'] });

    const after = eventsOf((await activityPage('hk.localhost', 'harbour-zipline')).jsonLd);
    const at = (id: string) => after.find((event) => event.startDate === parkDateTime(sessions.find((s) => s.id === id)!.startsAt, { timeZone: 'Asia/Hong_Kong' }))!;
    expect(at(limited.id).offers!.availability).toBe('https://schema.org/LimitedAvailability');
    expect(at(soldOut.id).offers!.availability).toBe('https://schema.org/SoldOut');
    expect(at(closed.id).eventStatus).toBe('https://schema.org/EventCancelled');
    expect(at(closed.id)).not.toHaveProperty('offers');
    for (const event of after) expect(googleEventProblems({ ...event })).toEqual([]);
    // The Chinese site of the park says the same, in its language and at its own address.
    const chinese = eventsOf((await activityPage('zh.hk.localhost', 'harbour-zipline')).jsonLd);
    expect(chinese.map((event) => event.offers?.availability ?? event.eventStatus)).toEqual(after.map((event) => event.offers?.availability ?? event.eventStatus));
    expect(chinese[0]).toMatchObject({ location: { name: '峰躍探險樂園 香港', address: { streetAddress: '香港大嶼山峰頂徑1號' } }, offers: { url: `${siteOrigin({ domain: 'zh.hk.localhost' })}/things-to-do/harbour-zipline` } });
  });

  it('stays the Product where the park sells elsewhere or a partner runs the tour', async () => {
    // Gold Coast: Book leads to the park's other booking site; Rotorua: ROLLER's checkout.
    for (const [host, slug] of [
      ['au.localhost', 'rainforest-zipline'],
      ['rotorua.localhost', 'redwood-zipline'],
    ]) {
      const { jsonLd } = await activityPage(host, slug);
      expect(jsonLd).toMatchObject({ '@type': 'Product' });
    }
    const { rows } = await database.db.execute<{ slug: string }>(sql`select slug from activities where park_id = 'queenstown' and type = 'ThirdPartyActivity' and retired_at is null limit 1`);
    const partner = await activityPage('nz.localhost', rows[0].slug);
    expect(partner.jsonLd).toMatchObject({ '@type': 'Product', offers: [{ url: expect.stringMatching(/^https:\/\//) }] });
  });

  it('escapes every < of the operator’s texts, so the data cannot end its script element', async () => {
    await database.db.execute(sql`update activities set texts = jsonb_set(texts, '{en,title}', to_jsonb('Luge </script><script>alert(1)</script>'::text)) where id = 'nz-luge'`);
    invalidateCatalogue();
    applyChange({ kind: 'catalogue', parkId: 'queenstown', hosts: ['nz.localhost'] });
    try {
      const page = await activityPage('nz.localhost', 'luge');
      expect(page.markup.match(/<\/script>/g)).toHaveLength(1);
      expect(page.markup).not.toMatch(/<script>alert/);
      expect(eventsOf(page.jsonLd)[0]).toMatchObject({ name: 'Luge </script><script>alert(1)</script>' });
    } finally {
      await database.db.execute(sql`update activities set texts = jsonb_set(texts, '{en,title}', to_jsonb('Luge'::text)) where id = 'nz-luge'`);
      invalidateCatalogue();
      applyChange({ kind: 'catalogue', parkId: 'queenstown', hosts: ['nz.localhost'] });
    }
  });
});

describe('an activity’s description written in the rich-text editor', () => {
  it('is stored sanitised, shown formatted, and given as plain text to the structured data, the meta description and the feed', async () => {
    const owner = (await findStaffByEmail('owner@summit-rush.test'))!;
    const { details } = (await catalogueActivity(owner, 'hk-zipline'))!;
    const both = (text: { en: string; zhHant: string }) => ({ en: text.en, zhHant: text.zhHant });
    const input = {
      title: both(details.title),
      summary: both(details.summary),
      highlights: { en: details.highlights.en.join('\n'), zhHant: details.highlights.zhHant.join('\n') },
      durationMinutes: details.durationMinutes === null || details.durationMinutes === undefined ? '' : String(details.durationMinutes),
      imageId: details.imageId,
    };
    // What the editor sends, and what a forged request adds to it.
    const written = {
      en: '<p>The <strong>longest</strong> line &amp; more<script>alert(1)</script><img src=x onerror="alert(2)"></p><ul><li><p>Six lines</p></li></ul>',
      zhHant: '<p>最<strong>長</strong>的滑索<a href="javascript:alert(3)" onclick="alert(4)">連結</a></p>',
    };
    try {
      const saved = await updateActivityDetails(owner, 'hk-zipline', { ...input, description: written });
      if (saved.kind !== 'done') throw new Error(JSON.stringify(saved));
      expect(saved.value.details.description).toEqual({ en: '<p>The <strong>longest</strong> line &amp; more</p><ul><li><p>Six lines</p></li></ul>', zhHant: '<p>最<strong>長</strong>的滑索<a>連結</a></p>' });
      const { rows } = await database.db.execute<{ texts: string }>(sql`select texts::text from activities where id = 'hk-zipline'`);
      expect(rows[0].texts).not.toMatch(/<script|onerror|onclick|javascript:/);
      applyChange({ kind: 'catalogue', parkId: 'hong-kong', hosts: ['hk.localhost', 'zh.hk.localhost'] });

      for (const [host, language, strong, text] of [
        ['hk.localhost', 'en', '<strong>longest</strong>', 'The longest line & more\n\nSix lines'],
        ['zh.hk.localhost', 'zh-Hant', '<strong>長</strong>', '最長的滑索連結'],
      ] as const) {
        const page = await activityPage(host, 'harbour-zipline');
        expect(page.body).toContain(strong);
        expect(page.body).not.toMatch(/alert\(/);
        const summary = language === 'en' ? details.summary.en : details.summary.zhHant;
        expect(page.metaDescription).toBe(summary);
        const described = [page.jsonLd.description, ...eventsOf(page.jsonLd).map((event) => (event as { description?: string }).description)].filter(Boolean);
        expect(described.length).toBeGreaterThan(0);
        for (const description of described) expect(description).toBe(summary);
        const product = ((await feed(host)).json() as { products: { id: string; description: { localized_texts: { language_code: string; text: string }[] } }[] }).products.find((candidate) => candidate.id === 'hk-zipline')!;
        expect(product.description.localized_texts.find((localized) => localized.language_code === language)!.text).toBe(text);
      }
    } finally {
      await updateActivityDetails(owner, 'hk-zipline', { ...input, description: both(details.description) });
      applyChange({ kind: 'catalogue', parkId: 'hong-kong', hosts: ['hk.localhost', 'zh.hk.localhost'] });
    }
  });

  it('shows a description written before the editor, plain text, as paragraphs', async () => {
    const page = await activityPage('nz.localhost', 'luge');
    const { rows } = await database.db.execute<{ description: string }>(sql`select texts->'en'->>'description' as description from activities where id = 'nz-luge'`);
    expect(rows[0].description).not.toMatch(/</);
    expect(page.body).toContain(`<p>${rows[0].description.split(/\n\s*\n/)[0].replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}`);
  });
});

/** The feed as an HTTP client asks a park's domain for it. */
async function feed(host: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  const reply = await http.send('/feeds/things-to-do.json', { host, method, headers, body: method === 'POST' ? '{}' : undefined });
  return { ...reply, body: reply.bytes, json: () => JSON.parse(reply.body) as unknown };
}

type Feed = { products: { id: string; title: { localized_texts: { language_code: string; text: string }[] }; options: { landing_page: { url: string }; price_options: { id: string; title: string; price?: { units: number; nanos: number } }[] }[] }[] };

describe('a park’s Things to do feed', () => {
  it('is valid against the feed’s schema, every language of the park, on each of its domains', async () => {
    const response = await feed('hk.localhost');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300, s-maxage=300');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const body = response.json() as Feed;
    expect(thingsToDoFeedProblems(body)).toEqual([]);
    const { rows } = await database.db.execute<{ id: string }>(
      sql`select id from activities where park_id = 'hong-kong' and type <> 'ThirdPartyActivity' and retired_at is null order by sort_order, id`,
    );
    expect(body.products.map((product) => product.id).sort()).toEqual(rows.map((row) => row.id).sort());
    for (const product of body.products) {
      expect(product.title.localized_texts.map((text) => text.language_code)).toEqual(['en', 'zh-Hant']);
      expect(product.options[0].landing_page.url).toMatch(/^http:\/\/hk\.localhost(:\d+)?\/things-to-do\//);
    }
    // The usual prices, as the page's ticket list shows them.
    const prices = await database.db.execute<{ id: string; price: number }>(sql`select id, price from variations where activity_id = ${body.products[0].id} and retired_at is null`);
    for (const option of body.products[0].options[0].price_options) {
      const price = prices.rows.find((row) => row.id === option.id)!.price;
      expect(option.price!.units * 100 + option.price!.nanos / 10_000_000).toBe(price);
    }

    const chinese = (await feed('zh.hk.localhost')).json() as Feed;
    expect(thingsToDoFeedProblems(chinese)).toEqual([]);
    expect(chinese.products.map((product) => product.id)).toEqual(body.products.map((product) => product.id));
    expect(chinese.products[0].title.localized_texts.map((text) => text.language_code)).toEqual(['zh-Hant', 'en']);
    expect(chinese.products[0].options[0].landing_page.url).toMatch(/^http:\/\/zh\.hk\.localhost(:\d+)?\/things-to-do\//);
    expect(chinese.products[0].options[0].price_options[0].title).toMatch(/\p{Script=Han}/u);

    // Queenstown has one site, in English: English alone, and no partner tour.
    const queenstown = (await feed('nz.localhost')).json() as Feed;
    expect(thingsToDoFeedProblems(queenstown)).toEqual([]);
    expect(new Set(queenstown.products.flatMap((product) => product.title.localized_texts.map((text) => text.language_code)))).toEqual(new Set(['en']));
    const partners = await database.db.execute<{ id: string }>(sql`select id from activities where park_id = 'queenstown' and type = 'ThirdPartyActivity'`);
    expect(partners.rows.length).toBeGreaterThan(0);
    for (const { id } of partners.rows) expect(queenstown.products.map((product) => product.id)).not.toContain(id);
  });

  it('answers a shared cache’s revalidation with 304, compressed when asked, HEAD without a body', async () => {
    const first = await feed('nz.localhost');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await feed('nz.localhost', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await feed('nz.localhost', { headers: { 'if-none-match': '"another"' } })).status).toBe(200);
    const gzipped = await feed('nz.localhost', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(first.body)).toBe(true);
    const head = await feed('nz.localhost', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
  });

  it('follows the catalogue: an activity taken off sale leaves the feed once the copies are read afresh', async () => {
    const before = (await feed('nz.localhost')).json() as Feed;
    const gone = before.products[0].id;
    await database.db.execute(sql`update activities set retired_at = now() where id = ${gone}`);
    try {
      invalidateCatalogue();
      const after = (await feed('nz.localhost')).json() as Feed;
      expect(after.products.map((product) => product.id)).toEqual(before.products.map((product) => product.id).filter((id) => id !== gone));
    } finally {
      await database.db.execute(sql`update activities set retired_at = null where id = ${gone}`);
      invalidateCatalogue();
    }
  });

  it('is found only on a park’s domains, by GET or HEAD', async () => {
    expect((await feed('localhost')).status).toBe(404);
    expect((await feed('nowhere.example')).status).toBe(404);
    expect((await feed('admin.localhost')).status).not.toBe(200);
    const post = await feed('nz.localhost', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});
