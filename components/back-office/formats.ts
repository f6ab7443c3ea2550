import type { Language } from '@/lib/domain/language';
import { dateTimeFormat, numberFormat } from '@/lib/domain/intl-formats';
import { minorDigits } from '@/lib/domain/money';
import { useStaffShell } from './staff-context';

/** The back office's dates and money in the member's language: day before month, a 24-hour clock. */
const LOCALES: Record<Language, string> = { en: 'en-GB', 'zh-Hant': 'zh-Hant-HK' };

/**
 * The one set of formats every screen uses. Times are a park's (its time zone) where they belong to a
 * park's day (a session, a check-in); else this device's (where the member is).
 */
export function useStaffFormats() {
  const { lang } = useStaffShell();
  const locale = LOCALES[lang];
  // With the currency's own symbol (NZ$, HK$: a member may work for parks of several currencies) and always its cents.
  const money = (amount: number, currency: string, signed = false) =>
    numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'symbol', ...(signed ? { signDisplay: 'exceptZero' } : {}) }).format(amount / 10 ** minorDigits(currency));
  const dayParts = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  return {
    /** A moment: date and time (an audit entry, a passkey's last use). */
    moment: (iso: string, timeZone?: string) => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)),
    /** A session's start, or anything on a park's day: 'Wed 2 Dec, 10:00', '12月2日週三 10:00'. */
    when: (iso: string, timeZone: string) =>
      dateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso)),
    /** A time of day to the second (a check-in). */
    time: (iso: string, timeZone: string) => dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date(iso)),
    /** A time of day to the minute: '10:00'. */
    clock: (iso: string, timeZone: string) => dateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso)),
    /** A calendar day 'YYYY-MM-DD' as the day it is: 'Wed 2 Dec 2026', '2026年12月2日週三'. */
    day: (day: string) => dateTimeFormat(locale, { ...dayParts, timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)).replace(',', ''),
    /** The day an instant falls on in a zone, written as `day` writes a day. */
    dayOf: (iso: string, timeZone: string) => dateTimeFormat(locale, { ...dayParts, timeZone }).format(new Date(iso)).replace(',', ''),
    money,
    /** A ledger's change: +NZ$5.00, −NZ$5.00. */
    signedMoney: (amount: number, currency: string) => money(amount, currency, true),
  };
}

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
