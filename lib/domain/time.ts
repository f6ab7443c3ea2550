import { dateTimeFormat } from './intl-formats';
import { intlLocale } from './money';

/*
 * The one way a session's day and time are written, wherever a visitor reads them: the booking steps'
 * calendar and times, the cart drawer, the checkout's order and the confirmation. Always in the park's
 * time zone and the site's language, never the visitor's clock. Sessions reach the screen already
 * written (`sessionStart`, in the API), so those screens build no date formatter in the browser; a
 * calendar day, which has no session, is written by `parkDay` in the browser.
 */

/** The site a session is shown on: its park's time zone and its language (a locale record or the page's site locale). */
export interface SessionSite {
  timeZone: string;
  hrefLang: string;
  locale: string;
}

/** Noon UTC of a calendar day 'YYYY-MM-DD': written in UTC, no zone's offset moves it to another day. */
function noonUtc(day: string): Date {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!parts) throw new RangeError(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), 12));
}

/** A start time as shown in the park ('HH:MM', 24-hour, the same in every language), whatever the visitor's or server's clock. */
export function parkTime(instant: Date, { timeZone }: Pick<SessionSite, 'timeZone'>): string {
  return dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/**
 * A day, short, as the site's language writes it ('Fri, 4 Dec', '12月4日週五'): the park's day of an
 * instant, or a calendar day 'YYYY-MM-DD', which is a park day already.
 */
export function parkDay(day: Date | string, site: SessionSite): string {
  const calendar = typeof day === 'string';
  return dateTimeFormat(intlLocale(site.hrefLang, site.locale), {
    timeZone: calendar ? 'UTC' : site.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(calendar ? noonUtc(day) : day);
}

/**
 * A session's start as the API gives it: the instant, and its time and day in the park's time zone and
 * the site's language. Written on the server, so a page that lists sessions (the cart, the checkout's
 * order, the confirmation) builds no date formatter in the visitor's browser: the first one a page
 * builds costs a phone ~100 ms of main thread for ICU's set-up.
 */
export function sessionStart(instant: Date, site: SessionSite): { startsAt: string; localTime: string; localDay: string } {
  return { startsAt: instant.toISOString(), localTime: parkTime(instant, site), localDay: parkDay(instant, site) };
}

/** A session's day and time on one line, as every screen that lists sessions shows them: 'Fri, 4 Dec · 09:30'. */
export const sessionWhen = ({ localDay, localTime }: { localDay: string; localTime: string }): string => `${localDay} · ${localTime}`;

const two = (value: number) => String(value).padStart(2, '0');

/** A zone's offset from UTC at an instant, in whole minutes, as its clock reads it (to the second). */
function offsetMinutes(ms: number, timeZone: string): number {
  const parts: Record<string, string> = {};
  const clock = dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
  for (const part of clock.formatToParts(ms)) parts[part.type] = part.value;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

const DAY_MS = 86_400_000;
/** Each zone's offset through a UTC day, or null for a day it changes in (see zoneOffset). */
const offsetsByDay = new Map<string, number | null>();
const DAYS_KEPT = 10_000;

/**
 * A zone's offset at an instant, from its UTC day's: a zone changes its offset at most a few times a year,
 * never twice in a day, so a day that starts and ends at the same offset keeps it throughout, and only an
 * instant of a day with a change is worked out alone. An activity page's event data writes every session's
 * start and end: ICU's formatToParts for each was about 3% of the page's render (docs/performance.md,
 * "A page rendered afresh").
 */
function zoneOffset(ms: number, timeZone: string): number {
  const day = Math.floor(ms / DAY_MS);
  const key = `${timeZone} ${day}`;
  let offset = offsetsByDay.get(key);
  if (offset === undefined) {
    if (offsetsByDay.size >= DAYS_KEPT) offsetsByDay.clear();
    const first = offsetMinutes(day * DAY_MS, timeZone);
    offset = first === offsetMinutes((day + 1) * DAY_MS - 1000, timeZone) ? first : null;
    offsetsByDay.set(key, offset);
  }
  return offset ?? offsetMinutes(ms, timeZone);
}

/**
 * An instant as the park's clock reads it, with the park's UTC offset then, to the second
 * ('2026-07-21T10:00:00+12:00'): what search engines ask of an event's start (lib/domain/event-data.ts),
 * a time a reader of the page can check against the park's. The offset is the zone's at that instant, so a
 * session after a daylight-saving change carries the new one.
 */
export function parkDateTime(instant: Date, { timeZone }: Pick<SessionSite, 'timeZone'>): string {
  const second = Math.floor(instant.getTime() / 1000) * 1000;
  const minutes = zoneOffset(second, timeZone);
  const offset = `${minutes < 0 ? '-' : '+'}${two(Math.floor(Math.abs(minutes) / 60))}:${two(Math.abs(minutes) % 60)}`;
  return `${new Date(second + minutes * 60_000).toISOString().slice(0, 19)}${offset}`;
}
