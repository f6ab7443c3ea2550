import { escapeHtml } from '@/lib/domain/escape-html';
import { BRAND, FONT, frame, heading, MONO, MUTED, oneLine, referenceBox, row, TEXT } from './layout';
import { qrPng } from './qr-png';
import { labelled, mailFormats, type MailKey, type MailT } from './translate';
import type { BookingTicketsEmailView, MailDefinition, RenderedMail, TicketEmailView } from './types';

/*
 * A booking's tickets on their own: one QR code per ticket and what it admits to, for the buyer to show
 * at the gate or forward to whoever rides with them. A group's organiser forwards it, so it carries
 * nothing else: no link to the booking (My booking can cancel it all and send its money elsewhere; the
 * confirmation page shows what was paid) and no money. The buyer's confirmation (order-confirmation.ts)
 * carries those and says to keep it to themselves. Queued with the confirmation
 * (lib/server/orders/booking-confirmation.ts) and with a reschedule's new codes (lib/server/orders/commands/order-update-mail.ts).
 */

/** Content-ID and file-name parts: ticket codes and booking IDs are ours, but headers deserve a strict alphabet. */
export const safeToken = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '').slice(0, 64) || 'x';

/** Margin 4 is the quiet zone the QR standard asks for; scanners at park gates misread tighter crops. */
const ticketQr = (text: string): Buffer => qrPng(text, { width: 320, margin: 4 });

/**
 * Tickets' QR codes as inline attachments, each named by a cid unique across messages too (`prefix` tells
 * one message's from another's of the same booking), so a client threading several never shows the wrong
 * code. QR images are attachments referenced by cid: because Gmail, Outlook and others block data: URIs.
 */
export function ticketQrAttachments(tickets: { code: string; qrText: string }[], bookingToken: string, prefix: string) {
  return tickets.map((ticket, index) => ({
    filename: `${prefix}-${index + 1}-${safeToken(ticket.code)}.png`,
    content: ticketQr(ticket.qrText),
    contentType: 'image/png',
    cid: `${prefix}-${index + 1}.${bookingToken}@booking`,
  }));
}

/**
 * Each ticket as a card with its QR code (HTML rows, plain-text lines) and the images the cards show.
 * Each QR code carries the ticket's signed code, which the gate checks before it looks the ticket up; the
 * same text is printed under it to be typed when a camera cannot read it. A message queued before tickets
 * were signed has only the bare code.
 */
