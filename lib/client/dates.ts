import type { Locale as DateLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { zhTW } from 'date-fns/locale/zh-TW';
import type { Language } from '@/lib/domain/language';

/** date-fns locale for a site language: Traditional Chinese dates use zhTW. */
export function dateLocale(lng: Language): DateLocale {
  return lng === 'zh-Hant' ? zhTW : enGB;
}
