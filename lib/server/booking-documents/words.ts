import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { labelled, mailT, type MailT } from '@/lib/server/mail';
import type { BookingDocument } from './types';

/**
 * A document's words and times, as the booking's emails write them (lib/server/mail/translate.ts,
 * `mailFormats`): the mail's translator in the site's language, the day in full and the time short, both
 * in the park's time zone whatever the server's clock, and "10:00–11:30 (local time at <park>)".
 */
export function documentWords(doc: Pick<BookingDocument, 'language' | 'intlLocale'> & { park: Pick<BookingDocument['park'], 'name' | 'timeZone'> }) {
  const t: MailT = mailT(doc.language);
  const { timeZone, name: parkName } = doc.park;
  const locale = doc.intlLocale || doc.language;
  const dateFormat = dateTimeFormat(locale, { timeZone, dateStyle: 'full' });
  const timeFormat = dateTimeFormat(locale, { timeZone, timeStyle: 'short' });
  return {
    t,
    label: (label: string, value: string) => labelled(t, label, value),
    date: (instant: Date) => dateFormat.format(instant),
    /** The session's start and end, said as the park's time. */
    times: (startsAt: Date, endsAt: Date) =>
      t('order.localTime', { time: t('documents.timeRange', { start: timeFormat.format(startsAt), end: timeFormat.format(endsAt) }), parkName }),
  };
}
