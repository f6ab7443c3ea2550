import { escapeHtml } from '@/lib/domain/escape-html';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { toLanguage } from '@/lib/domain/language';
import { formatMoney } from '@/lib/domain/money';
import { BRAND, button, cell, FONT, frame, heading, isWebUrl, MONO, moneyRows, MUTED, oneLine, referenceBox, row, RULE, TEXT } from './layout';
import { qrPng } from './qr-png';
import { MAIL_STRINGS } from './strings';
import type { MailDefinition, OrderEmailView, RenderedMail } from './types';

/*
 * The booking confirmation: what was booked, when (in the park's time), what it cost, and one QR code per
 * ticket. Email clients are a hostile rendering target, so the HTML is deliberately old-fashioned: nested
 * tables, inline styles, no web fonts, no CSS classes, no scripts. QR images are inline attachments
 * referenced by cid: because Gmail, Outlook and others block data: URIs in images.
 *
 * Everything that came from a visitor (names) or the catalogue (titles, the park's name) goes through
 * escapeHtml: the catalogue is operator-edited, and a name is whatever the visitor typed.
 */

/** Content-ID and file-name parts: ticket codes and booking IDs are ours, but headers deserve a strict alphabet. */
const safeToken = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '').slice(0, 64) || 'x';

/** Margin 4 is the quiet zone the QR standard asks for; scanners at park gates misread tighter crops. */
const ticketQr = (code: string): Buffer => qrPng(code, { width: 320, margin: 4 });

