import type { BookingType, FunctionType } from '@/lib/domain/enquiry';
import { escapeHtml } from '@/lib/domain/escape-html';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { toLanguage, type Language } from '@/lib/domain/language';
import { FONT, MUTED, PAGE, RULE, TEXT, frame, heading, row, textToHtml } from './layout';
import { mailT, type MailT } from './translate';

/*
 * What the two venue-hire enquiry emails share: the view stored in the outbox, the frame and the table of
 * details. The HTML is email-client HTML (tables, inline styles), as in order-confirmation.ts. Everything
 * the visitor typed is text: it goes through escapeHtml, and into headers only through oneLine().
 */

/** An enquiry as its emails show it, captured when it was stored (issue #7). */
export interface EnquiryEmailView {
  enquiryId: string;
  language: Language;
  /** BCP 47 locale for dates (the locale record's hrefLang); the language alone when absent. */
  intlLocale?: string;
  parkName: string;
  timeZone: string;
  /** The site the enquiry was sent from, e.g. http://nz.localhost:3000. */
  siteUrl: string;
  /** The locale's venue-hire inbox. */
  inbox: string;
  /** ISO instant. */
  receivedAt: string;
  name: string;
  email: string;
  mobilePhone: string;
  functionType: FunctionType;
  bookingType: BookingType;
  guests: number;
  /** 'YYYY-MM-DD', a day at the park. */
  preferredDate: string;
  message: string;
}

export { oneLine } from './layout';

/** What the words and the table of details read of an enquiry (its reply's view has them too). */
export type EnquiryFacts = Omit<EnquiryEmailView, 'enquiryId' | 'siteUrl' | 'inbox' | 'message'>;

export interface EnquiryWords {
  t: MailT;
  language: Language;
  functionType: string;
  bookingType: string;
  preferredDate: string;
  receivedAt: string;
}

/** The view's words in its language: choice labels and dates in the locale's calendar. */
export function wordsOf(view: EnquiryFacts): EnquiryWords {
  const language = toLanguage(view.language);
  const t = mailT(language);
  const locale = view.intlLocale || language;
  const [year, month, day] = view.preferredDate.split('-').map(Number);
  // A calendar day, not an instant: formatted at UTC so no time zone moves it.
  const preferredDate = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
  const receivedAt = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: view.timeZone }).format(new Date(view.receivedAt));
  return {
    t,
    language,
    // The form's own choice labels; a value stored before its label existed is shown as it is.
    functionType: t(`forms:enquiry.functionTypes.${view.functionType}`, { defaultValue: view.functionType }),
    bookingType: t(`forms:enquiry.bookingTypes.${view.bookingType}`, { defaultValue: view.bookingType }),
    preferredDate,
    receivedAt,
  };
}

/** The enquiry's answers as label/value pairs, in the form's order and with the form's labels. */
export function detailsOf(view: EnquiryFacts, words: EnquiryWords, { contact }: { contact: boolean }): [string, string][] {
  const { t } = words;
  return [
    ...(contact
      ? ([
          [t('forms:enquiry.name'), view.name],
          [t('forms:enquiry.email'), view.email],
          [t('forms:enquiry.mobilePhone'), view.mobilePhone],
        ] as [string, string][])
      : []),
    [t('forms:enquiry.functionType'), words.functionType],
    [t('forms:enquiry.bookingType'), words.bookingType],
    [t('forms:enquiry.guests'), String(view.guests)],
    [t('forms:enquiry.preferredDate'), words.preferredDate],
  ];
}

/** A two-column table of label/value rows; values are escaped here. */
export function detailsHtml(rows: [string, string][]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${rows
  .map(
    ([label, value]) =>
      `<tr><td valign="top" style="${FONT}color:${MUTED};font-size:14px;line-height:22px;padding:6px 12px 6px 0;border-top:1px solid ${RULE};width:38%;">${escapeHtml(label)}</td><td valign="top" style="${FONT}color:${TEXT};font-size:16px;line-height:22px;padding:6px 0;border-top:1px solid ${RULE};word-break:break-word;">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
}

/** A titled paragraph of the visitor's own words, escaped, line breaks kept. */
export function messageHtml(label: string, message: string): string {
  return `<tr><td style="${FONT}color:${MUTED};font-size:14px;line-height:22px;padding-top:16px;">${escapeHtml(label)}</td></tr>
<tr><td style="${FONT}color:${TEXT};font-size:16px;line-height:24px;padding:8px 12px;background:${PAGE};border-radius:6px;word-break:break-word;">${textToHtml(message)}</td></tr>`;
}

/** The email frame: the park's name in a brand bar, a heading, then the body rows. */
export function frameHtml({ heading: title_, body, ...rest }: { language: Language; title: string; preheader: string; parkName: string; heading: string; body: string }): string {
  return frame({ ...rest, body: `${heading(title_)}\n${body}` });
}

/** A row of body text (already HTML). */
export const paragraph = row;
