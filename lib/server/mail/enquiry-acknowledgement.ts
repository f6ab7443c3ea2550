import { greetingName } from '@/lib/domain/language';
import { escapeHtml } from '@/lib/domain/escape-html';
import { detailsHtml, detailsOf, frameHtml, oneLine, paragraph, wordsOf, type EnquiryEmailView } from './enquiry-layout';
import { BRAND, MUTED, isWebUrl } from './layout';
import { labelled } from './translate';
import type { MailDefinition, RenderedMail } from './types';

/*
 * The visitor's acknowledgement, in the language of the site they used. It repeats the event's answers
 * (type, booking, guests, date) but not the free-text message: a contact form that mails its message to
 * whatever address is typed would let anyone send their text to anyone through us. For the same reason
 * it says what to do when the visitor never sent it.
 */

export async function renderEnquiryAcknowledgement(view: EnquiryEmailView): Promise<RenderedMail> {
  const words = wordsOf(view);
  const { t } = words;
  const e = escapeHtml;
  const name = oneLine(view.name);
  const subject = oneLine(t('enquiry.acknowledgement.subject', { parkName: view.parkName }));
  const rows = detailsOf(view, words, { contact: false });
  const title = t('enquiry.acknowledgement.heading');
  const greeting = t('greeting', { name: greetingName({ fullName: name }, words.language) });
  // The form's own success message: the email says what the page said.
  const intro = t('forms:enquiry.sent');
  const yourEnquiry = t('enquiry.acknowledgement.yourEnquiry');
  const signOff = t('enquiry.acknowledgement.signOff', { parkName: view.parkName });
  const notYou = t('enquiry.acknowledgement.notYou');

  const text = [
    title,
    '',
    greeting,
    intro,
    '',
    yourEnquiry,
    ...rows.map(([label, value]) => labelled(t, label, value)),
    '',
    signOff,
    view.siteUrl,
    '',
    notYou,
    '',
  ].join('\n');

  const html = frameHtml({
    language: words.language,
    title: subject,
    preheader: intro,
    parkName: view.parkName,
    heading: title,
    body: [
      paragraph(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;'),
      paragraph(`<strong>${e(yourEnquiry)}</strong>`, 'padding-bottom:8px;'),
      `<tr><td>${detailsHtml(rows)}</td></tr>`,
      paragraph(
        `${e(signOff)}<br>${isWebUrl(view.siteUrl) ? `<a href="${e(view.siteUrl)}" style="color:${BRAND};">${e(view.siteUrl)}</a>` : e(view.siteUrl)}`,
        'padding-top:24px;',
      ),
      paragraph(e(notYou), `color:${MUTED};font-size:14px;line-height:20px;padding-top:24px;`),
    ].join('\n'),
  });

  return { subject, html, text, attachments: [], senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: sent to the visitor who wrote the enquiry. */
export const enquiryAcknowledgementMail: MailDefinition<EnquiryEmailView> = {
  recipient: (view) => ({ name: oneLine(view.name), address: view.email }),
  render: renderEnquiryAcknowledgement,
};
