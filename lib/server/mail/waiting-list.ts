import { escapeHtml } from '@/lib/domain/escape-html';
import { CONFIRM_HOURS, OFFER_MINUTES } from '@/lib/domain/waiting-list';
import { button, cell, frame, heading, isWebUrl, MUTED, oneLine, row, RULE } from './layout';
import { labelled, mailFormats, type MailT } from './translate';
import type { MailDefinition, RenderedMail, WaitingListConfirmView, WaitingListOfferView } from './types';

/*
 * A waiting list's two mails, in the language of the site the visitor joined on, each with a link whose
 * page has a button (so a mail scanner fetching the link does nothing):
 * - "Confirm your place on the waiting list": a join is offered places only once its visitor confirms
 *   within CONFIRM_HOURS, so a made-up address at a catch-all domain keeps nobody waiting;
 * - "Places came back for you": the offer, whose page puts the held places in the visitor's cart; the
 *   places are held until `holdUntil`.
 * Both say the same things in the same layout: what to do, by when, the session and its places.
 */

/** What one of the two mails says, in the visitor's words. */
interface WaitingListWords {
  subject: string;
  title: string;
  intro: string;
  /** What the deadline is: the link's last moment, or the places' hold. */
  deadlineLabel: string;
  action: string;
  ignore: string;
}

async function renderWaitingListMail(
  view: WaitingListConfirmView | WaitingListOfferView,
  url: string,
  deadlineAt: string,
  words: (t: MailT) => WaitingListWords,
): Promise<RenderedMail> {
  const { language, t, date, time, parkTime } = mailFormats(view);
  const e = escapeHtml;
  const linkUrl = isWebUrl(url) ? url : null;
  const when = t('dateAndTime', { date: date(view.startsAt), time: time(view.startsAt) });
  const said = words(t);
  const subject = oneLine(said.subject);
  const deadline = labelled(t, said.deadlineLabel, parkTime(deadlineAt));
  const places = t('waitingList.places', { count: view.places });

  const text: string[] = [said.title, '', said.intro, deadline, '', view.activityTitle, when, places, ''];
  if (linkUrl) text.push(labelled(t, said.action, linkUrl), '');
  text.push(said.ignore, '', view.parkName);

  const html = frame({
    language,
    title: subject,
    preheader: said.intro,
    parkName: view.parkName,
    body: `${heading(said.title)}
${row(`<strong>${e(said.intro)}</strong><br>${e(deadline)}`, 'padding-bottom:16px;')}
<tr><td style="padding:12px 0;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(e(view.activityTitle), 'font-size:18px;line-height:26px;font-weight:bold;')}</tr>
<tr>${cell(e(when), `color:${MUTED};`)}</tr>
<tr>${cell(e(places))}</tr>
</table></td></tr>
${button(linkUrl, said.action)}
${linkUrl ? row(`${e(t('waitingList.linkText'))}<br><a href="${e(linkUrl)}" style="word-break:break-all;">${e(linkUrl)}</a>`, `color:${MUTED};font-size:14px;line-height:20px;`) : ''}
${row(e(said.ignore), `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;`)}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

export const renderWaitingListConfirm = (view: WaitingListConfirmView): Promise<RenderedMail> =>
  renderWaitingListMail(view, view.confirmUrl, view.confirmBy, (t) => ({
    subject: t('waitingListConfirm.subject', { activity: view.activityTitle, parkName: view.parkName }),
    title: t('waitingListConfirm.heading'),
    intro: t('waitingListConfirm.intro', { hours: CONFIRM_HOURS }),
    deadlineLabel: t('waitingListConfirm.deadline'),
    action: t('waitingListConfirm.confirm'),
    ignore: t('waitingListConfirm.ignore'),
  }));

export const renderWaitingListOffer = (view: WaitingListOfferView): Promise<RenderedMail> =>
  renderWaitingListMail(view, view.offerUrl, view.holdUntil, (t) => ({
    subject: t('waitingList.subject', { activity: view.activityTitle, parkName: view.parkName }),
    title: t('waitingList.heading'),
    intro: t('waitingList.intro', { count: view.places, minutes: OFFER_MINUTES }),
    deadlineLabel: t('waitingList.deadline'),
    action: t('waitingList.book'),
    ignore: t('waitingList.ignore'),
  }));

/** The outbox's entry for the confirmation: sent to the address that joined, which following its link proves. */
export const waitingListConfirmMail: MailDefinition<WaitingListConfirmView> = {
  recipient: (view) => ({ name: '', address: view.email }),
  render: renderWaitingListConfirm,
};

/** The outbox's entry for the offer: sent to the address that joined the list. */
export const waitingListOfferMail: MailDefinition<WaitingListOfferView> = {
  recipient: (view) => ({ name: '', address: view.email }),
  render: renderWaitingListOffer,
};
