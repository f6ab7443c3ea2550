/*
 * Google's requirements of an Event in structured data (Search Central, "Event structured data"), as a
 * check the unit, integration and browser tests share: the required properties (name, startDate, location
 * with its address) and the recommended ones this site fills (endDate, eventStatus, eventAttendanceMode,
 * image, description, organizer, offers with price, priceCurrency, availability, url and validFrom), each
 * in the type and format Google reads. A list of what is wrong, empty when nothing is.
 */

const SCHEMA = 'https://schema.org/';
const EVENT_STATUS = ['EventScheduled', 'EventCancelled', 'EventPostponed', 'EventRescheduled', 'EventMovedOnline'].map((name) => SCHEMA + name);
const ATTENDANCE = ['OfflineEventAttendanceMode', 'OnlineEventAttendanceMode', 'MixedEventAttendanceMode'].map((name) => SCHEMA + name);
const AVAILABILITY = ['InStock', 'SoldOut', 'PreOrder', 'LimitedAvailability', 'OnlineOnly', 'OutOfStock'].map((name) => SCHEMA + name);
/** A date and time with seconds optional and an explicit UTC offset (the park's), as ISO 8601 writes it. */
const DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2})$/;
const PRICE = /^\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

function absoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const dateTime = (value: unknown): value is string => typeof value === 'string' && DATE_TIME_WITH_OFFSET.test(value) && !Number.isNaN(Date.parse(value));

/** What Google would refuse or warn about in one Event, by property path; [] for a valid one. */
export function googleEventProblems(event: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  if (!isObject(event)) return ['not an object'];
  need(event['@type'] === 'Event', '@type');
  need(text(event.name), 'name');
  need(dateTime(event.startDate), 'startDate (date, time and UTC offset)');
  if (event.endDate !== undefined) need(dateTime(event.endDate) && Date.parse(event.endDate as string) >= Date.parse(event.startDate as string), 'endDate (after startDate)');
  const location = event.location;
  need(isObject(location) && location['@type'] === 'Place' && text(location.name), 'location (a Place with a name)');
  const address = isObject(location) ? location.address : undefined;
  need(isObject(address) && address['@type'] === 'PostalAddress' && text(address.streetAddress), 'location.address (a PostalAddress)');
  need(text(event.description), 'description');
  need(EVENT_STATUS.includes(event.eventStatus as string), 'eventStatus');
  need(ATTENDANCE.includes(event.eventAttendanceMode as string), 'eventAttendanceMode');
  const images = Array.isArray(event.image) ? event.image : [event.image];
  need(images.length > 0 && images.every(absoluteUrl), 'image (absolute URLs)');
  need(absoluteUrl(event.url), 'url');
  const organizer = event.organizer;
  need(isObject(organizer) && ['Organization', 'Person'].includes(organizer['@type'] as string) && text(organizer.name) && absoluteUrl(organizer.url), 'organizer (name and url)');
  // A cancelled event sells nothing; every other must say what a ticket costs and where to buy it.
  if (event.eventStatus === `${SCHEMA}EventCancelled` && event.offers === undefined) return problems;
  const offers = Array.isArray(event.offers) ? event.offers : [event.offers];
  need(offers.length > 0, 'offers');
  for (const offer of offers) {
    if (!isObject(offer) || offer['@type'] !== 'Offer') {
      problems.push('offers (an Offer)');
      continue;
    }
    need(typeof offer.price === 'string' ? PRICE.test(offer.price) : typeof offer.price === 'number' && offer.price >= 0, 'offers.price');
    need(typeof offer.priceCurrency === 'string' && CURRENCY.test(offer.priceCurrency), 'offers.priceCurrency (ISO 4217)');
    need(AVAILABILITY.includes(offer.availability as string), 'offers.availability');
    need(absoluteUrl(offer.url), 'offers.url');
    need(dateTime(offer.validFrom), 'offers.validFrom');
  }
  return problems;
}
