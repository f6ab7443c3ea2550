import { escapeHtml } from '@/lib/domain/escape-html';
import { CONFIRM_HOURS } from '@/lib/domain/waiting-list';
import { button, cell, frame, heading, isWebUrl, MUTED, oneLine, row, RULE } from './layout';
import { labelled, mailFormats } from './translate';
import type { MailDefinition, RenderedMail, WaitingListConfirmView } from './types';

/*
 * "Confirm your place on the waiting list": a join is offered places only once its visitor confirms
 * through this link, within CONFIRM_HOURS, so a made-up address at a catch-all domain keeps nobody
 * waiting. In the language of the site the visitor joined on. The link opens a page whose button
 * confirms, so a mail scanner fetching it confirms nothing.
 */
export async function renderWaitingListConfirm(view: WaitingListConfirmView): Promise<RenderedMail> {
  const { language, t, date, time, parkTime } = mailFormats(view);
  const e = escapeHtml;
  const linkUrl = isWebUrl(view.confirmUrl) ? view.confirmUrl : null;
  const when = t('dateAndTime', { date: date(view.startsAt), time: time(view.startsAt) });
  const subject = oneLine(t('waitingListConfirm.subject', { activity: view.activityTitle, parkName: view.parkName }));
  const title = t('waitingListConfirm.heading');
  const intro = t('waitingListConfirm.intro', { hours: CONFIRM_HOURS });
  const deadline = labelled(t, t('waitingListConfirm.deadline'), parkTime(view.confirmBy));
  const places = t('waitingList.places', { count: view.places });
  const action = t('waitingListConfirm.confirm');
  const ignore = t('waitingListConfirm.ignore');

  const text: string[] = [title, '', intro, deadline, '', view.activityTitle, when, places, ''];
  if (linkUrl) text.push(labelled(t, action, linkUrl), '');
  text.push(ignore, '', view.parkName);

  const html = frame({
    language,
    title: subject,
    preheader: intro,
    parkName: view.parkName,
    body: `${heading(title)}
${row(`<strong>${e(intro)}</strong><br>${e(deadline)}`, 'padding-bottom:16px;')}
<tr><td style="padding:12px 0;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(e(view.activityTitle), 'font-size:18px;line-height:26px;font-weight:bold;')}</tr>
<tr>${cell(e(when), `color:${MUTED};`)}</tr>
<tr>${cell(e(places))}</tr>
</table></td></tr>
${button(linkUrl, action)}
${linkUrl ? row(`${e(t('waitingList.linkText'))}<br><a href="${e(linkUrl)}" style="word-break:break-all;">${e(linkUrl)}</a>`, `color:${MUTED};font-size:14px;line-height:20px;`) : ''}
${row(e(ignore), `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;`)}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: sent to the address that joined, which following its link proves. */
export const waitingListConfirmMail: MailDefinition<WaitingListConfirmView> = {
  recipient: (view) => ({ name: '', address: view.email }),
  render: renderWaitingListConfirm,
};
