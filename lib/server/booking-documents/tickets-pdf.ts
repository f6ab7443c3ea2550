import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { qrPng } from '@/lib/server/mail';
import type { BookingDocument } from './types';
import { documentWords } from './words';

/*
 * The booking's tickets as a PDF, one ticket a page, to print or keep on a phone: the park, the booking
 * ID, the activity and its session in the park's time, the ticket type and how many it admits, a large
 * QR code with its text under it, and the address. Drawn with pdfkit.
 *
 * Every word is in Noto Sans TC (OFL-1.1, from @expo-google-fonts/noto-sans-tc: whole TrueType files,
 * installed from the npm registry with no download of their own). It has Latin and Traditional Chinese
 * glyphs alike, so one font draws a zh-Hant catalogue's titles (高空飛索) and an English visitor's name;
 * pdfkit embeds only the glyphs a document uses, so a ticket stays tens of kilobytes, not the font's 7 MB.
 * (@fontsource's Noto Sans TC ships only WOFF2 slices, whose outlines pdfkit 0.20 embeds blank.)
 */

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans-tc');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The two weights, read once per process (7 MB each): a booking's page may be asked for its PDF often. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, '400Regular', 'NotoSansTC_400Regular.ttf')),
    bold: readFileSync(path.join(FONT_DIR, '700Bold', 'NotoSansTC_700Bold.ttf')),
  };
  return fonts;
}

const REGULAR = 'NotoSansTC-Regular';
const BOLD = 'NotoSansTC-Bold';
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#d0d0d0';
/** 9 cm: a gate's camera reads it from a printout or a dimmed phone. Margin 4 is the quiet zone the QR standard asks for. */
const QR_SIZE = 255;

/** The tickets of a booking, one a page, as a PDF file's bytes. */
export function ticketsPdf(doc: BookingDocument): Promise<Buffer> {
  if (!doc.tickets.length) return Promise.reject(new RangeError(`Booking ${doc.bookingId} has no tickets to print`));
  const { t, label, date, times } = documentWords(doc);
  const { regular, bold } = fontFiles();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    autoFirstPage: false,
    lang: doc.language,
    displayTitle: true,
    // No default font: pdfkit's is Helvetica, which has no Chinese. Noto's weights are registered below.
    font: '',
    info: { Title: t('documents.title', { bookingId: doc.bookingId, parkName: doc.park.name }), Author: doc.park.name },
  });
  // By name: pdfkit caches a font under its name, while a Buffer given to font() would be parsed every time.
  pdf.registerFont(REGULAR, regular).registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

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
    pdf.font(REGULAR).fontSize(10).fillColor(INK).text(ticket.qrText, left, qrTop + QR_SIZE + 6, { width, align: 'center' });
    pdf.moveDown(0.5);
    pdf.fontSize(10).fillColor(MUTED).text(t('documents.showAtGate'), left + 40, pdf.y, { width: width - 80, align: 'center' });

    pdf.moveDown(1.5);
    if (doc.park.address || doc.park.mapUrl) {
      pdf.font(BOLD).fontSize(11).fillColor(INK).text(t('common:parkInfo.address'), left, pdf.y, { width });
      if (doc.park.address) pdf.font(REGULAR).text(doc.park.address, { width });
      if (doc.park.mapUrl) pdf.font(REGULAR).fillColor('#0b57d0').text(t('documents.map'), { width, link: doc.park.mapUrl, underline: true });
    }

    // Whose booking, and where to find it again: at the foot of the page.
    pdf.font(REGULAR).fontSize(9).fillColor(MUTED);
    const foot = [doc.visitorName, doc.park.siteUrl].filter(Boolean).join('  ·  ');
    // In the bottom margin: pdfkit would start a new page for text below it.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.text(foot, left, pdf.page.height - margin + 12, { width, lineBreak: false, ellipsis: true });
    pdf.page.margins.bottom = margin;
  });
  pdf.end();
  return done;
}
