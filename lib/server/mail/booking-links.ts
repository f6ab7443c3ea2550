import { escapeHtml } from '@/lib/domain/escape-html';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { greetingName, toLanguage } from '@/lib/domain/language';
import { BRAND, button, cell, frame, heading, isWebUrl, MUTED, oneLine, row, RULE } from './layout';
import { labelled, mailT, type MailKey, type MailT } from './translate';
import type { BookingLinksEmailView, BookingMailLinks, MailDefinition, RenderedMail } from './types';

/*
 * "Find my booking" (issue #24): the bookings of the address the visitor typed, at the park whose site
 * they asked on, each with its own My booking link, in that site's language. Only that address receives
 * it, so only whoever reads that mailbox can open them. Also the part every mail about one booking ends
 * with: its own My booking link and "Find my booking".
 */

export async function renderBookingLinks(view: BookingLinksEmailView): Promise<RenderedMail> {
  const language = toLanguage(view.language);
  const t = mailT(language);
  const locale = view.intlLocale || language;
  const dateFormat = dateTimeFormat(locale, { timeZone: view.timeZone, dateStyle: 'full' });
  const timeFormat = dateTimeFormat(locale, { timeZone: view.timeZone, timeStyle: 'short' });
  const date = (iso: string) => dateFormat.format(new Date(iso));
  const parkTime = (iso: string) => t('order.localTime', { time: timeFormat.format(new Date(iso)), parkName: view.parkName });
  const e = escapeHtml;
  const count = view.bookings.length;
  const subject = oneLine(t('bookingLinks.subject', { parkName: view.parkName }));
  const title = t('bookingLinks.heading');
  const greeting = t('greeting', { name: greetingName(view, language) });
  const intro = t('bookingLinks.intro', { parkName: view.parkName, count });
  const bookingIdLabel = t('forms:confirmation.bookingId');
  const expires = t('bookingLinks.expires', { date: date(view.expiresAt) });
  const ignore = t('bookingLinks.ignore');
  const findUrl = isWebUrl(view.findBookingUrl) ? view.findBookingUrl : null;
  const bookings = view.bookings.map((booking) => ({
    ...booking,
    url: isWebUrl(booking.url) ? booking.url : null,
    when: booking.startsAt ? t('dateAndTime', { date: date(booking.startsAt), time: parkTime(booking.startsAt) }) : null,
    statusText: t(`bookingLinks.status.${booking.status}` as MailKey),
    open: t('bookingLinks.open', { bookingId: booking.bookingId }),
  }));

  const text: string[] = [title, '', greeting, intro, ''];
  for (const booking of bookings) {
    text.push(labelled(t, bookingIdLabel, booking.bookingId));
    if (booking.activityTitle) text.push(booking.activityTitle);
    if (booking.when) text.push(booking.when);
    text.push(booking.statusText);
    if (booking.url) text.push(labelled(t, booking.open, booking.url));
    text.push('');
  }
  text.push(expires);
  if (findUrl) text.push(labelled(t, t('myBooking.find'), findUrl));
  text.push('', ignore, '', view.parkName);

  const bookingsHtml = bookings
    .map(
      (booking) => `<tr><td style="padding:16px 0;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(`<span style="color:${MUTED};font-size:14px;">${e(bookingIdLabel)}</span><br><strong style="color:${BRAND};font-size:20px;letter-spacing:1px;">${e(booking.bookingId)}</strong>`)}</tr>
${booking.activityTitle ? `<tr>${cell(e(booking.activityTitle), 'font-weight:bold;padding-top:4px;')}</tr>` : ''}
${booking.when ? `<tr>${cell(e(booking.when))}</tr>` : ''}
<tr>${cell(e(booking.statusText), `color:${MUTED};font-size:14px;`)}</tr>
</table></td></tr>
${button(booking.url, booking.open)}`,
    )
    .join('\n');
  const html = frame({
    language,
    title: subject,
    preheader: intro,
    parkName: view.parkName,
    body: `${heading(title)}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${bookingsHtml}
${row(`${e(expires)}${findUrl ? `<br><a href="${e(findUrl)}" style="color:${BRAND};">${e(t('myBooking.find'))}</a>` : ''}`, `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;border-top:1px solid ${RULE};`)}
${row(e(ignore), `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;`)}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: sent to the address that asked, as its bookings store it. */
export const bookingLinksMail: MailDefinition<BookingLinksEmailView> = {
  recipient: (view) => ({ name: oneLine(view.firstName), address: view.email }),
  render: renderBookingLinks,
};

/**
 * The end of a mail about one booking: a "Manage my booking" button to its My booking page, and "Find my
 * booking" for a lost mail or an expired link. Nothing for a message queued before these links existed.
 * A message that `carriesTickets` (QR codes) gets no manage link: a group's organiser forwards the
 * tickets to the riders, and the link can cancel the whole booking and send its money elsewhere. Find my
 * booking stays: it mails links to the booking's own address only.
 */
export function bookingLinksPart(t: MailT, links: BookingMailLinks, date: (iso: string) => string, carriesTickets = false): { html: string; text: string[] } {
  const manage = !carriesTickets && links.manageUrl && isWebUrl(links.manageUrl) ? links.manageUrl : null;
  const find = links.findBookingUrl && isWebUrl(links.findBookingUrl) ? links.findBookingUrl : null;
  const e = escapeHtml;
  const hint = links.manageUntil ? t('myBooking.manageHint', { date: date(links.manageUntil) }) : '';
  const text: string[] = [];
  if (manage) text.push(labelled(t, t('myBooking.manage'), manage), ...(hint ? [hint] : []));
  if (find) text.push(t('myBooking.findText', { url: find }));
  const html = [
    manage ? `<tr><td style="padding-top:16px;border-top:1px solid ${RULE};"></td></tr>${button(manage, t('myBooking.manage'))}${hint ? row(e(hint), `color:${MUTED};font-size:14px;line-height:20px;text-align:center;`) : ''}` : '',
    find ? row(`${e(t('myBooking.findHint'))} <a href="${e(find)}" style="color:${BRAND};">${e(t('myBooking.find'))}</a>`, `color:${MUTED};font-size:14px;line-height:20px;padding-top:12px;text-align:center;`) : '',
  ].join('\n');
  return { html, text };
}
