import { escapeHtml } from '@/lib/domain/escape-html';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { greetingName, toLanguage } from '@/lib/domain/language';
import { button, cell, frame, heading, isWebUrl, MUTED, oneLine, referenceBox, row, RULE, textToHtml } from './layout';
import { bookingLinksPart } from './booking-links';
import { labelled, mailT } from './translate';
import type { MailDefinition, RenderedMail, SessionClosureEmailView } from './types';

/*
 * A session the park closed (issue #23), told to each visitor whose tickets stand in it, in the order's
 * language: which session, the park's reason in its staff's words, what happens next, and the booking's
 * link. Or, when staff reopen it, that the tickets stand. Staff's reason is escaped text.
 */
export async function renderSessionClosure(view: SessionClosureEmailView): Promise<RenderedMail> {
  const language = toLanguage(view.language);
  const t = mailT(language);
  const locale = view.intlLocale || language;
  const e = escapeHtml;
  const dateFormat = dateTimeFormat(locale, { timeZone: view.timeZone, dateStyle: 'full' });
  const timeFormat = dateTimeFormat(locale, { timeZone: view.timeZone, timeStyle: 'short' });
  const when = (iso: string) => t('dateAndTime', { date: dateFormat.format(new Date(iso)), time: t('order.localTime', { time: timeFormat.format(new Date(iso)), parkName: view.parkName }) });
  const linkUrl = isWebUrl(view.confirmationUrl) ? view.confirmationUrl : null;
  const count = view.sessions.reduce((sum, session) => sum + session.tickets, 0);

  const subject = oneLine(t(`closure.${view.change}.subject`, { bookingId: view.bookingId, parkName: view.parkName }));
  const title = t(`closure.${view.change}.heading`);
  const greeting = t('greeting', { name: greetingName(view.customer, language) });
  const intro = t(`closure.${view.change}.intro`, { parkName: view.parkName, count });
  const bookingIdLabel = t('forms:confirmation.bookingId');
  const sessions = view.sessions.map((session) => ({ title: session.activityTitle, when: when(session.startsAt), tickets: t('closure.tickets', { count: session.tickets }) }));
  const reason = view.change === 'closed' && view.reason ? view.reason : null;
  const next = view.change === 'closed' ? t('closure.closed.next', { parkName: view.parkName }) : null;

  const text: string[] = [title, '', greeting, intro, '', labelled(t, bookingIdLabel, view.bookingId), ''];
  for (const session of sessions) text.push(session.title, session.when, session.tickets, '');
  if (reason) text.push(labelled(t, t('closure.reason'), reason), '');
  if (next) text.push(next, '');
  if (linkUrl) text.push(labelled(t, t('order.viewBookingText'), linkUrl), '');
  const links = bookingLinksPart(t, view, (iso) => dateFormat.format(new Date(iso)));
  if (links.text.length) text.push(...links.text, '');
  text.push(view.parkName);

  const sessionsHtml = sessions
    .map(
      (session) => `<tr><td style="padding:12px 0;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(e(session.title), 'font-weight:bold;')}</tr>
<tr>${cell(e(session.when))}</tr>
<tr>${cell(e(session.tickets), `color:${MUTED};font-size:14px;`)}</tr>
</table></td></tr>`,
    )
    .join('\n');
  const html = frame({
    language,
    title: subject,
    preheader: intro,
    parkName: view.parkName,
    body: `${heading(title)}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${referenceBox(bookingIdLabel, view.bookingId)}
${sessionsHtml}
${reason ? row(`<strong>${e(t('closure.reason'))}</strong><br>${textToHtml(reason)}`, `padding:12px 0;border-top:1px solid ${RULE};`) : ''}
${next ? row(e(next), 'padding-bottom:16px;') : ''}
${button(linkUrl, t('order.viewBooking'))}
${links.html}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: sent to the customer who placed the order. */
export const sessionClosureMail: MailDefinition<SessionClosureEmailView> = {
  recipient: (view) => ({ name: oneLine(`${view.customer.firstName} ${view.customer.lastName}`), address: view.customer.email }),
  render: renderSessionClosure,
};
