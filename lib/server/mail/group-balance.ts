import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { escapeHtml } from '@/lib/domain/escape-html';
import { greetingName } from '@/lib/domain/language';
import { bookingLinksPart } from './booking-links';
import { button, frame, heading, isWebUrl, MUTED, moneyRows, oneLine, referenceBox, row } from './layout';
import { labelled, mailFormats, type MailT } from './translate';
import type { GroupBalanceView, GroupInvoiceView, GroupOverdueView, MailDefinition, RenderedMail } from './types';

/*
 * A group booking's mails (lib/server/groups): the organiser's reminders of the balance, with its signed
 * payment link and the invoice's (lib/server/groups/group-reminders.ts), and staff's notice of a balance
 * unpaid past its due day with what the park's policy did (group-overdue.ts). Everything the organiser
 * typed is escaped.
 */

/** A park day ('YYYY-MM-DD') written out in the mail's language: a calendar day, no time zone to shift it. */
const dayIn = (locale: string) => {
  const format = dateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'full' });
  return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
};

const stageIntro = (t: MailT, stage: GroupBalanceView['stage'], values: { amount: string; day: string }) =>
  stage === 0 ? t('groupBalance.introToday', values) : stage === 1 ? t('groupBalance.introTomorrow', values) : t('groupBalance.intro', values);

export async function renderGroupBalance(view: GroupBalanceView): Promise<RenderedMail> {
  const { language, t, locale, money, date } = mailFormats(view);
  const e = escapeHtml;
  const day = dayIn(locale)(view.dueOn);
  const payUrl = isWebUrl(view.payUrl) ? view.payUrl : null;
  const invoiceUrl = isWebUrl(view.invoiceUrl) ? view.invoiceUrl : null;
  const subject = oneLine(t('groupBalance.subject', { bookingId: view.bookingId, parkName: view.parkName }));
  const title = t('groupBalance.heading', { organisation: oneLine(view.organisation) });
  const greeting = t('greeting', { name: greetingName(view.customer, language) });
  const intro = stageIntro(t, view.stage, { amount: money(view.amount), day });
  const pay = t('groupBalance.pay', { amount: money(view.amount) });
  const invoice = t('groupBalance.invoice');
  const bookingIdLabel = t('forms:confirmation.bookingId');
  const sums = [
    { label: t('groupBalance.deposit'), amount: money(view.deposit) },
    { label: t('groupBalance.balance', { day }), amount: money(view.amount), strong: true },
  ];
  const links = bookingLinksPart(t, view, date);

  const text: string[] = [title, '', greeting, intro, '', labelled(t, bookingIdLabel, view.bookingId), ''];
  for (const sum of sums) text.push(labelled(t, sum.label, sum.amount));
  text.push('');
  if (payUrl) text.push(labelled(t, pay, payUrl));
  if (invoiceUrl) text.push(labelled(t, invoice, invoiceUrl));
  text.push('', ...links.text, '', view.parkName);

  const html = frame({
    language,
    title: subject,
    preheader: intro,
    parkName: view.parkName,
    body: `${heading(title)}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${referenceBox(bookingIdLabel, view.bookingId)}
${moneyRows(sums)}
${button(payUrl, pay)}
${invoiceUrl ? row(`<a href="${e(invoiceUrl)}">${e(invoice)}</a>`, `color:${MUTED};text-align:center;padding-bottom:8px;`) : ''}
${links.html}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

/** To the organiser, at the address the booking was made with. */
export const groupBalanceMail: MailDefinition<GroupBalanceView> = {
  recipient: (view) => ({ name: oneLine(`${view.customer.firstName} ${view.customer.lastName}`), address: view.customer.email }),
  render: renderGroupBalance,
};

export async function renderGroupOverdue(view: GroupOverdueView): Promise<RenderedMail> {
  const { language, t, locale, money } = mailFormats(view);
  const e = escapeHtml;
  const day = dayIn(locale)(view.dueOn);
  const orderUrl = isWebUrl(view.orderUrl) ? view.orderUrl : null;
  const subject = oneLine(t('groupOverdue.subject', { bookingId: view.bookingId, organisation: view.organisation }));
  const title = t('groupOverdue.heading');
  const intro = t('groupOverdue.intro', { organisation: oneLine(view.organisation), amount: money(view.amount), day });
  const outcome = t(view.action === 'release' ? 'groupOverdue.released' : 'groupOverdue.kept');
  const open = t('groupOverdue.open');
  const text = [title, '', intro, '', outcome, '', labelled(t, t('forms:confirmation.bookingId'), view.bookingId), ...(orderUrl ? [labelled(t, open, orderUrl)] : []), ''];
  const html = frame({
    language,
    title: subject,
    preheader: intro,
    parkName: view.parkName,
    body: `${heading(title)}
${row(e(intro), 'padding-bottom:12px;')}
${row(`<strong>${e(outcome)}</strong>`, 'padding-bottom:12px;')}
${referenceBox(t('forms:confirmation.bookingId'), view.bookingId)}
${button(orderUrl, open)}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

export async function renderGroupInvoice(view: GroupInvoiceView): Promise<RenderedMail> {
  const { language, t } = mailFormats(view);
  const e = escapeHtml;
  const organisation = oneLine(view.organisation);
  const subject = oneLine(t('groupInvoice.subject', { bookingId: view.bookingId, organisation }));
  const title = t('groupInvoice.heading', { organisation });
  const intro = t('groupInvoice.intro', { parkName: view.parkName, organisation });
  const text = [title, '', intro, '', labelled(t, t('forms:confirmation.bookingId'), view.bookingId), '', view.parkName, ''];
  const html = frame({
    language,
    title: subject,
    preheader: intro,
    parkName: view.parkName,
    body: `${heading(title)}
${row(e(intro), 'padding-bottom:12px;')}
${referenceBox(t('forms:confirmation.bookingId'), view.bookingId)}`,
  });
  const filename = `invoice-${view.bookingId.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
  return { subject, html, text: text.join('\n'), attachments: [{ filename, content: Buffer.from(view.pdf, 'base64'), contentType: 'application/pdf' }], senderName: oneLine(view.parkName) };
}

/** To the invoice address the organiser gave. */
export const groupInvoiceMail: MailDefinition<GroupInvoiceView> = {
  recipient: (view) => ({ name: oneLine(view.organisation), address: view.invoiceEmail }),
  render: renderGroupInvoice,
};

/** To one member of the park's staff (an owner or a manager), in their language. */
export const groupOverdueMail: MailDefinition<GroupOverdueView> = {
  recipient: (view) => ({ name: oneLine(view.staffName), address: view.staffEmail }),
  render: renderGroupOverdue,
};
