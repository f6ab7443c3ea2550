import { greetingName } from '@/lib/domain/language';
import { escapeHtml } from '@/lib/domain/escape-html';
import { formatMoney } from '@/lib/domain/money';
import { button, cell, FONT, frame, heading, isWebUrl, moneyRows, MUTED, oneLine, referenceBox, row, RULE, TEXT } from './layout';
import { bookingLinksPart } from './booking-links';
import { bookingTicketsSubject, ticketCards } from './booking-tickets';
import { labelled, listIn, mailFormats } from './translate';
import type { MailDefinition, OrderEmailView, RenderedMail } from './types';

/*
 * The booking confirmation, the buyer's own: what was booked, when (in the park's time), what it cost, and
 * the booking's Manage my booking link. Its tickets' QR codes go in a message of their own, made to be
 * forwarded (booking-tickets.ts); this one says where they went and to keep it to yourself. A message
 * queued before the tickets went apart draws them itself, and then has no manage link. Email clients are a
 * hostile rendering target, so the HTML is deliberately old-fashioned: nested tables, inline styles, no
 * web fonts, no CSS classes, no scripts.
 *
 * Everything that came from a visitor (names) or the catalogue (titles, the park's name) goes through
 * escapeHtml: the catalogue is operator-edited, and a name is whatever the visitor typed.
 */

