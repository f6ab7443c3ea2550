import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { dateTimeFormat, numberFormat } from '@/lib/domain/intl-formats';
import type { Language } from '@/lib/domain/language';
import { minorDigits } from '@/lib/domain/money';
import { useStaffShell } from './staff-context';

/** The member's language as Intl writes it: dates and sums at the desk. */
const LOCALES: Record<Language, string> = { en: 'en-GB', 'zh-Hant': 'zh-Hant-HK' };

/**
 * How the desk screens (gift cards, promo codes) write money and dates: sums with their currency's own
 * symbol (NZ$, HK$), since a member may work for parks of several currencies, and always with their
 * cents; times in this device's zone, park days as the days they are.
 */
export function useDeskFormats() {
  const { lang } = useStaffShell();
  const locale = LOCALES[lang];
  const money = (amount: number, currency: string, signed = false) =>
    numberFormat(locale, { style: 'currency', currency, currencyDisplay: 'symbol', ...(signed ? { signDisplay: 'exceptZero' } : {}) }).format(amount / 10 ** minorDigits(currency));
  return {
    money,
    signedMoney: (amount: number, currency: string) => money(amount, currency, true),
    when: (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    day: (day: string) => dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)),
  };
}

/** The back office API's refusal (no such thing, or another park's: it does not say which). */
export const isForbidden = (error: unknown): boolean => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');
