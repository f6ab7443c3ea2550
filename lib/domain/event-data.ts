import type { GetActivityQuery, GetUpcomingSessionsQuery, SessionAvailability } from '@/graphql/generated/operations';
import { toDecimalAmount } from './decimal-amount';

/*
 * What an activity page tells search engines about itself (schema.org JSON-LD, rendered by
 * components/activities/activity-json-ld.tsx). Pure: the page's data in, the JSON out.
 *
 * Where the site sells the activity through its booking calendar, each of its next sessions is a schema.org
 * Event (Google's event results read Event; Google has no rich result for a TouristTrip), with the
 * availability and the price the calendar shows for it: its status by the calendar's rule
 * (lib/domain/availability.ts sessionStatus) and its day's lowest ticket price under the price rules
 * (lib/domain/pricing.ts priceOn), which is what Google asks of an event's offer price ("the lowest
 * available price"). A session the park closed stays, as EventCancelled with no offer: Google asks that a
 * cancelled event be marked so rather than dropped, so that search stops showing it as happening.
 *
 * Anywhere else (a partner's tour, a park that sells on another site or through ROLLER's checkout, an
 * activity with no session in the window, a park with no address in its settings, without which an event
 * lacks Google's required location.address) the page describes the activity as a Product with its ticket
 * types' usual prices, as it always did: there are no sessions of ours to describe.
 */

/** How far ahead an activity page describes sessions: two weeks of a day's sessions is what a visitor plans. */
export const EVENT_WINDOW_DAYS = 14;
/**
 * The most sessions it describes: 19 KB of JSON-LD in the HTML (0.8 KB gzipped, so repetitive it is) and
 * 4.3 KB of page data, measured on the demo's luge page (__tests__/integration/event-data.test.tsx renders it);
 * an activity with hourly sessions shows its next two or three days.
 */
export const EVENT_LIMIT = 20;

type Activity = NonNullable<GetActivityQuery['getActivity']>;

/**
 * Whether a site sells an activity through its own booking calendar (the activity page's booking panel):
 * not a partner's tour, and not where Book leads to another site or opens ROLLER's checkout. Only there
 * are the calendar's availability and prices the ones a visitor books at, and only there are sessions
 * described as events.
 */
export const booksThroughCalendar = (activityType: string, site: { bookingEnabled: boolean; enableProgressiveCheckout: boolean }): boolean =>
  activityType !== 'ThirdPartyActivity' && site.bookingEnabled && !site.enableProgressiveCheckout;
export type UpcomingSessions = GetUpcomingSessionsQuery['getUpcomingSessions'];

/** The site the page is on: its origin and the park as the site names it (the locale's title). */
export interface EventSite {
  origin: string;
  parkName: string;
}

export interface ActivityPage {
  activity: Activity;
  /** The page's own address. */
  url: string;
  site: EventSite;
  /** The activity's next sessions, where the site sells it through its calendar; null elsewhere. */
  upcoming: UpcomingSessions | null;
}

const SCHEMA = 'https://schema.org';
type Json = { [key: string]: unknown };

const AVAILABILITY: Record<Exclude<SessionAvailability, 'CLOSED'>, string> = {
  AVAILABLE: `${SCHEMA}/InStock`,
  LIMITED: `${SCHEMA}/LimitedAvailability`,
  SOLD_OUT: `${SCHEMA}/SoldOut`,
};

/** A price as schema.org writes it: the amount in the currency's decimals ("129.00"), never a float. */
const decimal = ({ amount, currency }: { amount: number; currency: string }) => toDecimalAmount(amount, currency);

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** The activity's pictures, absolute: the wide one and the square one (Google asks for several ratios). */
const imagesOf = (activity: Activity, origin: string) => [absolute(activity.image.urlFallback, origin), absolute(activity.image.square.urlFallback, origin)];

/** One Event per upcoming session; none when there is nothing to describe or no address to say where. */
export function sessionEvents({ activity, url, site, upcoming }: ActivityPage): Json[] {
  if (!upcoming?.address || activity.__typename === 'ThirdPartyActivity') return [];
  const location = { '@type': 'Place', name: site.parkName, address: { '@type': 'PostalAddress', streetAddress: upcoming.address } };
  const organizer = { '@type': 'Organization', name: site.parkName, url: site.origin };
  const image = imagesOf(activity, site.origin);
  // A session with no ticket on sale (every one retired) has nothing to offer, and is not described.
  const described = upcoming.sessions.filter((session) => session.availability === 'CLOSED' || session.lowestPrice);
  return described.map((session) => {
    const closed = session.availability === 'CLOSED';
    const offers =
      closed || !session.lowestPrice
        ? {}
        : {
            offers: {
              '@type': 'Offer',
              url,
              price: decimal(session.lowestPrice),
              priceCurrency: session.lowestPrice.currency,
              availability: AVAILABILITY[session.availability as Exclude<SessionAvailability, 'CLOSED'>],
              validFrom: upcoming.readAt,
            },
          };
    return {
      '@type': 'Event',
      name: activity.title,
      description: activity.summary,
      image,
      url,
      startDate: session.startsAt,
      ...(session.endsAt ? { endDate: session.endsAt } : {}),
      eventStatus: `${SCHEMA}/${closed ? 'EventCancelled' : 'EventScheduled'}`,
      eventAttendanceMode: `${SCHEMA}/OfflineEventAttendanceMode`,
      location,
      organizer,
      ...offers,
    };
  });
}

/** The activity as a Product with its ticket types' usual prices (or its partner's from price). */
export function activityProduct({ activity, url, site }: ActivityPage): Json {
  const variations = 'variations' in activity ? activity.variations : [];
  const offers = variations.length
    ? variations.map((variation) => ({
        '@type': 'Offer',
        name: variation.title,
        price: decimal(variation.price),
        priceCurrency: variation.price.currency,
        availability: `${SCHEMA}/InStock`,
        url,
      }))
    : activity.fromPrice && [
        {
          '@type': 'Offer',
          price: decimal(activity.fromPrice),
          priceCurrency: activity.fromPrice.currency,
          url: activity.__typename === 'ThirdPartyActivity' ? activity.externalUrl : url,
        },
      ];
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: activity.title,
    description: activity.summary,
    image: imagesOf(activity, site.origin)[0],
    url,
    brand: { '@type': 'Brand', name: site.parkName },
    ...(offers ? { offers } : {}),
  };
}

/** The page's structured data: its sessions as Events where it has any to describe, else the Product. */
export function activityStructuredData(page: ActivityPage): Json {
  const events = sessionEvents(page);
  return events.length ? { '@context': SCHEMA, '@graph': events } : activityProduct(page);
}

/**
 * JSON for a `<script type="application/ld+json">`: every '<' escaped, so no text of ours (an activity
 * title written by staff) can close the element ('</script>') or open a comment in it. The element is
 * data, which the browser never runs: the page's Content-Security-Policy has nothing to allow for it.
 */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');
