import { greetingName } from '@/lib/domain/language';
import { escapeHtml } from '@/lib/domain/escape-html';
import { RESERVATION_CONFIRM_MINUTES } from '@/lib/domain/order-status';
import { button, cell, frame, heading, isWebUrl, moneyRows, MUTED, oneLine, referenceBox, row, RULE } from './layout';
import { labelled, mailFormats } from './translate';
import type { MailDefinition, RenderedMail, ReservationRequestView } from './types';

/*
 * "Confirm your reservation": pay on arrival keeps places only once the visitor confirms through this
 * link, within RESERVATION_CONFIRM_MINUTES. It carries no tickets (the address is not proven yet). The
 * link opens a page whose button confirms, so a mail scanner fetching it confirms nothing.
 */
export async function renderReservationRequest(view: ReservationRequestView): Promise<RenderedMail> {
  const { language, t, money, date, time, parkTime } = mailFormats(view);
  const e = escapeHtml;
  const amount = money(view.dueOnArrival || view.total);
  const deadline = parkTime(view.confirmBy);
  const linkUrl = isWebUrl(view.confirmUrl) ? view.confirmUrl : null;

  const subject = oneLine(t('reservation.subject', { bookingId: view.bookingId, parkName: view.parkName }));
  const title = t('reservation.heading');
  const greeting = t('greeting', { name: greetingName(view.customer, language) });
  const intro = t('reservation.intro', { minutes: RESERVATION_CONFIRM_MINUTES });
  const confirmBy = labelled(t, t('reservation.deadline'), deadline);
  const payNote = t('reservation.payOnArrival', { amount });
  const action = t('reservation.confirm');
  const bookingIdLabel = t('forms:confirmation.bookingId');
  const ignore = t('reservation.ignore');
  const lines = view.lines.map((line) => ({
    title: line.activityTitle,
    when: t('dateAndTime', { date: date(line.startsAt), time: time(line.startsAt) }),
    tickets: line.tickets.map((ticket) => t('quantity', { quantity: ticket.quantity, title: ticket.title })).join(', '),
  }));
  const totals = [{ label: t('forms:confirmation.dueOnArrival'), amount, strong: true }];

  const text: string[] = [title, '', greeting, intro, confirmBy, '', labelled(t, bookingIdLabel, view.bookingId), ''];
  for (const line of lines) text.push(line.title, line.when, `  ${line.tickets}`, '');
  text.push(labelled(t, totals[0].label, amount), payNote, '');
  if (linkUrl) text.push(labelled(t, action, linkUrl), '');
  text.push(ignore, '', view.parkName);

  const html = frame({
    language,
    title: subject,
    preheader: t('reservation.preheader', { minutes: RESERVATION_CONFIRM_MINUTES }),
    parkName: view.parkName,
    body: `${heading(title)}
${row(`${e(greeting)}<br><strong>${e(intro)}</strong><br>${e(confirmBy)}`, 'padding-bottom:16px;')}
${button(linkUrl, action)}
${referenceBox(bookingIdLabel, view.bookingId)}
${lines
  .map(
    (line) => `<tr><td style="padding:12px 0;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(e(line.title), 'font-size:18px;line-height:26px;font-weight:bold;')}</tr>
<tr>${cell(e(line.when), `color:${MUTED};`)}</tr>
<tr>${cell(e(line.tickets))}</tr>
</table></td></tr>`,
  )
  .join('\n')}
<tr><td style="padding:8px 0 16px;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${moneyRows(totals)}
</table></td></tr>
${row(e(payNote), 'padding-bottom:16px;')}
${linkUrl ? row(`${e(t('reservation.linkText'))}<br><a href="${e(linkUrl)}" style="word-break:break-all;">${e(linkUrl)}</a>`, `color:${MUTED};font-size:14px;line-height:20px;`) : ''}
${row(e(ignore), `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;`)}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: sent to the address the order was placed with, which it proves. */
export const reservationRequestMail: MailDefinition<ReservationRequestView> = {
  recipient: (view) => ({ name: oneLine(`${view.customer.firstName} ${view.customer.lastName}`), address: view.customer.email }),
  render: renderReservationRequest,
};
