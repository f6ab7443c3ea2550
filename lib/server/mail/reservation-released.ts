import { greetingName } from '@/lib/domain/language';
import { escapeHtml } from '@/lib/domain/escape-html';
import { cell, frame, heading, MUTED, oneLine, referenceBox, row, RULE } from './layout';
import { labelled, mailFormats } from './translate';
import type { MailDefinition, RenderedMail, ReservationReleasedView } from './types';

/*
 * "Your reservation is released": a pay-on-arrival reservation nobody came for, released by the reconciler
 * its park's minutes after its first session began (lib/server/orders/commands/reservation-commands.ts). It says what
 * was reserved, that nothing is owed and the tickets admit nobody, and how to come after all. No link to
 * the booking: there is nothing left to manage. Everything the catalogue or the visitor wrote is escaped.
 */
export async function renderReservationReleased(view: ReservationReleasedView): Promise<RenderedMail> {
  const { language, t, date, parkTime } = mailFormats(view);
  const e = escapeHtml;
  const subject = oneLine(t('reservationReleased.subject', { bookingId: view.bookingId, parkName: view.parkName }));
  const title = t('reservationReleased.heading');
  const greeting = t('greeting', { name: greetingName(view.customer, language) });
  const intro = t('reservationReleased.intro', { count: view.releaseMinutes, parkName: view.parkName });
  const nothingOwed = t('reservationReleased.nothingOwed');
  const bookAgain = t('reservationReleased.bookAgain');
  const bookingIdLabel = t('forms:confirmation.bookingId');
  const lines = view.lines.map((line) => ({
    title: line.activityTitle,
    when: t('dateAndTime', { date: date(line.startsAt), time: parkTime(line.startsAt) }),
    tickets: line.tickets.map((ticket) => t('quantity', { quantity: ticket.quantity, title: ticket.title })).join(', '),
  }));

  const text: string[] = [title, '', greeting, intro, '', labelled(t, bookingIdLabel, view.bookingId), ''];
  for (const line of lines) text.push(line.title, line.when, `  ${line.tickets}`, '');
  text.push(nothingOwed, '', bookAgain, '', view.parkName);

  const html = frame({
    language,
    title: subject,
    preheader: t('reservationReleased.preheader'),
    parkName: view.parkName,
    body: `${heading(title)}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${referenceBox(bookingIdLabel, view.bookingId)}
${lines
  .map(
    (line) => `<tr><td style="padding:12px 0;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(e(line.title), 'font-size:18px;line-height:26px;font-weight:bold;text-decoration:line-through;')}</tr>
<tr>${cell(e(line.when), `color:${MUTED};`)}</tr>
<tr>${cell(e(line.tickets))}</tr>
</table></td></tr>`,
  )
  .join('\n')}
${row(`<strong>${e(nothingOwed)}</strong>`, `padding-top:12px;border-top:1px solid ${RULE};`)}
${row(e(bookAgain), `color:${MUTED};padding-top:16px;`)}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: to the address the reservation was made with. */
export const reservationReleasedMail: MailDefinition<ReservationReleasedView> = {
  recipient: (view) => ({ name: oneLine(`${view.customer.firstName} ${view.customer.lastName}`), address: view.customer.email }),
  render: renderReservationReleased,
};
