import i18next from 'i18next';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { DEFAULT_LANGUAGE, toLanguage, type Language } from '@/lib/domain/language';
import { formatMoney } from '@/lib/domain/money';
import enCommon from '@/locales/en/common.json';
import enForms from '@/locales/en/forms.json';
import enMail from '@/locales/en/mail.json';
import zhHantCommon from '@/locales/zh-Hant/common.json';
import zhHantForms from '@/locales/zh-Hant/forms.json';
import zhHantMail from '@/locales/zh-Hant/mail.json';

/*
 * The emails' words come from the site's i18next resources, so a translation exists once: the mail's own
 * texts are the `mail` namespace (locales/<lng>/mail.json, loaded only here, so the browser never ships
 * them), and where the site already says the same thing the mail reads it from `common` or `forms`
 * (`t('common:booking.extras')`, `t('forms:confirmation.bookingId')`). Every language has the same keys (__tests__/unit/i18n.test.ts).
 */

/** A dotted key of every text in a resource, plural suffixes (_one, _other) left off as i18next wants them. */
type KeyOf<Resource, Prefix extends string = ''> = {
  [Key in keyof Resource & string]: Resource[Key] extends string
    ? `${Prefix}${Key extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : Key}`
    : KeyOf<Resource[Key], `${Prefix}${Key}.`>;
}[keyof Resource & string];

/** A key the mail may use: its own namespace bare, the site's with `common:` or `forms:` (a typo does not compile). */
export type MailKey = KeyOf<typeof enMail> | `common:${KeyOf<typeof enCommon>}` | `forms:${KeyOf<typeof enForms>}`;

/** Translates a key into one language; `values` fill its {{placeholders}} (`count` also picks a plural). */
export type MailT = (key: MailKey, values?: Record<string, string | number>) => string;

const instance = i18next.createInstance();
void instance.init({
  resources: {
    en: { common: enCommon, forms: enForms, mail: enMail },
    'zh-Hant': { common: zhHantCommon, forms: zhHantForms, mail: zhHantMail },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ['mail', 'common', 'forms'],
  defaultNS: 'mail',
  initAsync: false,
  // The templates escape HTML themselves (escapeHtml), and the text part must not be escaped at all.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The mail's `t` in `language`. */
export function mailT(language: Language): MailT {
  const t = instance.getFixedT(language, 'mail');
  return (key, values) => t(key, values);
}

/** Items of a list, with the language's own separator ('a, b' or 'a、b'). */
export const listIn = (t: MailT, items: string[]) => items.join(t('listSeparator'));

/** 'Label: value', with the language's own colon. */
export const labelled = (t: MailT, label: string, value: string) => t('labelled', { label, value });

/**
 * A mail's words and formats in the visitor's language: its `t`, the Intl locale of the site it came from,
 * money in the mail's currency, and (for a booking's mails) a moment as the park's date and the park's
 * time said as such ("10:00 (Queenstown time)"). A mail that shows no money (the tickets) has no currency.
 */
export function mailFormats(view: { language: string; intlLocale?: string; currency?: string; timeZone?: string; parkName: string }) {
  const language = toLanguage(view.language);
  const t = mailT(language);
  const locale = view.intlLocale || language;
  const dateFormat = dateTimeFormat(locale, { timeZone: view.timeZone, dateStyle: 'full' });
  const timeFormat = dateTimeFormat(locale, { timeZone: view.timeZone, timeStyle: 'short' });
  return {
    language,
    t,
    locale,
    money: (amount: number) => formatMoney({ amount, currency: view.currency ?? '' }, locale),
    date: (iso: string) => dateFormat.format(new Date(iso)),
    time: (iso: string) => timeFormat.format(new Date(iso)),
    parkTime: (iso: string) => t('order.localTime', { time: timeFormat.format(new Date(iso)), parkName: view.parkName }),
  };
}
