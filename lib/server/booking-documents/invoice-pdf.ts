import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { formatMoney } from '@/lib/domain/money';
import { taxIncluded } from '@/lib/domain/group-booking';
import { BOLD, documentPdf, footer, INK, MUTED, REGULAR, RULE, textShaping } from './pdf';
import type { InvoiceDocument } from './types';
import { documentWords } from './words';

/*
 * A group booking's invoice (lib/server/groups/group-invoice.ts fills it): the park's business details and
 * tax number as its settings name them, the organisation billed and its invoice address, the booking's
 * lines, what it costs, the tax included (the park's tax line, lib/domain/group-booking.ts taxIncluded),
 * the deposit and balance payments received and what is still due by the due day. In the documents' one
 * font (./pdf.ts), in the site's language.
 */

const day = (locale: string) => {
  const format = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (value: string) => format.format(new Date(`${value}T12:00:00Z`));
};

/** The invoice as a PDF file's bytes. */
export function invoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { t } = documentWords(doc);
  const locale = doc.intlLocale || doc.language;
  const money = (amount: number) => formatMoney({ amount, currency: doc.currency }, locale);
  const dayOf = day(locale);
  const { pdf, bytes } = documentPdf({ language: doc.language, title: t('invoice.documentTitle', { bookingId: doc.bookingId, parkName: doc.business.name }), author: doc.business.name });
  const shaping = textShaping(doc.language);
  pdf.addPage();
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const say = (text: string, options: PDFKit.Mixins.TextOptions = {}) => pdf.text(text, { ...shaping, ...options });
  const amountRow = (label: string, amount: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? BOLD : REGULAR).fontSize(11).fillColor(INK);
    pdf.text(label, left, y, { ...shaping, width: width - 140 });
    const after = pdf.y;
    pdf.text(amount, left + width - 140, y, { ...shaping, width: 140, align: 'right' });
    pdf.y = Math.max(after, pdf.y);
  };
  const rule = () => {
    pdf.moveTo(left, pdf.y + 4).lineTo(left + width, pdf.y + 4).strokeColor(RULE).stroke();
    pdf.y += 10;
  };

  pdf.font(BOLD).fontSize(20).fillColor(INK);
  say(t('invoice.heading'), { width });
  pdf.font(BOLD).fontSize(12);
  say(doc.business.name, { width });
  pdf.font(REGULAR).fontSize(10).fillColor(MUTED);
  if (doc.business.address) say(doc.business.address, { width });
  if (doc.business.taxNumber) say(t('invoice.taxNumber', { number: doc.business.taxNumber }), { width });
  pdf.moveDown();
  pdf.font(REGULAR).fontSize(11).fillColor(INK);
  say(t('invoice.number', { bookingId: doc.bookingId }), { width });
  say(t('invoice.issued', { day: dayOf(doc.issuedOn) }), { width });
  pdf.moveDown();
  pdf.font(BOLD).fontSize(11);
  say(t('invoice.billTo'), { width });
  pdf.font(REGULAR);
  say(doc.organisation, { width });
  say(doc.organiser, { width });
  say(doc.invoiceEmail, { width });
  pdf.moveDown();
  rule();
  for (const line of doc.lines) amountRow(`${line.title} · ${line.when}\n${line.tickets}`, money(line.amount));
  rule();
  amountRow(t('invoice.total'), money(doc.total), true);
  if (doc.taxLabel && doc.taxBasisPoints > 0) {
    amountRow(t('invoice.taxIncluded', { label: doc.taxLabel, percent: String(doc.taxBasisPoints / 100) }), money(taxIncluded(doc.total, doc.taxBasisPoints)));
  }
  for (const payment of doc.payments) amountRow(t('invoice.paid', { day: dayOf(payment.on) }), `−${money(payment.amount)}`);
  rule();
  amountRow(doc.due > 0 ? t('invoice.due', { day: dayOf(doc.dueOn) }) : t('invoice.nothingDue'), money(doc.due), true);
  footer(pdf, doc.business.name);
  pdf.end();
  return bytes;
}
