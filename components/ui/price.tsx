import { useSiteLocale } from '@/components/layout/site-context';
import { formatMoney, intlLocale, type Money } from '@/lib/domain/money';
import { toLanguage } from '@/lib/domain/language';

/** Formats money in the current locale's conventions. */
export function useFormatMoney(): (money: Money) => string {
  const locale = useSiteLocale();
  const tag = intlLocale(locale.hrefLang, toLanguage(locale.locale));
  return (money) => formatMoney(money, tag);
}

export function Price({ money }: { money: Money }) {
  return <>{useFormatMoney()(money)}</>;
}