export async function renderOrderConfirmation(view: OrderEmailView): Promise<RenderedMail> {
  const formats = mailFormats(view);
  const { language, t, locale, money, date, parkTime } = formats;
  const when = (iso: string) => ({ date: date(iso), time: parkTime(iso) });
  const quantity = (count: number, title: string) => t('quantity', { quantity: count, title });
  const e = escapeHtml;

  // Pay on arrival: a reservation, not a sale (issue #21). It says so from the subject on.
  const reserved = view.dueOnArrival ? formatMoney({ amount: view.dueOnArrival, currency: view.currency }, locale) : null;
  const subject = oneLine(t(reserved ? 'order.subjectReserved' : 'order.subject', { bookingId: view.bookingId, parkName: view.parkName }));
  const linkUrl = isWebUrl(view.confirmationUrl) ? view.confirmationUrl : null;
  const cards = view.tickets.length ? ticketCards(t, view, formats) : null;

  // Money rows: discount and gift card are deductions, shown negative; optional rows appear only when they apply.
  const totals: { label: string; amount: string; strong?: boolean }[] = [{ label: t('forms:checkout.subtotal'), amount: money(view.subtotal) }];
  if (view.discount) totals.push({ label: t('forms:checkout.discount'), amount: money(-Math.abs(view.discount)) });
  if (view.giftCard) totals.push({ label: t('forms:checkout.giftCard'), amount: money(-Math.abs(view.giftCard)) });
  if (view.cardFee) totals.push({ label: t('cardFee'), amount: money(view.cardFee) });
  // Pay on arrival completes the order without collecting anything: the total is what the desk will ask for.
  const dueOnArrival = view.dueOnArrival ? money(view.dueOnArrival) : null;
  if (view.refunded && !dueOnArrival) {
    // Staff gave part of it back (issue #22): what was paid, what went back, and what it comes to.
    totals.push({ label: t('totalPaid'), amount: money(view.total) });
    totals.push({ label: t('order.refunded'), amount: money(-Math.abs(view.refunded)) });
    totals.push({ label: t('order.netPaid'), amount: money(view.total - view.refunded), strong: true });
  } else {
    totals.push({ label: dueOnArrival ? t('forms:confirmation.dueOnArrival') : t('totalPaid'), amount: dueOnArrival ?? money(view.total), strong: true });
  }
  const intro = dueOnArrival ? t('order.introDueOnArrival', { parkName: view.parkName, amount: dueOnArrival }) : t('order.intro', { parkName: view.parkName });

  const lines = view.lines.map((line) => {
    const { date, time } = when(line.startsAt);
    const tickets = line.tickets.map((ticket) => ({
      label: quantity(ticket.quantity, ticket.title),
      note: ticket.participants > 1 ? t('common:activities.ticketIncludes', { count: ticket.participants }) : null,
    }));
    const extras = line.addOns.map((addOn) => quantity(addOn.quantity, addOn.title));
    return {
      title: line.activityTitle,
      date,
      time,
      tickets,
      extras: extras.length ? labelled(t, t('common:booking.extras'), listIn(t, extras)) : null,
      upgrade: line.upgradeTitle ? labelled(t, t('common:booking.upgrade'), line.upgradeTitle) : null,
      total: line.total === null ? null : money(line.total),
    };
  });

  const allBooked = reserved ? t('order.headingReserved', { amount: reserved }) : t('order.heading');
  const greeting = t('greeting', { name: greetingName(view.customer, language) });
  const bookingIdLabel = t('forms:confirmation.bookingId');
  const itemTotal = t('order.itemTotal');
  const yourTickets = t('order.yourTickets');
  const ticketsIntro = view.ticketsApart ? t('order.ticketsApart', { subject: bookingTicketsSubject(t, view) }) : t('order.ticketsIntro');
  const keepEmail = t(view.ticketsApart ? 'order.keepPrivate' : 'order.keepEmail');

  // ---- plain text: complete on its own, for clients that show no HTML and for screen readers that prefer it.
  const text: string[] = [allBooked, '', greeting, intro, '', labelled(t, bookingIdLabel, view.bookingId), ''];
  for (const line of lines) {
    text.push(line.title, line.date, line.time);
    for (const ticket of line.tickets) text.push(`  ${ticket.label}${ticket.note ? t('aside', { text: ticket.note }) : ''}`);
    if (line.extras) text.push(`  ${line.extras}`);
    if (line.upgrade) text.push(`  ${line.upgrade}`);
    if (line.total) text.push(`  ${labelled(t, itemTotal, line.total)}`);
    text.push('');
  }
  for (const row of totals) text.push(labelled(t, row.label, row.amount));
  if (linkUrl) text.push('', labelled(t, t('order.viewBookingText'), linkUrl));
  if (cards || view.ticketsApart) text.push('', yourTickets, ticketsIntro, '', ...(cards?.text ?? []));
  const links = bookingLinksPart(t, view, date, Boolean(cards));
  if (links.text.length) text.push(...links.text, '');
  text.push(keepEmail, '', view.parkName);

  // ---- HTML
  /** A row across a two-column table (an activity's lines above its label-and-amount total). */
  const wide = (content: string, style = '') => `<tr>${cell(content, style, 2)}</tr>`;

  const lineHtml = lines
    .map(
      (line) => `<tr><td style="padding:16px 0;border-top:1px solid ${RULE};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${wide(e(line.title), 'font-size:18px;line-height:26px;font-weight:bold;padding-bottom:4px;')}
${wide(`${e(line.date)}<br>${e(line.time)}`, `color:${MUTED};padding-bottom:8px;`)}
${line.tickets
  .map((ticket) => wide(`${e(ticket.label)}${ticket.note ? `<br><span style="color:${MUTED};font-size:14px;">${e(ticket.note)}</span>` : ''}`))
  .join('\n')}
${line.extras ? wide(e(line.extras)) : ''}
${line.upgrade ? wide(e(line.upgrade)) : ''}
${line.total ? `<tr>${cell(e(itemTotal), `color:${MUTED};padding-top:8px;`)}${cell(e(line.total), 'padding-top:8px;text-align:right;white-space:nowrap;')}</tr>` : ''}
</table></td></tr>`,
    )
    .join('\n');

  const totalsHtml = moneyRows(totals);

  const html = frame({
    language,
    title: subject,
    preheader: t('order.preheader', { bookingId: view.bookingId }),
    parkName: view.parkName,
    body: `${heading(allBooked)}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${referenceBox(bookingIdLabel, view.bookingId)}
${button(linkUrl, t('order.viewBooking'))}
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${lineHtml}
</table></td></tr>
<tr><td style="padding:8px 0 24px;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${totalsHtml}
</table></td></tr>
${cards || view.ticketsApart ? `<tr><td style="${FONT}color:${TEXT};border-top:1px solid ${RULE};padding-top:24px;"><h2 style="margin:0 0 8px;font-size:22px;line-height:28px;color:${TEXT};">${e(yourTickets)}</h2></td></tr>
${row(e(ticketsIntro), view.ticketsApart ? 'padding-bottom:8px;' : `color:${MUTED};`)}
${cards?.html ?? ''}` : ''}
${links.html}
${row(e(keepEmail), `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;`)}`,
  });

  return { subject, html, text: `${text.join('\n')}\n`, attachments: cards?.attachments ?? [], senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: sent to the customer who placed the order. */
export const orderConfirmationMail: MailDefinition<OrderEmailView> = {
  recipient: (view) => ({ name: oneLine(`${view.customer.firstName} ${view.customer.lastName}`), address: view.customer.email }),
  render: renderOrderConfirmation,
};
