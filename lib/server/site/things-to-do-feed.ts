import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { toDomain } from '@/lib/domain/host';
import { toLanguage, type Language } from '@/lib/domain/language';
import { THINGS_TO_DO_FEED_PATH } from '@/lib/domain/paths';
import { thingsToDoFeed, type FeedActivity, type FeedPark } from '@/lib/domain/things-to-do-feed';
import { getCatalogue, isOnSale, listParkActivities, type Catalogue } from '../activities';
import { listPageLinks } from '../content';
import { findLocaleByDomain, listLocales, siteOrigin, type LocaleRecord } from '../locales';

/*
 * The park's products as Google's Things to do feed (lib/domain/things-to-do-feed.ts builds it), at
 * /feeds/things-to-do.json on each of the park's domains, for its operator to upload (docs/event-data.md).
 * A file, not a page: lib/server/app/routes.ts answers it before Next.js, as it answers a booking's PDF.
 *
 * Everything it reads is in the instance's copies already (the locales and the catalogue, 10 s; the page
 * links): an anonymous crowd asking for it costs no SQL, and the answer for a domain is kept, compressed
 * and tagged, until one of those copies is read afresh. Shared caches may keep it five minutes, so an
 * operator downloading it right after a change in the back office waits at most that long.
 */

/** The page of a site listing every activity (a ThingsToDoPage, lib/domain/content.ts): the list view's link. */
const LIST_PAGE_TYPE = 'ThingsToDoPage';

interface Answer {
  sources: [LocaleRecord[], Catalogue, string | null];
  body: Buffer;
  gzipped: Buffer;
  etag: string;
  park: string;
}

const answers = new Map<string, Answer>();

const sameSources = (a: Answer['sources'], b: Answer['sources']) => a.every((source, index) => source === b[index]);

function feedActivity(activity: Catalogue['activities'][number], catalogue: Catalogue): FeedActivity {
  return {
    id: activity.id,
    slug: activity.slug,
    type: activity.type,
    texts: activity.texts,
    image: catalogue.images.get(activity.imageId)?.urlFallback ?? null,
    durationMinutes: activity.durationMinutes,
    tickets: (catalogue.variationsByActivity.get(activity.id) ?? []).filter(isOnSale).map((variation) => ({ id: variation.id, price: variation.price, texts: variation.texts })),
  };
}

/** What the feed says of the park of `locale`, asked on that site. */
function feedPark(locale: LocaleRecord, locales: LocaleRecord[], listPath: string | null): FeedPark {
  const language = toLanguage(locale.locale);
  // The park's sites, the asking one first: their languages and the park's name in each.
  const sites = [locale, ...locales.filter((other) => other.parkId === locale.parkId && other.id !== locale.id)];
  const names: Partial<Record<Language, string>> = {};
  for (const site of sites) names[toLanguage(site.locale)] ??= site.title;
  const park = locale.park!;
  return {
    origin: siteOrigin(locale),
    language,
    address: locale.address?.trim() || null,
    currency: locale.currency,
    names,
    languages: sites.map((site) => toLanguage(site.locale)),
    listPath,
    // Money back only when it can go back to the payment: a refund as a gift card is not one Google means.
    refundHoursBefore: park.cancelHoursBefore !== null && park.cancelRefundTo !== 'gift_card' ? park.cancelHoursBefore : null,
  };
}

/** The feed of the park a domain serves, ready to send; null for a domain that serves no park. */
async function answerFor(domain: string | null): Promise<Answer | null> {
  const locale = await findLocaleByDomain(domain);
  if (!locale?.parkId || !locale.park) return null;
  const [locales, catalogue, links] = await Promise.all([listLocales(), getCatalogue(), listPageLinks(locale.id)]);
  const listPath = links.find((link) => link.type === LIST_PAGE_TYPE)?.path ?? null;
  const sources: Answer['sources'] = [locales, catalogue, listPath];
  const kept = answers.get(locale.domain);
  if (kept && sameSources(kept.sources, sources)) return kept;
  const activities = (await listParkActivities(locale.parkId)).map((activity) => feedActivity(activity, catalogue));
  const body = Buffer.from(JSON.stringify(thingsToDoFeed(activities, feedPark(locale, locales, listPath))));
  const answer = { sources, body, gzipped: gzipSync(body), etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, park: locale.parkId };
  answers.set(locale.domain, answer);
  return answer;
}

export const isThingsToDoFeedPath = (pathname: string): boolean => pathname === THINGS_TO_DO_FEED_PATH;

/** GET (or HEAD) /feeds/things-to-do.json: the park's feed as JSON, 404 on a domain that serves no park. */
export async function thingsToDoFeedEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('allow', 'GET, HEAD');
    res.end();
    return;
  }
  const answer = await answerFor(toDomain(req.headers.host));
  if (!answer) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain; charset=utf-8');
    res.end('Not found');
    return;
  }
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'public, max-age=300, s-maxage=300');
  res.setHeader('etag', answer.etag);
  res.setHeader('vary', 'Accept-Encoding');
  // A feed for uploading, not a page for searching.
  res.setHeader('x-robots-tag', 'noindex');
  res.setHeader('content-disposition', `inline; filename="things-to-do-${answer.park.replace(/[^a-z0-9-]/gi, '')}.json"`);
  if (String(req.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === answer.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const payload = gzip ? answer.gzipped : answer.body;
  if (gzip) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', payload.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : payload);
}
