import { describe, expect, it } from 'vitest';
import { sessionStart } from '@/lib/domain/time';

describe('a session’s start as the API gives it', () => {
  // 20:30 UTC on Thursday 3 December is already Friday morning in Queenstown, and still Friday 04:30 in Hong Kong.
  const instant = new Date('2026-12-03T20:30:00Z');

  it('is written in the park’s time zone, whatever the server’s clock', () => {
    expect(sessionStart(instant, { timeZone: 'Pacific/Auckland', hrefLang: 'en-NZ', locale: 'en' })).toEqual({
      startsAt: '2026-12-03T20:30:00.000Z',
      localTime: '09:30',
      localDay: 'Fri, 4 Dec',
    });
  });

  it('writes the day in the site’s language', () => {
    const start = sessionStart(instant, { timeZone: 'Asia/Hong_Kong', hrefLang: 'zh-Hant-HK', locale: 'zh-Hant' });
    expect(start.localTime).toBe('04:30');
    expect(start.localDay).toBe('12月4日週五');
  });

  it('uses the language alone for the x-default site', () => {
    expect(sessionStart(instant, { timeZone: 'Europe/London', hrefLang: 'x-default', locale: 'en' }).localDay).toBe('Thu, Dec 3');
  });
});
