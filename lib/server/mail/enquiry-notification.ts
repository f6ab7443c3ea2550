import { escapeHtml } from '@/lib/domain/escape-html';
import { detailsHtml, detailsOf, frameHtml, messageHtml, oneLine, paragraph, wordsOf, type EnquiryEmailView } from './enquiry-layout';
import { MUTED } from './layout';
import { labelled } from './translate';
import type { MailDefinition, RenderedMail } from './types';

/*
 * The venue-hire enquiry as the park's events team receives it: every answer, the message, and a
 * Reply-To of the visitor so that answering is one click. The visitor's words are text, never markup.
 */

export async function renderEnquiryNotification(view: EnquiryEmailView): Promise<RenderedMail> {
  const words = wordsOf(view);
  const { t } = words;
  const e = escapeHtml;
  const name = oneLine(view.name);
  const subject = oneLine(t('enquiry.notification.subject', { functionType: words.functionType, count: view.guests, date: words.preferredDate, name }));
  const rows: [string, string][] = [...detailsOf(view, words, { contact: true }), [t('enquiry.received'), words.receivedAt]];
  const message = view.message || t('enquiry.noMessage');
  const title = t('enquiry.notification.heading');
  const messageLabel = t('enquiry.message');
  const replyHint = t('enquiry.notification.replyHint', { name });
  const sentWith = t('enquiry.notification.intro', { siteUrl: view.siteUrl });

  const text = [
    view.parkName,
    title,
    '',
    ...rows.map(([label, value]) => labelled(t, label, value)),
    '',
    labelled(t, messageLabel, '').trimEnd(),
    message,
    '',
    replyHint,
    sentWith,
    '',
  ].join('\n');

  const html = frameHtml({
    language: words.language,
    title: subject,
    preheader: `${words.functionType}, ${view.guests}, ${words.preferredDate}`,
    parkName: view.parkName,
    heading: title,
    body: [
      `<tr><td>${detailsHtml(rows)}</td></tr>`,
      messageHtml(messageLabel, message),
      paragraph(e(replyHint), 'padding-top:24px;'),
      paragraph(e(sentWith), `color:${MUTED};font-size:14px;line-height:20px;padding-top:8px;`),
    ].join('\n'),
  });

  return { subject, html, text, attachments: [], replyTo: { name, address: view.email } };
}

/** The outbox's entry for this kind: sent to the locale's venue-hire inbox, replies going to the visitor. */
export const enquiryNotificationMail: MailDefinition<EnquiryEmailView> = {
  recipient: (view) => ({ name: oneLine(wordsOf(view).t('enquiry.notification.inboxName', { parkName: view.parkName })), address: view.inbox }),
  render: renderEnquiryNotification,
};
