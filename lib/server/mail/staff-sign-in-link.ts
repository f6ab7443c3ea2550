import { escapeHtml } from '@/lib/domain/escape-html';
import { greetingName, type Language, toLanguage } from '@/lib/domain/language';
import { button, frame, heading, isWebUrl, MUTED, oneLine, row } from './layout';
import { mailT } from './translate';
import type { MailDefinition, RenderedMail } from './types';

/*
 * A staff member's one-time sign-in link for the back office (issue #22), asked for on its sign-in
 * screen, in the member's own language (staff.language). The link opens a page whose button signs in,
 * so a mail scanner fetching it uses nothing up. It names no park: the back office is the operator's.
 */

/** What the mail shows, captured when the link was made. */
export interface StaffSignInLinkView {
  language: Language;
  /** The member's name, as their account has it. */
  name: string;
  email: string;
  /** The one-time link (lib/server/staff/admin-origin.ts signInUrl). */
  url: string;
  /** How long it works. */
  minutes: number;
}

export async function renderStaffSignInLink(view: StaffSignInLinkView): Promise<RenderedMail> {
  const language = toLanguage(view.language);
  const t = mailT(language);
  const e = escapeHtml;
  const linkUrl = isWebUrl(view.url) ? view.url : null;
  const sender = t('staffSignIn.sender');
  const subject = oneLine(t('staffSignIn.subject'));
  const title = t('staffSignIn.heading');
  const greeting = t('greeting', { name: greetingName({ fullName: oneLine(view.name) }, language) });
  const intro = t('staffSignIn.intro', { minutes: view.minutes });
  const action = t('staffSignIn.button');
  const ignore = t('staffSignIn.ignore');

  const text = [title, '', greeting, intro, ''];
  if (linkUrl) text.push(linkUrl, '');
  text.push(ignore, '', sender, '');

  const html = frame({
    language,
    title: subject,
    preheader: intro,
    parkName: sender,
    body: `${heading(title)}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${button(linkUrl, action)}
${linkUrl ? row(`${e(t('staffSignIn.linkText'))}<br><a href="${e(linkUrl)}" style="word-break:break-all;">${e(linkUrl)}</a>`, `color:${MUTED};font-size:14px;line-height:20px;`) : ''}
${row(e(ignore), `color:${MUTED};font-size:14px;line-height:20px;padding-top:16px;`)}`,
  });
  return { subject, html, text: text.join('\n'), attachments: [], senderName: oneLine(sender) };
}

/** The outbox's entry for this kind: sent to the staff account's own address, which is what proves it is theirs. */
export const staffSignInLinkMail: MailDefinition<StaffSignInLinkView> = {
  recipient: (view) => ({ name: oneLine(view.name), address: view.email }),
  render: renderStaffSignInLink,
};
