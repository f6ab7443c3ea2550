import { escapeHtml } from '@/lib/domain/escape-html';
import { greetingName } from '@/lib/domain/language';
import { bookingLinksPart } from './booking-links';
import { BRAND, cell, frame, heading, isWebUrl, MUTED, oneLine, referenceBox, row, RULE } from './layout';
import { labelled, mailFormats } from './translate';
import type { MailDefinition, RenderedMail, RidersReminderView } from './types';

/*
 * "Before your visit: your riders": sent once, two days before a booking's visit, to its buyer when some
 * of its riders are still to be named or to sign the activity's waiver (lib/server/riders/rider-reminders.ts).
 * Each such rider is listed with their own link, which the buyer may forward: whoever opens it names that
 * rider and signs for them, and sees no other rider. Then the booking's My booking link. Everything the
 * visitor or the catalogue wrote is escaped.
 */
export async function renderRidersReminder(view: RidersReminderView): Promise<RenderedMail> {
  const { language, t, date, parkTime } = mailFormats(view);
  const e = escapeHtml;
  const subject = oneLine(t('ridersReminder.subject', { bookingId: view.bookingId, parkName: view.parkName }));
  const title = t('ridersReminder.heading');
  const greeting = t('greeting', { name: greetingName(view.customer, language) });
  const intro = t('ridersReminder.intro', { count: view.riders.length });
  const gate = t('ridersReminder.gate');
  const bookingIdLabel = t('forms:confirmation.bookingId');
  const riders = view.riders.map((rider) => ({
    who: rider.name ?? t('ridersReminder.unnamed', { place: rider.place }),
    what: `${rider.activityTitle}, ${t('dateAndTime', { date: date(rider.startsAt), time: parkTime(rider.startsAt) })}`,
    todo: t(`ridersReminder.todo.${rider.todo}`),
    open: t(rider.todo === 'sign' ? 'ridersReminder.openSign' : 'ridersReminder.openName'),
    url: isWebUrl(rider.url) ? rider.url : null,
  }));
  const links = bookingLinksPart(t, view, date);

  const text: string[] = [title, '', greeting, intro, '', labelled(t, bookingIdLabel, view.bookingId), ''];
  for (const rider of riders) {
    text.push(rider.who, rider.what, rider.todo);
    if (rider.url) text.push(labelled(t, rider.open, rider.url));
    text.push('');
  }
  text.push(gate, '', ...links.text, '', view.parkName);

  const html = frame({
    language,
    title: subject,
    preheader: intro,
    parkName: view.parkName,
    body: `${heading(title)}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${referenceBox(bookingIdLabel, view.bookingId)}
${riders
  .map(
    (rider) => `<tr><td style="padding:12px 0;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr>${cell(e(rider.who), 'font-size:18px;line-height:26px;font-weight:bold;')}</tr>
<tr>${cell(e(rider.what), `color:${MUTED};`)}</tr>
<tr>${cell(e(rider.todo))}</tr>
${rider.url ? `<tr>${cell(`<a href="${e(rider.url)}" style="color:${BRAND};font-weight:bold;">${e(rider.open)}</a>`, 'padding-top:4px;')}</tr>` : ''}
</table></td></tr>`,
  )
  .join('\n')}
${row(e(gate), `padding-top:12px;border-top:1px solid ${RULE};`)}
${links.html}`,
  });
  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

/** The outbox's entry for this kind: to the booking's buyer. */
export const ridersReminderMail: MailDefinition<RidersReminderView> = {
  recipient: (view) => ({ name: oneLine(`${view.customer.firstName} ${view.customer.lastName}`), address: view.customer.email }),
  render: renderRidersReminder,
};
