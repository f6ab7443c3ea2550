import { useSiteLocale } from '@/components/layout/site-context';
import { formatMoney, intlLocale, type Money } from '@/lib/domain/money';
import { toLanguage } from '@/lib/domain/language';

/** Formats money in the current locale's conventions. */
export function useFormatMoney(): (money: Money, options?: { narrow?: boolean }) => string {
  const locale = useSiteLocale();
  const tag = intlLocale(locale.hrefLang, toLanguage(locale.locale));
  return (money, options) => formatMoney(money, tag, options);
}

export function Price({ money }: { money: Money }) {
  return <>{useFormatMoney()(money)}</>;
}
