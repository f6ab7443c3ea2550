import { describe, expect, it } from 'vitest';
import type { GetActivityQuery } from '@/graphql/generated/operations';
import { activityStructuredData, booksThroughCalendar, jsonLdText, sessionEvents, type ActivityPage, type UpcomingSessions } from '@/lib/domain/event-data';
import { googleEventProblems } from '../helpers/google-event';

type Activity = NonNullable<GetActivityQuery['getActivity']>;

const image = { id: 'img', title: 'A luge', url: '/images/luge.webp', urlFallback: '/images/luge.jpg', width: 1600, height: 900, square: { url: '/images/luge-sq.webp', urlFallback: '/images/luge-sq.jpg' } };
const luge = {
  __typename: 'BookableActivity',
  id: 'nz-luge',
  slug: 'luge',
  title: 'Luge',
  summary: 'Race down the mountain.',
  description: 'Three tracks.',
  highlights: [],
  image,
  fromPrice: { amount: 3900, currency: 'NZD' },
  durationMinutes: 60,
  minAge: null,
  riders: null,
  variations: [
    { id: 'nz-luge-one', title: 'One ride', participants: 1, price: { amount: 3900, currency: 'NZD' } },
    { id: 'nz-luge-five', title: 'Five rides', participants: 1, price: { amount: 8900, currency: 'NZD' } },
  ],
  addOns: [],
  upgrades: [],
} as unknown as Activity;

const ORIGIN = 'https://nz.summitrush.example';
const URL_ = `${ORIGIN}/things-to-do/luge`;

const upcoming = (sessions: UpcomingSessions['sessions'], address: string | null = '88 Skyline Road, Queenstown 9300, New Zealand'): UpcomingSessions => ({
  readAt: '2026-07-20T09:15:02+12:00',
  address,
  sessions,
});

const session = (startsAt: string, availability: UpcomingSessions['sessions'][number]['availability'], amount = 3900): UpcomingSessions['sessions'][number] => ({
  startsAt,
  endsAt: startsAt.replace(/T(\d\d)/, (_, hour: string) => `T${String(Number(hour) + 1).padStart(2, '0')}`),
  availability,
  lowestPrice: { amount, currency: 'NZD' },
});

const page = (upcomingSessions: UpcomingSessions | null, activity: Activity = luge): ActivityPage => ({
  activity,
  url: URL_,
  site: { origin: ORIGIN, parkName: 'Summit Rush Queenstown' },
  upcoming: upcomingSessions,
});

describe('an activity page’s sessions as schema.org Events', () => {
  const events = sessionEvents(
    page(
      upcoming([
        session('2026-07-21T09:00:00+12:00', 'AVAILABLE'),
        session('2026-07-21T10:00:00+12:00', 'LIMITED'),
        session('2026-07-25T11:00:00+12:00', 'SOLD_OUT', 4290),
        session('2026-07-25T12:00:00+12:00', 'CLOSED', 4290),
      ]),
    ),
  );

  it('describes each session with Google’s required and recommended fields, in types Google reads', () => {
    expect(events).toHaveLength(4);
    for (const event of events) expect(googleEventProblems(event)).toEqual([]);
    expect(events[0]).toEqual({
      '@type': 'Event',
      name: 'Luge',
      description: 'Race down the mountain.',
      image: [`${ORIGIN}/images/luge.jpg`, `${ORIGIN}/images/luge-sq.jpg`],
      url: URL_,
      startDate: '2026-07-21T09:00:00+12:00',
      endDate: '2026-07-21T10:00:00+12:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Summit Rush Queenstown', address: { '@type': 'PostalAddress', streetAddress: '88 Skyline Road, Queenstown 9300, New Zealand' } },
      organizer: { '@type': 'Organization', name: 'Summit Rush Queenstown', url: ORIGIN },
      offers: { '@type': 'Offer', url: URL_, price: '39.00', priceCurrency: 'NZD', availability: 'https://schema.org/InStock', validFrom: '2026-07-20T09:15:02+12:00' },
    });
  });

  it('says the calendar’s availability and its day’s price: few left is limited, full is sold out', () => {
    expect(events.map((event) => (event.offers as { availability?: string } | undefined)?.availability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/LimitedAvailability',
      'https://schema.org/SoldOut',
      undefined,
    ]);
    // A weekend day's price (10% on): the sold-out session still says what it cost.
    expect(events[2].offers).toMatchObject({ price: '42.90' });
  });

  it('keeps a session the park closed as cancelled, with nothing to buy', () => {
    expect(events[3]).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled', startDate: '2026-07-25T12:00:00+12:00' });
    expect(events[3]).not.toHaveProperty('offers');
  });

  it('states no end when the activity has no duration, and leaves out a session with no ticket on sale', () => {
    const [open] = sessionEvents(page(upcoming([{ ...session('2026-07-21T09:00:00+12:00', 'AVAILABLE'), endsAt: null }])));
    expect(open).not.toHaveProperty('endDate');
    expect(googleEventProblems(open)).toEqual([]);
    expect(sessionEvents(page(upcoming([{ ...session('2026-07-21T09:00:00+12:00', 'AVAILABLE'), lowestPrice: null }])))).toEqual([]);
  });

  it('writes prices in the currency’s own decimals', () => {
    const [yen] = sessionEvents(page(upcoming([{ ...session('2026-07-21T09:00:00+09:00', 'AVAILABLE'), lowestPrice: { amount: 4500, currency: 'JPY' } }])));
    expect(yen.offers).toMatchObject({ price: '4500', priceCurrency: 'JPY' });
  });
});

