import { describe, expect, it } from 'vitest';
import { parkDateTime, parkDay, parkTime, sessionStart, sessionWhen, type SessionSite } from '@/lib/domain/time';

const QUEENSTOWN: SessionSite = { timeZone: 'Pacific/Auckland', hrefLang: 'en-NZ', locale: 'en' };
const HONG_KONG: SessionSite = { timeZone: 'Asia/Hong_Kong', hrefLang: 'en-HK', locale: 'en' };
const HONG_KONG_ZH: SessionSite = { timeZone: 'Asia/Hong_Kong', hrefLang: 'zh-Hant-HK', locale: 'zh-Hant' };
/** No park's site is Chinese in New Zealand; the function must still write a Chinese day in that zone. */
const QUEENSTOWN_ZH: SessionSite = { ...QUEENSTOWN, hrefLang: 'zh-Hant-HK', locale: 'zh-Hant' };

/** What a screen shows for a session starting at an instant. */
const shown = (iso: string, site: SessionSite) => sessionWhen(sessionStart(new Date(iso), site));

describe('a session’s start as the API gives it', () => {
  // 20:30 UTC on Thursday 3 December is already Friday morning in Queenstown, and still Friday 04:30 in Hong Kong.
  const instant = new Date('2026-12-03T20:30:00Z');

  it('is written in the park’s time zone, whatever the server’s clock', () => {
    expect(sessionStart(instant, QUEENSTOWN)).toEqual({
      startsAt: '2026-12-03T20:30:00.000Z',
      localTime: '09:30',
      localDay: 'Fri, 4 Dec',
    });
  });

  it('writes the day in the site’s language', () => {
    const start = sessionStart(instant, HONG_KONG_ZH);
    expect(start.localTime).toBe('04:30');
    expect(start.localDay).toBe('12月4日週五');
  });

  it('uses the language alone for the x-default site', () => {
    expect(sessionStart(instant, { timeZone: 'Europe/London', hrefLang: 'x-default', locale: 'en' }).localDay).toBe('Thu, Dec 3');
  });
});

describe('a session’s day and time on screen', () => {
  /** [UTC instant, site, what the screen shows]. */
  type Case = [string, SessionSite, string];
  const check = (cases: Case[]) => cases.forEach(([iso, site, text]) => expect(shown(iso, site), `${iso} in ${site.timeZone}, ${site.hrefLang}`).toBe(text));

  it('turns the day at the park’s midnight, not UTC’s or the visitor’s', () => {
    check([
      // Queenstown is UTC+13 in December: 11:00 UTC is its midnight.
      ['2026-12-03T10:59:00Z', QUEENSTOWN, 'Thu, 3 Dec · 23:59'],
      ['2026-12-03T11:00:00Z', QUEENSTOWN, 'Fri, 4 Dec · 00:00'],
      ['2026-12-03T10:59:00Z', QUEENSTOWN_ZH, '12月3日週四 · 23:59'],
      ['2026-12-03T11:00:00Z', QUEENSTOWN_ZH, '12月4日週五 · 00:00'],
      // Hong Kong is UTC+8 all year: 16:00 UTC is its midnight.
      ['2026-12-03T15:59:00Z', HONG_KONG, 'Thu, 3 Dec · 23:59'],
      ['2026-12-03T16:00:00Z', HONG_KONG, 'Fri, 4 Dec · 00:00'],
      ['2026-12-03T15:59:00Z', HONG_KONG_ZH, '12月3日週四 · 23:59'],
      ['2026-12-03T16:00:00Z', HONG_KONG_ZH, '12月4日週五 · 00:00'],
    ]);
  });

  // CLDR writes September 'Sept' in British and Commonwealth English.
  it('follows New Zealand’s clocks forward (27 September 2026, 02:00 → 03:00) and back (5 April 2026, 03:00 → 02:00)', () => {
    check([
      ['2026-09-26T13:59:00Z', QUEENSTOWN, 'Sun, 27 Sept · 01:59'],
      ['2026-09-26T14:00:00Z', QUEENSTOWN, 'Sun, 27 Sept · 03:00'],
      ['2026-09-26T14:00:00Z', QUEENSTOWN_ZH, '9月27日週日 · 03:00'],
      // The hour from 02:00 comes twice: an hour apart in UTC, the same time on the park's clock.
      ['2026-04-04T13:30:00Z', QUEENSTOWN, 'Sun, 5 Apr · 02:30'],
      ['2026-04-04T14:30:00Z', QUEENSTOWN, 'Sun, 5 Apr · 02:30'],
      ['2026-04-04T14:30:00Z', QUEENSTOWN_ZH, '4月5日週日 · 02:30'],
      // The same instant in Hong Kong, which keeps no summer time.
      ['2026-09-26T14:00:00Z', HONG_KONG, 'Sat, 26 Sept · 22:00'],
      ['2026-09-26T14:00:00Z', HONG_KONG_ZH, '9月26日週六 · 22:00'],
    ]);
  });

  it('writes the time on a 24-hour clock in either language', () => {
    expect(parkTime(new Date('2026-12-04T05:05:00Z'), HONG_KONG)).toBe('13:05');
    expect(parkTime(new Date('2026-12-04T05:05:00Z'), HONG_KONG_ZH)).toBe('13:05');
  });
});