export async function renderOrderConfirmation(view: OrderEmailView): Promise<RenderedMail> {
  const language = toLanguage(view.language);
  const s = MAIL_STRINGS[language];
  const locale = view.intlLocale || language;
  const money = (amount: number) => formatMoney({ amount, currency: view.currency }, locale);
  const dateFormat = dateTimeFormat(locale, { timeZone: view.timeZone, dateStyle: 'full' });
  const timeFormat = dateTimeFormat(locale, { timeZone: view.timeZone, timeStyle: 'short' });
  const when = (iso: string) => {
    const instant = new Date(iso);
    return { date: dateFormat.format(instant), time: s.localTime(timeFormat.format(instant), view.parkName) };
  };
  const e = escapeHtml;

  const subject = oneLine(s.orderSubject(view.bookingId, view.parkName));
  const linkUrl = isWebUrl(view.confirmationUrl) ? view.confirmationUrl : null;
  const tokenOfBooking = safeToken(view.bookingId);

  const qrCodes = view.tickets.map((ticket) => ticketQr(ticket.code));
  const attachments = view.tickets.map((ticket, index) => ({
    filename: `ticket-${index + 1}-${safeToken(ticket.code)}.png`,
    content: qrCodes[index],
    contentType: 'image/png',
    // Unique across messages too, so a client threading several bookings never shows the wrong code.
    cid: `ticket-${index + 1}.${tokenOfBooking}@booking`,
  }));

  // Money rows: discount and gift card are deductions, shown negative; optional rows appear only when they apply.
  const totals: { label: string; amount: string; strong?: boolean }[] = [{ label: s.subtotal, amount: money(view.subtotal) }];
  if (view.discount) totals.push({ label: s.discount, amount: money(-Math.abs(view.discount)) });
  if (view.giftCard) totals.push({ label: s.giftCard, amount: money(-Math.abs(view.giftCard)) });
  if (view.cardFee) totals.push({ label: s.cardFee, amount: money(view.cardFee) });
  // Pay on arrival completes the order without collecting anything: the total is what the desk will ask for.
  const dueOnArrival = view.dueOnArrival ? money(view.dueOnArrival) : null;
  totals.push({ label: dueOnArrival ? s.totalDueOnArrival : s.totalPaid, amount: dueOnArrival ?? money(view.total), strong: true });
  const intro = dueOnArrival ? s.orderIntroDueOnArrival(view.parkName, dueOnArrival) : s.orderIntro(view.parkName);

  const lines = view.lines.map((line) => {
    const { date, time } = when(line.startsAt);
    const tickets = line.tickets.map((ticket) => ({
      label: s.quantity(ticket.quantity, ticket.title),
      note: ticket.participants > 1 ? s.ticketIncludes(ticket.participants) : null,
    }));
    const extras = line.addOns.map((addOn) => s.quantity(addOn.quantity, addOn.title));
    return { title: line.activityTitle, date, time, tickets, extras, upgrade: line.upgradeTitle, total: money(line.total) };
  });

  const tickets = view.tickets.map((ticket, index) => ({ ...ticket, ...when(ticket.startsAt), cid: attachments[index].cid }));

  // ---- plain text: complete on its own, for clients that show no HTML and for screen readers that prefer it.
  const text: string[] = [s.allBooked, '', s.greeting(view.customer.firstName), intro, '', s.labelled(s.bookingId, view.bookingId), ''];
  for (const line of lines) {
    text.push(line.title, line.date, line.time);
    for (const ticket of line.tickets) text.push(`  ${ticket.label}${ticket.note ? s.aside(ticket.note) : ''}`);
    if (line.extras.length) text.push(`  ${s.labelled(s.extras, s.list(line.extras))}`);
    if (line.upgrade) text.push(`  ${s.labelled(s.upgrade, line.upgrade)}`);
    text.push(`  ${s.labelled(s.itemTotal, line.total)}`, '');
  }
  for (const row of totals) text.push(s.labelled(row.label, row.amount));
  if (linkUrl) text.push('', s.labelled(s.viewBookingText, linkUrl));
  text.push('', s.yourTickets, s.ticketsIntro, '');
  tickets.forEach((ticket, index) => {
    text.push(
      s.ticketNumber(index + 1, tickets.length),
      `${ticket.activityTitle} – ${ticket.variationTitle}`,
      s.dateAndTime(ticket.date, ticket.time),
      s.labelled(s.ticketCode, ticket.code),
      '',
    );
  });
  text.push(s.keepEmail, '', view.parkName);

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
${line.extras.length ? wide(e(s.labelled(s.extras, s.list(line.extras)))) : ''}
${line.upgrade ? wide(e(s.labelled(s.upgrade, line.upgrade))) : ''}
<tr>${cell(e(s.itemTotal), `color:${MUTED};padding-top:8px;`)}${cell(e(line.total), 'padding-top:8px;text-align:right;white-space:nowrap;')}</tr>
</table></td></tr>`,
    )
    .join('\n');

  const totalsHtml = moneyRows(totals);

  const ticketsHtml = tickets
    .map(
      (ticket, index) => `<tr><td align="center" style="padding:12px 0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:2px solid ${BRAND};border-radius:8px;">
<tr><td align="center" style="${FONT}padding:16px 16px 0;color:${MUTED};font-size:14px;line-height:20px;">${e(s.ticketNumber(index + 1, tickets.length))}</td></tr>
<tr><td align="center" style="${FONT}padding:4px 16px 0;color:${TEXT};font-size:18px;line-height:26px;font-weight:bold;">${e(ticket.activityTitle)}</td></tr>
<tr><td align="center" style="${FONT}padding:0 16px;color:${TEXT};font-size:16px;line-height:24px;">${e(ticket.variationTitle)}</td></tr>
<tr><td align="center" style="${FONT}padding:0 16px;color:${MUTED};font-size:14px;line-height:20px;">${e(ticket.date)}<br>${e(ticket.time)}</td></tr>
<tr><td align="center" style="padding:12px 16px;"><img src="cid:${e(ticket.cid)}" width="200" height="200" alt="${e(s.qrAlt(ticket.variationTitle, ticket.activityTitle))}" style="display:block;width:200px;max-width:100%;height:auto;border:0;"></td></tr>
<tr><td align="center" style="${FONT}padding:0 16px 16px;color:${TEXT};font-size:14px;line-height:20px;">${e(s.ticketCode)}<br><span style="${MONO}font-size:18px;letter-spacing:1px;font-weight:bold;">${e(ticket.code)}</span></td></tr>
</table></td></tr>`,
    )
    .join('\n');

  const html = frame({
    language,
    title: subject,
    preheader: s.orderPreheader(view.bookingId),
    parkName: view.parkName,
    body: `${heading(s.allBooked)}
${row(`${e(s.greeting(view.customer.firstName))}<br>${e(intro)}`, 'padding-bottom:16px;')}
${referenceBox(s.bookingId, view.bookingId)}
${button(linkUrl, s.viewBooking)}
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${lineHtml}
</table></td></tr>
<tr><td style="padding:8px 0 24px;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${totalsHtml}
</table></td></tr>
<tr><td style="${FONT}color:${TEXT};border-top:1px solid ${RULE};padding-top:24px;"><h2 style="margin:0 0 8px;font-size:22px;line-height:28px;color:${TEXT};">${e(s.yourTickets)}</h2></td></tr>
${row(e(s.ticketsIntro), `color:${MUTED};`)}
<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${ticketsHtml}
</table></td></tr>
${row(e(s.keepEmail), `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;`)}`,
  });

  return { subject, html, text: `${text.join('\n')}\n`, attachments, senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: sent to the customer who placed the order. */
export const orderConfirmationMail: MailDefinition<OrderEmailView> = {
  recipient: (view) => ({ name: oneLine(`${view.customer.firstName} ${view.customer.lastName}`), address: view.customer.email }),
  render: renderOrderConfirmation,
};