describe('what an activity page publishes', () => {
  it('is its sessions as a graph of Events where it has any and the park has an address', () => {
    const data = activityStructuredData(page(upcoming([session('2026-07-21T09:00:00+12:00', 'AVAILABLE')])));
    expect(data['@context']).toBe('https://schema.org');
    expect((data['@graph'] as unknown[]).map((event) => (event as { '@type': string })['@type'])).toEqual(['Event']);
  });

  it('is the Product, as before, where there are no sessions to describe or nowhere to say they are', () => {
    for (const described of [page(null), page(upcoming([])), page(upcoming([session('2026-07-21T09:00:00+12:00', 'AVAILABLE')], null))]) {
      const data = activityStructuredData(described);
      expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Luge', brand: { '@type': 'Brand', name: 'Summit Rush Queenstown' } });
      expect(data.offers).toEqual([
        { '@type': 'Offer', name: 'One ride', price: '39.00', priceCurrency: 'NZD', availability: 'https://schema.org/InStock', url: URL_ },
        { '@type': 'Offer', name: 'Five rides', price: '89.00', priceCurrency: 'NZD', availability: 'https://schema.org/InStock', url: URL_ },
      ]);
    }
  });

  it('sends a partner’s tour to the partner’s page, at its advertised from price', () => {
    const { variations: _none, addOns: _addOns, upgrades: _upgrades, ...common } = luge as Activity & { variations: unknown; addOns: unknown; upgrades: unknown };
    const partner = { ...common, __typename: 'ThirdPartyActivity', externalUrl: 'https://partner.example/tour', partnerName: 'Partner' } as unknown as Activity;
    const data = activityStructuredData(page(upcoming([session('2026-07-21T09:00:00+12:00', 'AVAILABLE')]), partner));
    expect(data).toMatchObject({ '@type': 'Product', offers: [{ '@type': 'Offer', price: '39.00', priceCurrency: 'NZD', url: 'https://partner.example/tour' }] });
  });

  it('describes sessions only where the site sells through its own calendar', () => {
    expect(booksThroughCalendar('BookableActivity', { bookingEnabled: true, enableProgressiveCheckout: false })).toBe(true);
    expect(booksThroughCalendar('ComboActivity', { bookingEnabled: true, enableProgressiveCheckout: false })).toBe(true);
    expect(booksThroughCalendar('ThirdPartyActivity', { bookingEnabled: true, enableProgressiveCheckout: false })).toBe(false);
    // Book leads to the park's other booking site; Book opens ROLLER's checkout.
    expect(booksThroughCalendar('BookableActivity', { bookingEnabled: false, enableProgressiveCheckout: false })).toBe(false);
    expect(booksThroughCalendar('BookableActivity', { bookingEnabled: true, enableProgressiveCheckout: true })).toBe(false);
  });
});

describe('the JSON in the page', () => {
  it('cannot close its script element or open a comment, and reads back as it was', () => {
    const hostile = { ...luge, title: 'Luge</script><script>alert(1)</script><!--' } as Activity;
    const text = jsonLdText(activityStructuredData(page(upcoming([session('2026-07-21T09:00:00+12:00', 'AVAILABLE')]), hostile)));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)['@graph'][0].name).toBe('Luge</script><script>alert(1)</script><!--');
  });
});
