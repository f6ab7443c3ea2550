import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { BookingDocument, CalendarEvent } from './types';
import { documentWords } from './words';

/*
 * "Add to calendar" (issue #24): an .ics file (RFC 5545) and a Google Calendar link, one event per session
 * of the booking. ical-generator writes the file (CRLF, 75-octet folding, escaping); the park's zone goes
 * in as a VTIMEZONE generated from the tz database by @touch4it/ical-timezones, and every DTSTART/DTEND
 * names it (TZID), so a calendar shows the session at the park's time even on a phone set to another zone.
 * Each event leads to the booking's own My booking page (its tickets, its changes), not to the site's home.
 */

/** 20261204T093000Z: an instant in UTC, as the Google link's `dates` and the UIDs write it. */
const utcStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** A UID's parts keep to a strict alphabet: they are ours, but a UID is compared byte for byte. */
const uidPart = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '');

/** The booking's sessions (an activity and its start) as calendar events, in time order, in the doc's language. */
export function calendarEvents(doc: BookingDocument): CalendarEvent[] {
  const { t, label } = documentWords(doc);
  const sessions = new Map<string, BookingDocument['tickets']>();
  for (const ticket of doc.tickets) {
    const key = `${ticket.activityId} ${ticket.startsAt.toISOString()}`;
    sessions.set(key, [...(sessions.get(key) ?? []), ticket]);
  }
  const host = hostOf(doc.park.siteUrl);
  return [...sessions.values()]
    .map((tickets) => {
      const [first] = tickets;
      // "2 × Adult", "1 × Family (Each ticket includes 4 people)": the email's words for the same tickets.
      const kinds = new Map<string, { count: number; people: number }>();
      for (const ticket of tickets) {
        const key = `${ticket.ticketTitle}\u0000${ticket.people}`;
        kinds.set(key, { count: (kinds.get(key)?.count ?? 0) + 1, people: ticket.people });
      }
      const lines = [...kinds].map(([key, { count, people }]) => {
        const note = people > 1 ? t('aside', { text: t('common:activities.ticketIncludes', { count: people }) }) : '';
        return `${t('quantity', { quantity: count, title: key.split('\u0000')[0] })}${note}`;
      });
      const details = [label(t('forms:confirmation.bookingId'), doc.bookingId), '', t('documents.eventTickets'), ...lines, '', t('documents.eventManage', { url: doc.manageUrl })].join('\n');
      return {
        uid: `${uidPart(doc.bookingId)}-${uidPart(first.activityId)}-${utcStamp(first.startsAt)}@${host}`,
        title: t('documents.eventTitle', { activityTitle: first.activityTitle, parkName: doc.park.name }),
        details,
        location: doc.park.address ?? doc.park.name,
        startsAt: first.startsAt,
        endsAt: new Date(Math.max(...tickets.map((ticket) => ticket.endsAt.getTime()))),
        timeZone: doc.park.timeZone,
        url: doc.manageUrl,
      };
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.uid.localeCompare(b.uid));
}

function hostOf(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || 'booking';
  } catch {
    return 'booking';
  }
}

/** The booking's sessions as an iCalendar file (RFC 5545) in the park's time zone. `now` is every event's DTSTAMP. */
export function bookingIcs(doc: BookingDocument, now: Date): string {
  const calendar = ical({
    prodId: { company: hostOf(doc.park.siteUrl), product: 'booking', language: doc.language === 'zh-Hant' ? 'ZH-HANT' : 'EN' },
    name: doc.park.name,
    // PUBLISH: a copy of the booking to keep, not an invitation to answer.
    method: ICalCalendarMethod.PUBLISH,
    // The generator writes a VTIMEZONE for every event's zone. The calendar itself names none: ical-generator
    // would then write DTSTAMP as that zone's wall clock without a TZID, where RFC 5545 wants it in UTC.
    timezone: { name: null, generator: getVtimezoneComponent },
    // Google Calendar and Apple Calendar read this (not RFC 5545) as the file's zone on import.
    x: { 'X-WR-TIMEZONE': doc.park.timeZone },
  });
  for (const event of calendarEvents(doc)) {
    calendar.createEvent({
      id: event.uid,
      stamp: now,
      // TZDate: ical-generator writes a plain Date's wall clock as the server's, a TZDate's as its zone's.
      start: new TZDate(event.startsAt, event.timeZone),
      end: new TZDate(event.endsAt, event.timeZone),
      timezone: event.timeZone,
      summary: event.title,
      description: event.details,
      location: event.location,
      url: event.url,
    });
  }
  return calendar.toString();
}

/** A link that opens Google Calendar's "new event" form filled with one session (Google's documented TEMPLATE action). */
export function googleCalendarUrl(event: Pick<CalendarEvent, 'title' | 'details' | 'location' | 'startsAt' | 'endsAt' | 'timeZone'>): string {
  const url = new URL('https://calendar.google.com/calendar/render');
  url.searchParams.set('action', 'TEMPLATE');
  url.searchParams.set('text', event.title);
  url.searchParams.set('dates', `${utcStamp(event.startsAt)}/${utcStamp(event.endsAt)}`);
  url.searchParams.set('details', event.details);
  if (event.location) url.searchParams.set('location', event.location);
  url.searchParams.set('ctz', event.timeZone);
  return url.toString();
}
