import type { Language } from './language';
import { minorDigits } from './money';
import { activityPath } from './paths';
import { htmlToText } from './rich-text';

/*
 * A park's products in Google's "Things to do" product feed (the Actions Center's feed specification,
 * ProductFeed as JSON): what an operator uploads so the park's activities show in Google Search and Maps
 * with a link to book them here. Pure: the park's catalogue and sites in, the feed out; served per park
 * domain at THINGS_TO_DO_FEED_PATH (lib/domain/paths.ts; lib/server/site/things-to-do-feed.ts), described in docs/event-data.md.
 *
 * One product per activity the park sells itself (bookable activities and packages; a partner's tour is
 * the partner's to list), with one option (the activity as its page books it) whose price options are its
 * ticket types at their usual prices, the prices its page lists (a weekend's or a peak day's uplift is
 * the calendar's, at booking). Every text is given in every language the park's sites speak (each
 * locale domain of the park) that the text is written in, never an English text labelled Chinese.
 *
 * The feed is one snapshot of one park (PROCESS_AS_SNAPSHOT in one shard): an upload replaces everything
 * the Things to do account held before, so each park needs an account of its own, or its upload removes
 * the other parks' products (docs/event-data.md says so to the operator).
 */

/** A text in every language it is written in: English always, others where the park wrote them. */
export type Texts<T> = { en: T } & Partial<Record<Language, T>>;

export interface FeedActivity {
  id: string;
  slug: string;
  /** BookableActivity, ComboActivity or ThirdPartyActivity. */
  type: string;
  texts: Texts<{ title: string; description: string; highlights: string[] }>;
  /** The activity's picture (its JPEG) as the site serves it: a path or a URL. */
  image: string | null;
  durationMinutes: number | null;
  /** Its ticket types on sale, in order: usual prices in minor units of the park's currency. */
  tickets: { id: string; price: number; texts: Texts<{ title: string }> }[];
}

export interface FeedPark {
  /** The site the feed is asked on: its origin (every link starts there), its language and address. */
  origin: string;
  language: Language;
  address: string | null;
  currency: string;
  /** The park's name in each language its sites speak (each site's title), the asking site's first. */
  names: Partial<Record<Language, string>>;
  /** The languages of the park's sites, the asking site's first. */
  languages: Language[];
  /** The path of the site's page listing every activity, when it has one. */
  listPath: string | null;
  /** Cancelling for the money back is allowed up to this many hours before the session; null: no such refund. */
  refundHoursBefore: number | null;
}

interface LocalizedText {
  language_code: string;
  text: string;
}
interface LocalizedTextSet {
  localized_texts: LocalizedText[];
}
/** google.type.Money, as the feed's JSON writes it. */
export interface FeedMoney {
  currency_code: string;
  units: number;
  nanos: number;
}

export interface ThingsToDoFeed {
  feed_metadata: { shard_id: number; total_shards_count: number; processing_instruction: 'PROCESS_AS_SNAPSHOT' };
  products: Record<string, unknown>[];
}

/** An amount in minor units as Money: whole units and nanos (39.50 NZD is 39 units and 500,000,000 nanos). */
export function feedMoney(amount: number, currency: string): FeedMoney {
  const scale = 10 ** minorDigits(currency);
  const units = Math.floor(amount / scale);
  return { currency_code: currency, units, nanos: (amount - units * scale) * (1_000_000_000 / scale) };
}

/** A text in each of `languages` it is written in, in order, each once (BCP 47 codes: en, zh-Hant). */
function localized(languages: Language[], textIn: (language: Language) => string | undefined): LocalizedTextSet {
  const written = [...new Set(languages)].flatMap((language) => {
    const text = textIn(language)?.trim();
    return text ? [{ language_code: language, text }] : [];
  });
  return { localized_texts: written };
}

/** The activity's highlights, each in the languages it is written in (the n-th of each language's list). */
function highlights(activity: FeedActivity, languages: Language[]): Record<string, unknown>[] {
  return activity.texts.en.highlights.map((_, index) => ({
    feature_type: 'TEXT_FEATURE_HIGHLIGHT',
    value: localized(languages, (language) => activity.texts[language]?.highlights[index]),
  }));
}

function product(activity: FeedActivity, park: FeedPark): Record<string, unknown> {
  const url = (path: string) => new URL(path, park.origin).href;
  const text = (pick: (text: FeedActivity['texts']['en']) => string) => localized(park.languages, (language) => {
    const written = activity.texts[language];
    return written && pick(written);
  });
  const place = park.address ? { place_info: { name: park.names[park.language] ?? park.names.en ?? '', unstructured_address: park.address } } : null;
  const option = {
    id: activity.id,
    title: text((written) => written.title),
    landing_page: { url: url(activityPath(activity.slug)) },
    ...(park.listPath ? { landing_page_list_view: { url: url(park.listPath) } } : {}),
    ...(activity.durationMinutes ? { duration_sec: activity.durationMinutes * 60 } : {}),
    ...(park.refundHoursBefore !== null
      ? { cancellation_policy: { refund_conditions: [{ min_duration_before_start_time_sec: park.refundHoursBefore * 3600, refund_percent: 100 }] } }
      : {}),
    price_options: activity.tickets.map((ticket) => ({
      id: ticket.id,
      title: (ticket.texts[park.language] ?? ticket.texts.en).title,
      ...(ticket.price === 0 ? { is_free: true } : { price: feedMoney(ticket.price, park.currency) }),
    })),
    ...(place ? { meeting_point: { location: place } } : {}),
  };
  return {
    id: activity.id,
    title: text((written) => written.title),
    // The feed takes text, not HTML: the description is the editor's HTML (or older plain text).
    description: text((written) => htmlToText(written.description)),
    ...(activity.texts.en.highlights.length ? { product_features: highlights(activity, park.languages) } : {}),
    ...(activity.image ? { related_media: [{ url: url(activity.image), type: 'MEDIA_TYPE_PHOTO' }] } : {}),
    options: [option],
    operator: {
      google_business_profile_name: localized(park.languages, (language) => park.names[language]),
      ...(place ? { locations: [{ location: place }] } : {}),
    },
    // The park sells its own activities: the operator's own site, booked at once, tickets by email (QR and PDF).
    inventory_type: 'INVENTORY_TYPE_OPERATOR_DIRECT',
    confirmation_type: 'CONFIRMATION_TYPE_INSTANT',
    fulfillment_type: { mobile: true, print_at_home: true, pickup: false },
  };
}

/** A park's Things to do product feed: one product per activity it sells itself that has a ticket on sale. */
export function thingsToDoFeed(activities: FeedActivity[], park: FeedPark): ThingsToDoFeed {
  return {
    feed_metadata: { shard_id: 0, total_shards_count: 1, processing_instruction: 'PROCESS_AS_SNAPSHOT' },
    products: activities.filter((activity) => activity.type !== 'ThirdPartyActivity' && activity.tickets.length > 0).map((activity) => product(activity, park)),
  };
}
