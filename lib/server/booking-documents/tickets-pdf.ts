import { qrPng } from '@/lib/server/mail';
import { BOLD, documentPdf, footer, INK, MUTED, REGULAR, RULE } from './pdf';
import type { BookingDocument } from './types';
import { documentWords } from './words';

/*
 * The booking's tickets as a PDF, one ticket a page, to print or keep on a phone: the park, the booking
 * ID, the activity and its session in the park's time, the ticket type and how many it admits, a large
 * QR code with its text under it, and the address. Drawn with pdfkit, in the documents' one font (./pdf.ts).
 */

/** 9 cm: a gate's camera reads it from a printout or a dimmed phone. Margin 4 is the quiet zone the QR standard asks for. */
const QR_SIZE = 255;

/** The tickets of a booking, one a page, as a PDF file's bytes. */
export function ticketsPdf(doc: BookingDocument): Promise<Buffer> {
  if (!doc.tickets.length) return Promise.reject(new RangeError(`Booking ${doc.bookingId} has no tickets to print`));
  const { t, label, date, times } = documentWords(doc);
  const { pdf, bytes } = documentPdf({ language: doc.language, title: t('documents.title', { bookingId: doc.bookingId, parkName: doc.park.name }), author: doc.park.name });

  const total = doc.tickets.length;
  doc.tickets.forEach((ticket, index) => {
    pdf.addPage();
    const left = pdf.page.margins.left;
    const width = pdf.page.width - left - pdf.page.margins.right;

    pdf.font(BOLD).fontSize(18).fillColor(INK).text(doc.park.name, left, pdf.page.margins.top, { width });
    pdf.font(REGULAR).fontSize(11).text(label(t('forms:confirmation.bookingId'), doc.bookingId), { width });
    pdf.moveDown(0.6);
    const ruleY = pdf.y;
    pdf.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(0.75).strokeColor(RULE).stroke();
    pdf.y = ruleY + 14;

    pdf.fontSize(10).fillColor(MUTED).text(t('order.ticketNumber', { number: index + 1, total }), left, pdf.y, { width });
    pdf.moveDown(0.3);
    pdf.font(BOLD).fontSize(22).fillColor(INK).text(ticket.activityTitle, { width });
    pdf.moveDown(0.2);
    pdf.font(REGULAR).fontSize(13).text(date(ticket.startsAt), { width });
    pdf.text(times(ticket.startsAt, ticket.endsAt), { width });
    pdf.moveDown(0.4);
    pdf.font(BOLD).text(`${ticket.ticketTitle} · ${t('documents.admits', { count: ticket.people })}`, { width });

    // The QR code: the same PNG the confirmation email carries (lib/server/mail/qr-png.ts), drawn large.
    const qrTop = pdf.y + 16;
    pdf.image(qrPng(ticket.qrText, { width: 512, margin: 4 }), left + (width - QR_SIZE) / 2, qrTop, { width: QR_SIZE, height: QR_SIZE });
    // Its text under it, to be typed at the gate when a camera cannot read it.
    pdf.font(REGULAR).fontSize(10).fillColor(INK).text(ticket.typedText, left, qrTop + QR_SIZE + 6, { width, align: 'center' });
    pdf.moveDown(0.5);
    pdf.fontSize(10).fillColor(MUTED).text(t('documents.showAtGate'), left + 40, pdf.y, { width: width - 80, align: 'center' });

    pdf.moveDown(1.5);
    if (doc.park.address || doc.park.mapUrl) {
      pdf.font(BOLD).fontSize(11).fillColor(INK).text(t('common:parkInfo.address'), left, pdf.y, { width });
      if (doc.park.address) pdf.font(REGULAR).text(doc.park.address, { width });
      if (doc.park.mapUrl) pdf.font(REGULAR).fillColor('#0b57d0').text(t('documents.map'), { width, link: doc.park.mapUrl, underline: true });
    }

    // Whose booking, and where to find it again: at the foot of the page.
    footer(pdf, [doc.visitorName, doc.park.siteUrl].filter(Boolean).join('  ·  '));
  });
  pdf.end();
  return bytes;
}
