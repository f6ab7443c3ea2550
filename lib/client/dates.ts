import type { Locale as DateLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { zhTW } from 'date-fns/locale/zh-TW';
import type { Language } from '@/lib/domain/language';

/**
 * date-fns locale for a site language: Traditional Chinese dates use zhTW. For the calendar's month and
 * weekday headings and an article's date; a session's or a bookable day's text is written by
 * lib/domain/time.ts.
 */
export function dateLocale(lng: Language): DateLocale {
  return lng === 'zh-Hant' ? zhTW : enGB;
}