describe('a calendar day', () => {
  it('is written as a session on that day writes its day, in either language', () => {
    expect(parkDay('2026-12-04', QUEENSTOWN)).toBe('Fri, 4 Dec');
    expect(parkDay('2026-12-04', HONG_KONG_ZH)).toBe('12月4日週五');
    // The park's first and last minute of Friday 4 December, in each zone and language.
    const days: [SessionSite, string, string][] = [
      [QUEENSTOWN, '2026-12-03T11:00:00Z', '2026-12-04T10:59:00Z'],
      [QUEENSTOWN_ZH, '2026-12-03T11:00:00Z', '2026-12-04T10:59:00Z'],
      [HONG_KONG, '2026-12-03T16:00:00Z', '2026-12-04T15:59:00Z'],
      [HONG_KONG_ZH, '2026-12-03T16:00:00Z', '2026-12-04T15:59:00Z'],
    ];
    for (const [site, first, last] of days) {
      expect(parkDay(new Date(first), site)).toBe(parkDay('2026-12-04', site));
      expect(parkDay(new Date(last), site)).toBe(parkDay('2026-12-04', site));
    }
  });

  it('is the same day in any zone, even a day’s width from UTC', () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Pacific/Auckland']) {
      expect(parkDay('2026-09-27', { ...QUEENSTOWN, timeZone })).toBe('Sun, 27 Sept');
      expect(parkDay('2026-04-05', { ...HONG_KONG_ZH, timeZone })).toBe('4月5日週日');
    }
  });

  it('must be a calendar day', () => {
    expect(() => parkDay('4 December', QUEENSTOWN)).toThrow(RangeError);
  });
});

describe('an instant with the park’s offset', () => {
  it('reads the park’s clock and states its offset then, across daylight saving', () => {
    // New Zealand: +13:00 in summer (December), +12:00 in winter (July).
    expect(parkDateTime(new Date('2026-12-03T20:30:00Z'), QUEENSTOWN)).toBe('2026-12-04T09:30:00+13:00');
    expect(parkDateTime(new Date('2026-07-20T22:00:00Z'), QUEENSTOWN)).toBe('2026-07-21T10:00:00+12:00');
    expect(parkDateTime(new Date('2026-12-03T20:30:00Z'), HONG_KONG)).toBe('2026-12-04T04:30:00+08:00');
    // Zones behind UTC, by half hours, and UTC itself.
    expect(parkDateTime(new Date('2026-01-15T14:00:00Z'), { timeZone: 'America/St_Johns' })).toBe('2026-01-15T10:30:00-03:30');
    expect(parkDateTime(new Date('2026-01-15T00:00:00Z'), { timeZone: 'UTC' })).toBe('2026-01-15T00:00:00+00:00');
    expect(parkDateTime(new Date('2026-01-15T06:00:00Z'), { timeZone: 'Asia/Kolkata' })).toBe('2026-01-15T11:30:00+05:30');
  });

  it('names the same instant it was given, to the second', () => {
    for (const iso of ['2026-04-05T01:59:59Z', '2026-04-05T02:00:00Z', '2026-09-26T14:00:00Z', '2026-09-26T13:59:59Z']) {
      const written = parkDateTime(new Date(iso), QUEENSTOWN);
      expect(new Date(written).toISOString()).toBe(new Date(iso).toISOString());
    }
    expect(parkDateTime(new Date('2026-12-03T20:30:00.999Z'), QUEENSTOWN)).toBe('2026-12-04T09:30:00+13:00');
  });

  it('reads each instant as ICU does, on the days a zone changes its offset and on the days around them', () => {
    // Every 7.5 minutes through the days around each change of 2026, so that instants before and after a
    // change within one UTC day are both read: the offset is kept by UTC day (lib/domain/time.ts).
    // Lord Howe changes by half an hour, at a half hour; Chatham's offset is +12:45 or +13:45.
    const zones = ['Pacific/Auckland', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Europe/London', 'America/Los_Angeles', 'Asia/Hong_Kong'];
    const clock = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    let changes = 0;
    for (const timeZone of zones) {
      const format = clock(timeZone);
      const offsetAt = (ms: number) => {
        const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
        return (Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second) - ms) / 60_000;
      };
      for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
        if (offsetAt(day) === offsetAt(day + 86_400_000)) continue;
        changes++;
        for (let ms = day - 86_400_000; ms < day + 2 * 86_400_000; ms += 450_000) {
          const written = parkDateTime(new Date(ms), { timeZone });
          const minutes = offsetAt(ms);
          const sign = minutes < 0 ? '-' : '+';
          const offset = `${sign}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
          expect(written.slice(19)).toBe(offset);
          expect(new Date(written).getTime()).toBe(ms);
        }
      }
    }
    // Two changes a year in each zone but Hong Kong's.
    expect(changes).toBe(12);
  });
});
