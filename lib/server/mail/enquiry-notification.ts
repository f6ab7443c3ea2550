import { escapeHtml } from '@/lib/domain/escape-html';
import { detailsHtml, detailsOf, frameHtml, messageHtml, oneLine, paragraph, wordsOf, type EnquiryEmailView } from './enquiry-layout';
import { MUTED } from './layout';
import type { MailDefinition, RenderedMail } from './types';

/*
 * The venue-hire enquiry as the park's events team receives it: every answer, the message, and a
 * Reply-To of the visitor so that answering is one click. The visitor's words are text, never markup.
 */

export async function renderEnquiryNotification(view: EnquiryEmailView): Promise<RenderedMail> {
  const words = wordsOf(view);
  const { s } = words;
  const e = escapeHtml;
  const name = oneLine(view.name);
  const subject = oneLine(s.notificationSubject(words.functionType, view.guests, words.preferredDate, name));
  const rows: [string, string][] = [...detailsOf(view, words, { contact: true }), [s.received, words.receivedAt]];
  const message = view.message || s.noMessage;

  const text = [
    view.parkName,
    s.notificationHeading,
    '',
    ...rows.map(([label, value]) => s.labelled(label, value)),
    '',
    s.labelled(s.message, '').trimEnd(),
    message,
    '',
    s.replyHint(name),
    s.notificationIntro(view.siteUrl),
    '',
  ].join('\n');

  const html = frameHtml({
    language: words.language,
    title: subject,
    preheader: `${words.functionType}, ${view.guests}, ${words.preferredDate}`,
    parkName: view.parkName,
    heading: s.notificationHeading,
    body: [
      `<tr><td>${detailsHtml(rows)}</td></tr>`,
      messageHtml(s.message, message),
      paragraph(e(s.replyHint(name)), 'padding-top:24px;'),
      paragraph(e(s.notificationIntro(view.siteUrl)), `color:${MUTED};font-size:14px;line-height:20px;padding-top:8px;`),
    ].join('\n'),
  });

  return { subject, html, text, attachments: [], replyTo: { name, address: view.email } };
}

/** The outbox's entry for this kind: sent to the locale's venue-hire inbox, replies going to the visitor. */
export const enquiryNotificationMail: MailDefinition<EnquiryEmailView> = {
  recipient: (view) => ({ name: oneLine(wordsOf(view).s.inboxName(view.parkName)), address: view.inbox }),
  render: renderEnquiryNotification,
};
