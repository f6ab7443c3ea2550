import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { BOLD, documentPdf, footer, INK, MUTED, REGULAR, RULE, textShaping } from './pdf';
import { pathBox } from '@/lib/domain/svg-path';
import type { WaiverDocument } from './types';
import { documentWords } from './words';

/*
 * A signed waiver as a PDF, the signer's copy of a legal record: the park, the waiver's title and body
 * exactly as the version signed says them, the version and its language, the rider's details and health
 * answers as signed, the signer (and a guardian's relationship to the rider), the drawn signature when
 * there is one, when it was signed in the park's time, the client address, and the seal. Drawn with
 * pdfkit in the documents' one font (./pdf.ts), every word in the signed text's language.
 */

const LABEL_WIDTH = 150;
const GUTTER = 12;
const DRAWING = { width: 240, height: 80, padding: 8 };

/** YYYY-MM-DD as the language writes a day ("1 May 2010", "2010年5月1日"); as given when it is not a day. */
function dayOf(locale: string, day: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  return instant && !Number.isNaN(instant.getTime()) ? dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(instant) : day;
}

/** The waiver a signer signed, as a PDF file's bytes. */
export function waiverPdf(doc: WaiverDocument): Promise<Buffer> {
  const { t } = documentWords(doc);
  const locale = doc.intlLocale || doc.language;
  const { park, waiver, rider, signer } = doc;
  const version = t('waiver.version', { version: waiver.version, language: t(doc.language === 'en' ? 'waiver.languageName.en' : 'waiver.languageName.zh-Hant') });
  const { pdf, bytes } = documentPdf({
    language: doc.language,
    title: t('waiver.documentTitle', { title: waiver.title, riderName: rider.name, parkName: park.name }),
    author: park.name,
    // Every page's foot says "page n of N": known once the last page is drawn.
    bufferPages: true,
  });
  const shaping = textShaping(doc.language);
  /** Text at a place, and its height, always shaped for the language. */
  const say = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) => pdf.text(text, x, y, { ...shaping, ...options });
  const heightOf = (text: string, options: PDFKit.Mixins.TextOptions) => pdf.heightOfString(text, { ...shaping, ...options });
  pdf.addPage();
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const valueLeft = left + LABEL_WIDTH + GUTTER;
  const valueWidth = width - LABEL_WIDTH - GUTTER;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom;
  /** A new page when fewer than `height` points are left on this one: a heading never ends a page. */
  const room = (height: number) => {
    if (pdf.y + height > bottom()) pdf.addPage();
  };
  const rule = (gapAfter = 12) => {
    const y = pdf.y;
    pdf.moveTo(left, y).lineTo(left + width, y).lineWidth(0.75).strokeColor(RULE).stroke();
    pdf.y = y + gapAfter;
  };
  /** A section's heading, on a new page unless `keep` points of the section fit under it. */
  const heading = (text: string, keep = 40) => {
    pdf.moveDown(0.8);
    room(Math.min(keep + 30, bottom() - pdf.page.margins.top));
    // A rule parts it from what is above: none at the top of a page.
    if (pdf.y > pdf.page.margins.top + 1) rule(10);
    pdf.font(BOLD).fontSize(13).fillColor(INK);
    say(text, left, pdf.y, { width });
    pdf.moveDown(0.4);
  };
  /** A label and its value side by side, the taller of the two setting the next row's place. */
  const row = (labelText: string, value: string, { size = 11, valueFont = REGULAR }: { size?: number; valueFont?: string } = {}) => {
    pdf.font(REGULAR).fontSize(10);
    const labelHeight = heightOf(labelText, { width: LABEL_WIDTH });
    pdf.font(valueFont).fontSize(size);
    const valueHeight = heightOf(value, { width: valueWidth });
    room(Math.max(labelHeight, valueHeight));
    const top = pdf.y;
    pdf.font(REGULAR).fontSize(10).fillColor(MUTED);
    say(labelText, left, top + (size - 10), { width: LABEL_WIDTH });
    pdf.font(valueFont).fontSize(size).fillColor(INK);
    say(value, valueLeft, top, { width: valueWidth });
    pdf.y = top + Math.max(labelHeight, valueHeight) + 5;
  };

  // The park, the waiver's title, its version and language.
  pdf.font(BOLD).fontSize(12).fillColor(MUTED);
  say(park.name, left, pdf.page.margins.top, { width });
  pdf.moveDown(0.3);
  pdf.font(BOLD).fontSize(20).fillColor(INK);
  say(waiver.title, left, pdf.y, { width });
  pdf.font(REGULAR).fontSize(10).fillColor(MUTED);
  say(version, left, pdf.y, { width });
  pdf.moveDown(0.6);
  rule(14);

  // The body, exactly as the version says it (pdfkit breaks lines at \n; a \r would be drawn as a box).
  pdf.font(REGULAR).fontSize(10.5).fillColor(INK);
  say(waiver.body.replace(/\r\n?/g, '\n'), left, pdf.y, { width, lineGap: 2, paragraphGap: 4 });

  // The rider's details stay together on one page, and so do the answers where they fit.
  heading(t('waiver.rider'), 21 * (3 + (rider.heightCm !== null ? 1 : 0) + (rider.weightKg !== null ? 1 : 0)));
  row(t('waiver.name'), rider.name, { valueFont: BOLD });
  row(t('waiver.dateOfBirth'), dayOf(locale, rider.dateOfBirth));
  row(t('waiver.activity'), doc.activityTitle);
  if (rider.heightCm !== null) row(t('waiver.height'), t('waiver.centimetres', { value: rider.heightCm }));
  if (rider.weightKg !== null) row(t('waiver.weight'), t('waiver.kilograms', { value: rider.weightKg }));

  if (rider.answers.length) {
    heading(t('waiver.healthQuestions'), 21 * rider.answers.length);
    const answerWidth = 60;
    const questionWidth = width - answerWidth - GUTTER;
    for (const { question, answer } of rider.answers) {
      pdf.font(REGULAR).fontSize(10.5);
      const height = heightOf(question, { width: questionWidth });
      room(height);
      const top = pdf.y;
      pdf.fillColor(INK);
      say(question, left, top, { width: questionWidth });
      pdf.font(BOLD);
      say(t(answer ? 'waiver.yes' : 'waiver.no'), left + questionWidth + GUTTER, top, { width: answerWidth, align: 'right' });
      pdf.y = top + height + 6;
    }
  }

  // The signature's block stays on one page where it can: who, the drawing, when, where from, the seal.
  heading(t('waiver.signature'), 230 + (doc.drawing ? DRAWING.height : 0));
  row(t('waiver.signedBy'), signer.name, { valueFont: BOLD });
  if (signer.guardianRelationship) row(t('waiver.guardian'), signer.guardianRelationship);
  const box = doc.drawing ? pathBox(doc.drawing) : null;
  if (doc.drawing && box) {
    room(DRAWING.height + 10);
    const top = pdf.y;
    pdf.font(REGULAR).fontSize(10).fillColor(MUTED);
    say(t('waiver.drawing'), left, top + 1, { width: LABEL_WIDTH });
    pdf.rect(valueLeft, top, DRAWING.width, DRAWING.height).lineWidth(0.75).strokeColor(RULE).stroke();
    // Scaled into the box whatever the pad's size, centred, and clipped to it (an arc may bulge past its points).
    const inner = { width: DRAWING.width - 2 * DRAWING.padding, height: DRAWING.height - 2 * DRAWING.padding };
    const drawn = { width: Math.max(box.maxX - box.minX, 1), height: Math.max(box.maxY - box.minY, 1) };
    const scale = Math.min(inner.width / drawn.width, inner.height / drawn.height);
    pdf.save();
    pdf.rect(valueLeft, top, DRAWING.width, DRAWING.height).clip();
    pdf.translate(valueLeft + DRAWING.padding + (inner.width - drawn.width * scale) / 2 - box.minX * scale, top + DRAWING.padding + (inner.height - drawn.height * scale) / 2 - box.minY * scale);
    pdf.scale(scale);
    pdf.path(doc.drawing).lineWidth(1.6 / scale).lineCap('round').lineJoin('round').strokeColor(INK).stroke();
    pdf.restore();
    pdf.y = top + DRAWING.height + 8;
  } else if (doc.drawing) {
    row(t('waiver.drawing'), t('waiver.drawingUnreadable'));
  }
  const signedAt = t('dateAndTime', {
    date: dateTimeFormat(locale, { timeZone: park.timeZone, dateStyle: 'full' }).format(doc.signedAt),
    time: t('order.localTime', { time: dateTimeFormat(locale, { timeZone: park.timeZone, timeStyle: 'medium' }).format(doc.signedAt), parkName: park.name }),
  });
  row(t('waiver.signedAt'), signedAt);
  row(t('waiver.clientAddress'), doc.clientAddress);
  row(t('waiver.seal'), doc.seal, { size: 9 });
  pdf.moveDown(0.4);
  room(30);
  pdf.font(REGULAR).fontSize(9).fillColor(MUTED);
  say(t('waiver.sealNote'), left, pdf.y, { width });

  const { start, count } = pdf.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    pdf.switchToPage(page);
    footer(pdf, [park.name, waiver.title, version, t('waiver.page', { number: page - start + 1, total: count })].join('  ·  '), shaping);
  }
  pdf.end();
  return bytes;
}
