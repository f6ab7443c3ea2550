import { escapeHtml } from '@/lib/domain/escape-html';
import { greetingName } from '@/lib/domain/language';
import { frame, heading, MUTED, oneLine, row } from './layout';
import { labelled, mailFormats } from './translate';
import type { MailDefinition, RenderedMail, WaiverCopyEmailView } from './types';

/*
 * A signed waiver's copy for its signer: a short message in the signed text's language, and the PDF of
 * the record as signed (drawn when it was signed and carried in the payload: lib/server/riders
 * queueWaiverCopy), attached as a file to open or save.
 */

/** A file name of a strict alphabet, the same in every language: the signature's id names it. */
const fileName = (signatureId: string) => `signed-waiver-${signatureId.replace(/[^A-Za-z0-9]/g, '').slice(0, 12) || 'copy'}.pdf`;

export async function renderWaiverCopy(view: WaiverCopyEmailView): Promise<RenderedMail> {
  const { language, t } = mailFormats(view);
  const e = escapeHtml;
  const [riderName, activityTitle] = [oneLine(view.riderName), oneLine(view.activityTitle)];
  const subject = oneLine(t('waiver.subject', { riderName, activityTitle }));
  const title = t('waiver.heading');
  const greeting = t('greeting', { name: greetingName({ fullName: view.signerName }, language) });
  const intro = t('waiver.intro', { riderName, activityTitle });
  const keep = t('waiver.keep');
  const details: [string, string][] = [
    [t('waiver.rider'), riderName],
    [t('waiver.activity'), activityTitle],
    [t('waiver.signedBy'), oneLine(view.signerName)],
  ];

  const text = [title, '', greeting, intro, '', oneLine(view.waiverTitle), ...details.map(([label, value]) => labelled(t, label, value)), '', keep, '', view.parkName, ''].join('\n');
  const html = frame({
    language,
    title: subject,
    preheader: t('waiver.preheader', { parkName: view.parkName }),
    parkName: view.parkName,
    body: `${heading(title)}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${row(`<strong>${e(oneLine(view.waiverTitle))}</strong><br>${details.map(([label, value]) => e(labelled(t, label, value))).join('<br>')}`, 'padding-bottom:16px;')}
${row(e(keep), `color:${MUTED};font-size:14px;line-height:20px;`)}`,
  });
  return {
    subject,
    html,
    text,
    attachments: [{ filename: fileName(view.signatureId), content: Buffer.from(view.pdf, 'base64'), contentType: 'application/pdf' }],
    senderName: oneLine(view.parkName),
  };
}

/** The outbox's entry for this kind: sent to the address the signer gave. */
export const waiverCopyMail: MailDefinition<WaiverCopyEmailView> = {
  recipient: (view) => ({ name: oneLine(view.signerName), address: view.email }),
  render: renderWaiverCopy,
};