export function ticketCards(
  t: MailT,
  view: { bookingId: string; tickets: TicketEmailView[] },
  { date, parkTime }: { date: (iso: string) => string; parkTime: (iso: string) => string },
): { html: string; text: string[]; attachments: RenderedMail['attachments'] } {
  const e = escapeHtml;
  const qrTexts = view.tickets.map((ticket) => ticket.qrText ?? ticket.code);
  // The first code in the cid: the tickets of a reschedule are new codes, so their images are new names.
  const attachments = ticketQrAttachments(
    view.tickets.map((ticket, index) => ({ code: ticket.code, qrText: qrTexts[index] })),
    `${safeToken(view.bookingId)}-${safeToken(view.tickets[0]?.code ?? '')}`,
    'ticket',
  );
  const ticketCode = t('order.ticketCode');
  const cards = view.tickets.map((ticket, index) => ({
    ...ticket,
    date: date(ticket.startsAt),
    time: parkTime(ticket.startsAt),
    cid: attachments[index].cid,
    qrText: qrTexts[index],
    typedText: ticket.typedText ?? qrTexts[index],
    number: t('order.ticketNumber', { number: index + 1, total: view.tickets.length }),
  }));
  const text = cards.flatMap((ticket) => [
    ticket.number,
    `${ticket.activityTitle} – ${ticket.variationTitle}`,
    t('dateAndTime', { date: ticket.date, time: ticket.time }),
    labelled(t, ticketCode, ticket.typedText),
    ...(ticket.wallet?.appleUrl ? [labelled(t, t('wallet.addToApple'), ticket.wallet.appleUrl)] : []),
    ...(ticket.wallet?.googleUrl ? [labelled(t, t('wallet.addToGoogle'), ticket.wallet.googleUrl)] : []),
    ...(ticket.wallet?.demo ? [t('wallet.demoNote')] : []),
    '',
  ]);
  const walletRow = (wallet: TicketEmailView['wallet']) => {
    const links = [
      ...(wallet?.appleUrl ? [`<a href="${e(wallet.appleUrl)}" style="${FONT}display:inline-block;margin:4px;padding:8px 14px;border-radius:18px;background:#000000;color:#ffffff;font-size:14px;text-decoration:none;">${e(t('wallet.addToApple'))}</a>`] : []),
      ...(wallet?.googleUrl ? [`<a href="${e(wallet.googleUrl)}" style="${FONT}display:inline-block;margin:4px;padding:8px 14px;border-radius:18px;background:#000000;color:#ffffff;font-size:14px;text-decoration:none;">${e(t('wallet.addToGoogle'))}</a>`] : []),
    ];
    if (!links.length) return '';
    const note = wallet?.demo ? `<br><span style="color:${MUTED};font-size:12px;">${e(t('wallet.demoNote'))}</span>` : '';
    return `\n<tr><td align="center" style="${FONT}padding:0 16px 16px;">${links.join(' ')}${note}</td></tr>`;
  };
  const html = `<tr><td><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${cards
  .map(
    (ticket) => `<tr><td align="center" style="padding:12px 0;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border:2px solid ${BRAND};border-radius:8px;">
<tr><td align="center" style="${FONT}padding:16px 16px 0;color:${MUTED};font-size:14px;line-height:20px;">${e(ticket.number)}</td></tr>
<tr><td align="center" style="${FONT}padding:4px 16px 0;color:${TEXT};font-size:18px;line-height:26px;font-weight:bold;">${e(ticket.activityTitle)}</td></tr>
<tr><td align="center" style="${FONT}padding:0 16px;color:${TEXT};font-size:16px;line-height:24px;">${e(ticket.variationTitle)}</td></tr>
<tr><td align="center" style="${FONT}padding:0 16px;color:${MUTED};font-size:14px;line-height:20px;">${e(ticket.date)}<br>${e(ticket.time)}</td></tr>
<tr><td align="center" style="padding:12px 16px;"><img src="cid:${e(ticket.cid)}" width="200" height="200" alt="${e(t('order.qrAlt', { activityTitle: ticket.activityTitle, variationTitle: ticket.variationTitle }))}" style="display:block;width:200px;max-width:100%;height:auto;border:0;"></td></tr>
<tr><td align="center" style="${FONT}padding:0 16px 16px;color:${TEXT};font-size:14px;line-height:20px;">${e(ticketCode)}<br><span style="${MONO}font-size:16px;letter-spacing:1px;font-weight:bold;">${e(ticket.typedText)}</span></td></tr>${walletRow(ticket.wallet)}
</table></td></tr>`,
  )
  .join('\n')}
</table></td></tr>`;
  return { html, text, attachments };
}

/** The tickets mail's subject, which the confirmation and a reschedule's mail quote to say where the tickets went. */
export const bookingTicketsSubject = (t: MailT, view: { bookingId: string; parkName: string; reissued?: boolean }) =>
  oneLine(t(view.reissued ? 'tickets.subjectNew' : 'tickets.subject', { bookingId: view.bookingId, parkName: view.parkName }));

export async function renderBookingTickets(view: BookingTicketsEmailView): Promise<RenderedMail> {
  const formats = mailFormats(view);
  const { language, t } = formats;
  const e = escapeHtml;
  const key = (name: string) => `tickets.${name}${view.reissued ? 'New' : ''}` as MailKey;
  const subject = bookingTicketsSubject(t, view);
  const title = t(key('heading'));
  const intro = t(key('intro'), { parkName: view.parkName, count: view.tickets.length });
  const forward = t('tickets.forward');
  const show = t('order.ticketsIntro');
  const bookingIdLabel = t('forms:confirmation.bookingId');
  const quote = t('tickets.quote');
  const cards = ticketCards(t, view, formats);

  const text: string[] = [title, '', intro, forward, '', labelled(t, bookingIdLabel, view.bookingId), '', show, '', ...cards.text, quote, '', view.parkName];
  const html = frame({
    language,
    title: subject,
    preheader: t('tickets.preheader', { bookingId: view.bookingId }),
    parkName: view.parkName,
    body: `${heading(title)}
${row(`${e(intro)}<br>${e(forward)}`, 'padding-bottom:16px;')}
${referenceBox(bookingIdLabel, view.bookingId)}
${row(e(show), `color:${MUTED};`)}
${cards.html}
${row(e(quote), `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;`)}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: cards.attachments, senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: sent to the buyer, who forwards it. */
export const bookingTicketsMail: MailDefinition<BookingTicketsEmailView> = {
  recipient: (view) => ({ name: oneLine(`${view.customer.firstName} ${view.customer.lastName}`), address: view.customer.email }),
  render: renderBookingTickets,
};
