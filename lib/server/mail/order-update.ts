import { greetingName } from '@/lib/domain/language';
import { escapeHtml } from '@/lib/domain/escape-html';
import { button, cell, frame, heading, isWebUrl, moneyRows, MONO, MUTED, oneLine, referenceBox, row, RULE } from './layout';
import { bookingLinksPart } from './booking-links';
import { bookingTicketsSubject, safeToken, ticketQrAttachments } from './booking-tickets';
import { labelled, mailFormats, type MailKey } from './translate';
import type { MailDefinition, OrderUpdateEmailView, RenderedMail } from './types';

/*
 * A change staff made to a booking (issue #22): tickets cancelled and the money given back, tickets moved
 * to another time, or the payment taken at the desk. Sent in the order's language, from the park, with
 * the booking's link. A staff move keeps the tickets' QR codes, so they are not sent again; a visitor's
 * reschedule issues new ones (issue #24), which go in a message of their own to forward (booking-tickets.ts),
 * as the confirmation's do: this one, with the money and the manage link, says where they went. A message
 * queued before that draws the new codes itself, and then has no manage link. Everything the catalogue or
 * the visitor wrote is escaped.
 */
export async function renderOrderUpdate(view: OrderUpdateEmailView): Promise<RenderedMail> {
  const { language, t, money, date, parkTime } = mailFormats(view);
  const e = escapeHtml;
  const when = (iso: string) => t('dateAndTime', { date: date(iso), time: parkTime(iso) });
  const linkUrl = isWebUrl(view.confirmationUrl) ? view.confirmationUrl : null;

  const kind = view.change === 'cancelled' && view.ticketsLeft === 0 ? 'cancelledAll' : view.change;
  const key = (name: string) => `update.${kind}.${name}` as MailKey;
  const subject = oneLine(t(key('subject'), { bookingId: view.bookingId, parkName: view.parkName }));
  const title = t(key('heading'));
  const greeting = t('greeting', { name: greetingName(view.customer, language) });
  const intro = t(key('intro'), { parkName: view.parkName, count: view.tickets.length });
  const bookingIdLabel = t('forms:confirmation.bookingId');

  const newQr = view.tickets.filter((ticket) => ticket.qrText).map((ticket) => ({ code: ticket.code, qrText: ticket.qrText! }));
  const attachments = ticketQrAttachments(newQr, `${safeToken(view.bookingId)}-${safeToken(newQr[0]?.code ?? '')}`, 'new-ticket');
  const tickets = view.tickets.map((ticket) => ({
    cid: attachments[newQr.findIndex((qr) => qr.code === ticket.code)]?.cid ?? null,
    qrText: ticket.qrText ?? null,
    title: `${ticket.activityTitle} – ${ticket.variationTitle}`,
    when: when(ticket.startsAt),
    before: ticket.previousStartsAt ? labelled(t, t('update.before'), when(ticket.previousStartsAt)) : null,
    code: labelled(t, t('order.ticketCode'), ticket.code),
  }));

  const totals: { label: string; amount: string; strong?: boolean }[] = [];
  if (view.refund) totals.push({ label: t(`update.refund.${view.refund.method}` as MailKey), amount: money(view.refund.amount), strong: true });
  if (view.refund?.bonus) totals.push({ label: t('update.giftCardBonus'), amount: money(view.refund.bonus) });
  if (view.giftCardReturned) totals.push({ label: t('update.giftCardReturned'), amount: money(view.giftCardReturned) });
  if (view.chargeRefunded) totals.push({ label: t('update.chargeRefunded'), amount: money(view.chargeRefunded), strong: true });
  if (view.payment) totals.push({ label: t(`update.paid.${view.payment.method}` as MailKey), amount: money(view.payment.amount), strong: true });
  // A dearer time: what it costs more, paid through the charge's link, or at the desk when there is none.
  // A group's balance owed again after the change is its balance, in the mail's words too.
  const charge = view.charge ? { amount: money(view.charge.amount), url: view.charge.payUrl && isWebUrl(view.charge.payUrl) ? view.charge.payUrl : null } : null;
  const chargeKey = (name: string) => `update.${view.charge?.groupBalance ? 'balance' : 'charge'}.${name}` as MailKey;
  if (charge) totals.push({ label: t(chargeKey('due')), amount: charge.amount, strong: true });
  const chargeHow = charge ? (charge.url ? t(chargeKey('byLink'), { amount: charge.amount }) : t(chargeKey('atDesk'), { amount: charge.amount })) : null;
  const giftCode = view.refund?.method === 'gift_card' && view.refund.giftCardCode ? view.refund.giftCardCode : null;
  const giftHow = giftCode ? t('update.giftCardHow', { site: view.refund?.giftCardSiteUrl ?? view.parkName }) : null;
  const codes = view.ticketsApart
    ? t('update.moved.newCodesApart', { subject: bookingTicketsSubject(t, { ...view, reissued: true }) })
    : t(newQr.length ? 'update.moved.newCodes' : 'update.moved.codes');
  const note =
    view.change === 'moved'
      ? codes
      : view.change === 'added'
        ? t('update.added.codesApart', { subject: bookingTicketsSubject(t, { ...view, reissued: true }) })
        : view.change === 'cancelled' && view.ticketsLeft > 0
          ? t('update.cancelled.rest', { count: view.ticketsLeft })
          : null;
  const refundTiming = view.refund?.method === 'gateway' || view.chargeRefunded ? t('update.refundTiming') : null;

  // ---- plain text
  const text: string[] = [title, '', greeting, intro, '', labelled(t, bookingIdLabel, view.bookingId), ''];
  for (const ticket of tickets) text.push(ticket.title, ticket.when, ...(ticket.before ? [ticket.before] : []), ticket.code, ...(ticket.qrText ? [ticket.qrText] : []), '');
  for (const total of totals) text.push(labelled(t, total.label, total.amount));
  if (refundTiming) text.push(refundTiming);
  if (chargeHow) text.push('', chargeHow, ...(charge?.url ? [labelled(t, t(chargeKey('payText')), charge.url)] : []));
  if (giftCode) text.push('', labelled(t, t('update.giftCardCode'), giftCode), giftHow!);
  if (note) text.push('', note);
  if (linkUrl) text.push('', labelled(t, t('order.viewBookingText'), linkUrl));
  const links = bookingLinksPart(t, view, date, newQr.length > 0);
  if (links.text.length) text.push('', ...links.text);
  text.push('', view.parkName);

  // ---- HTML
  const ticketsHtml = tickets
    .map(
      (ticket) => `<tr><td style="padding:12px 0;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(e(ticket.title), 'font-weight:bold;')}</tr>
<tr>${cell(e(ticket.when))}</tr>
${ticket.before ? `<tr>${cell(e(ticket.before), `color:${MUTED};`)}</tr>` : ''}
<tr>${cell(e(ticket.code), `color:${MUTED};font-size:14px;`)}</tr>
${ticket.cid ? `<tr><td align="center" style="padding:12px 0;"><img src="cid:${e(ticket.cid)}" width="200" height="200" alt="${e(ticket.title)}" style="display:block;width:200px;max-width:100%;height:auto;border:0;"></td></tr>
<tr>${cell(e(ticket.qrText!), `font-family:monospace;font-size:14px;text-align:center;`)}</tr>` : ''}
</table></td></tr>`,
    )
    .join('\n');
  const html = frame({
    language,
    title: subject,
    preheader: intro,
    parkName: view.parkName,
    body: `${heading(title)}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${referenceBox(bookingIdLabel, view.bookingId)}
${ticketsHtml}
${totals.length ? `<tr><td style="padding:8px 0 16px;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${moneyRows(totals)}
</table></td></tr>` : ''}
${refundTiming ? row(e(refundTiming), `color:${MUTED};font-size:14px;line-height:20px;`) : ''}
${chargeHow ? row(e(chargeHow), 'padding-bottom:8px;') : ''}
${charge?.url ? button(charge.url, t(chargeKey('pay'), { amount: charge.amount })) : ''}
${giftCode ? row(`${e(t('update.giftCardCode'))}<br><span style="${MONO}font-size:20px;font-weight:bold;letter-spacing:1px;">${e(giftCode)}</span><br>${e(giftHow!)}`, 'padding:16px 0;') : ''}
${note ? row(e(note), 'padding-bottom:16px;') : ''}
${button(linkUrl, t('order.viewBooking'))}
${links.html}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments, senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: sent to the customer who placed the order. */
export const orderUpdateMail: MailDefinition<OrderUpdateEmailView> = {
  recipient: (view) => ({ name: oneLine(`${view.customer.firstName} ${view.customer.lastName}`), address: view.customer.email }),
  render: renderOrderUpdate,
};
