import { dateTimeFormat } from './intl-formats';
import { intlLocale } from './money';

/** A start time as shown in the park ('HH:MM', 24-hour), whatever the visitor's or server's clock. */
export function localTime(instant: Date, timeZone: string): string {
  return dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/** The site a session is shown on: its park's time zone and its language. */
export interface SessionSite {
  timeZone: string;
  hrefLang: string;
  locale: string;
}

/**
 * A session's start as the API gives it: the instant, and its time and short day ('Fri, 4 Dec',
 * '12月4日週五') in the park's time zone and the site's language. Written on the server, so a page that
 * lists sessions (the checkout's order) builds no date formatter in the visitor's browser: the first one
 * a page builds costs a phone ~100 ms of main thread for ICU's set-up.
 */
export function sessionStart(instant: Date, site: SessionSite): { startsAt: string; localTime: string; localDay: string } {
  return {
    startsAt: instant.toISOString(),
    localTime: localTime(instant, site.timeZone),
    localDay: dateTimeFormat(intlLocale(site.hrefLang, site.locale), { timeZone: site.timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(instant),
  };
}
