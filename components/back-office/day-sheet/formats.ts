import type { Language } from '@/lib/domain/language';
import { dateTimeFormat } from '@/lib/domain/intl-formats';

/*
 * How the back office writes a day and a time: in the member's language, the park's day and the park's
 * clock, whatever the browser's zone says. English as the parks write it (day before month).
 */
const intl = (language: Language) => (language === 'zh-Hant' ? 'zh-Hant' : 'en-GB');

/** A calendar day 'YYYY-MM-DD' written out: 'Thursday 26 November 2026', '2026年11月26日 星期四'. */
export const longDay = (day: string, language: Language): string =>
  dateTimeFormat(intl(language), { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));

/** An instant's time on the park's clock, to the second: when the figures were read. */
export const parkClock = (instant: string, timeZone: string): string =>
  dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
