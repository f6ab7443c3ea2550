import { escapeHtml } from '@/lib/domain/escape-html';
import { greetingName, type Language, toLanguage } from '@/lib/domain/language';
import { detailsHtml, detailsOf, frameHtml, oneLine, paragraph, wordsOf, type EnquiryFacts } from './enquiry-layout';
import { BRAND, MUTED, isWebUrl, textToHtml } from './layout';
import { mailT } from './translate';
import type { MailDefinition, RenderedMail } from './types';

/*
 * A reply to a venue-hire enquiry, written by the events team in the back office's inbox (issue #22) and
 * sent to the enquirer in the language of the site they used: the frame, greeting, sign-off and the
 * table of their enquiry are the enquiry mails' own, in that language; the staff member's words are the
 * body, as text (escaped, line breaks kept). Replies go to the park's venue-hire inbox. The enquirer's
 * free-text message is not repeated (as in the acknowledgement: it could be anyone's words to anyone).
 */

/** A reply as its mail shows it, captured when it was queued. */
export interface EnquiryReplyView extends EnquiryFacts {
  enquiryId: string;
  replyId: string;
  /** The site the enquiry was sent to, e.g. http://nz.localhost:3000. */
  siteUrl: string;
  /** The locale's venue-hire inbox: where the enquirer's answer goes (Reply-To); null when it has none any more. */
  inbox: string | null;
  /** Who wrote the reply, as their account names them. */
  staffName: string;
  /** The subject as sent: the staff member's, or the mail's own (enquiryReplySubject). */
  subject: string;
  /** The staff member's text. */
  body: string;
}

/** The subject of a reply when the staff member gives none, in the enquirer's language. */
export const enquiryReplySubject = (language: Language, parkName: string): string => oneLine(mailT(toLanguage(language))('enquiry.reply.subject', { parkName }));

export async function renderEnquiryReply(view: EnquiryReplyView): Promise<RenderedMail> {
  const words = wordsOf(view);
  const { t } = words;
  const e = escapeHtml;
  const subject = oneLine(view.subject) || enquiryReplySubject(words.language, view.parkName);
  const title = t('enquiry.reply.heading');
  const greeting = t('greeting', { name: greetingName({ fullName: oneLine(view.name) }, words.language) });
  const signOff = t('enquiry.reply.signOff', { staffName: oneLine(view.staffName), parkName: view.parkName });
  const answer = t('enquiry.reply.answer');
  const yourEnquiry = t('enquiry.reply.yourEnquiry', { date: words.receivedAt });
  const rows = detailsOf(view, words, { contact: false });
  const body = view.body.replace(/\r\n?/g, '\n').trim();

  const text = [
    greeting,
    '',
    body,
    '',
    signOff,
    view.siteUrl,
    '',
    answer,
    '',
    yourEnquiry,
    ...rows.map(([label, value]) => t('labelled', { label, value })),
    '',
  ].join('\n');

  const html = frameHtml({
    language: words.language,
    title: subject,
    preheader: oneLine(body).slice(0, 120),
    parkName: view.parkName,
    heading: title,
    body: [
      paragraph(e(greeting), 'padding-bottom:12px;'),
      paragraph(textToHtml(body), 'word-break:break-word;'),
      paragraph(
        `${e(signOff)}<br>${isWebUrl(view.siteUrl) ? `<a href="${e(view.siteUrl)}" style="color:${BRAND};">${e(view.siteUrl)}</a>` : e(view.siteUrl)}`,
        'padding-top:24px;',
      ),
      paragraph(e(answer), `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;`),
      paragraph(`<strong>${e(yourEnquiry)}</strong>`, 'padding:24px 0 8px;'),
      `<tr><td>${detailsHtml(rows)}</td></tr>`,
    ].join('\n'),
  });

  return {
    subject,
    html,
    text,
    attachments: [],
    senderName: oneLine(view.parkName),
    ...(view.inbox ? { replyTo: { name: oneLine(view.parkName), address: view.inbox } } : {}),
  };
}

/** The outbox's entry for this kind: sent to the enquirer, their answer going to the park's events inbox. */
export const enquiryReplyMail: MailDefinition<EnquiryReplyView> = {
  recipient: (view) => ({ name: oneLine(view.name), address: view.email }),
  render: renderEnquiryReply,
};
