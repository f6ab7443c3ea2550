import { useSiteLocale } from '@/components/layout/site-context';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { toLanguage } from '@/lib/domain/language';
import { intlLocale } from '@/lib/domain/money';

/** An instant as the park's clock shows it, in the site's language: "Thu, 3 Dec 2026, 09:30". */
export function useParkDateTime(): (iso: string) => string {
  const locale = useSiteLocale();
  const format = dateTimeFormat(intlLocale(locale.hrefLang, toLanguage(locale.locale)), {
    timeZone: locale.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (iso) => format.format(new Date(iso));
}

/** A park day ('YYYY-MM-DD': a calendar day, no clock to shift it) in the site's language: "24 February 2027". */
export function useParkDay(): (day: string) => string {
  const locale = useSiteLocale();
  const format = dateTimeFormat(intlLocale(locale.hrefLang, toLanguage(locale.locale)), { timeZone: 'UTC', dateStyle: 'long' });
  return (day) => format.format(new Date(`${day}T12:00:00Z`));
}
