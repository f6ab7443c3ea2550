import { escapeHtml } from '@/lib/domain/escape-html';
import { greetingName, personName } from '@/lib/domain/language';
import { BRAND, button, FONT, frame, heading, isWebUrl, MONO, moneyRows, MUTED, oneLine, PAGE, referenceBox, row, RULE, TEXT, textToHtml } from './layout';
import { labelled, mailFormats, type MailT } from './translate';
import type { GiftCardEmailView, GiftVoucherView, MailDefinition, RenderedMail } from './types';

/*
 * A gift voucher's two emails (issue #6). The recipient's is the voucher itself: the park, the value, the
 * code, who it is from and their message, and how to spend it. The sender's is a receipt: what was paid,
 * to whom the voucher went, and no code, because the voucher belongs to the recipient.
 *
 * Names, emails and the message were typed by the sender, and the park's name is operator-edited: all of it
 * is escaped in HTML, and names reach headers only through oneLine(). The message keeps its line breaks.
 */

/** What both emails derive from the view. */
function wordsOf(view: GiftVoucherView) {
  const { language, t, money } = mailFormats(view);
  return {
    language,
    t,
    money,
    value: money(view.amount),
    senderName: oneLine(personName(view.sender.firstName, view.sender.lastName, language)),
    senderFirstName: oneLine(view.sender.firstName),
    recipientName: oneLine(view.recipient.name),
    message: view.message?.trim() || null,
  };
}

const WHITE = '#ffffff';
/** The voucher's lighter text on the brand colour (contrast above 4.5:1 on #0059e9). */
const ON_BRAND_SOFT = '#dce8ff';

/** A small muted heading above a section. */
const label = (text: string, style = '') => row(escapeHtml(text), `color:${MUTED};font-size:14px;line-height:20px;${style}`);

/** The sender's message as a quotation: escaped, line breaks kept. */
const quote = (text: string) =>
  row(textToHtml(text), `padding:12px 16px;background:${PAGE};border-left:4px solid ${BRAND};border-radius:4px;word-break:break-word;`);

/** A code in its groups, each breakable only after its hyphen, so a narrow screen wraps it between groups. */
const codeHtml = (code: string) => code.split('-').map(escapeHtml).join('-<wbr>');

/** How to redeem the voucher, with the site as a link when it is a web address, the rest escaped. */
function redeemHtml(t: MailT, siteUrl: string): string {
  const marker = '\u0000';
  const [before, after = ''] = t('gift.redeem', { site: marker }).split(marker);
  const site = isWebUrl(siteUrl)
    ? `<a href="${escapeHtml(siteUrl)}" style="color:${BRAND};font-weight:bold;text-decoration:underline;word-break:break-all;">${escapeHtml(siteUrl)}</a>`
    : `<strong style="word-break:break-all;">${escapeHtml(siteUrl)}</strong>`;
  return `${escapeHtml(before)}${site}${escapeHtml(after)}`;
}

function voucherHtml(view: GiftVoucherView, t: MailT, value: string, senderName: string, recipientName: string): string {
  const e = escapeHtml;
  return `<tr><td style="padding:8px 0 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${BRAND}" style="background:${BRAND};border-radius:12px;">
<tr><td align="center" style="${FONT}padding:24px 16px 0;color:${ON_BRAND_SOFT};font-size:13px;line-height:18px;font-weight:bold;letter-spacing:2px;text-transform:uppercase;">${e(t('forms:gift.voucher'))}</td></tr>
<tr><td align="center" style="${FONT}padding:4px 16px 0;color:${WHITE};font-size:18px;line-height:26px;font-weight:bold;">${e(view.parkName)}</td></tr>
<tr><td align="center" style="${FONT}padding:12px 16px 8px;color:${WHITE};font-size:48px;line-height:56px;font-weight:bold;white-space:nowrap;">${e(value)}</td></tr>
<tr><td align="center" style="${FONT}padding:0 16px 20px;color:${WHITE};font-size:16px;line-height:24px;">${e(t('forms:gift.to', { name: recipientName }))}<br>${e(t('forms:gift.from', { name: senderName }))}</td></tr>
<tr><td style="padding:0 12px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${WHITE}" style="background:${WHITE};border:2px dashed #9dbcf5;border-radius:8px;">
<tr><td align="center" style="${FONT}padding:14px 8px 0;color:${MUTED};font-size:13px;line-height:18px;letter-spacing:1px;text-transform:uppercase;">${e(t('forms:gift.code'))}</td></tr>
<tr><td align="center" style="${MONO}padding:6px 8px 16px;color:${TEXT};font-size:22px;line-height:32px;font-weight:bold;letter-spacing:1px;">${codeHtml(view.code)}</td></tr>
</table></td></tr>
</table></td></tr>`;
}

export async function renderGiftCardRecipient(view: GiftVoucherView): Promise<RenderedMail> {
  const { language, t, value, senderName, senderFirstName, recipientName, message } = wordsOf(view);
  const e = escapeHtml;
  // A complimentary card is the park's own gift: it says so, rather than "<park> sent you a <park> voucher".
  const words = view.complimentary
    ? ({ subject: 'gift.complimentarySubject', intro: 'gift.complimentaryIntro', preheader: 'gift.complimentaryPreheader' } as const)
    : ({ subject: 'gift.subject', intro: 'gift.intro', preheader: 'gift.preheader' } as const);
  const subject = oneLine(t(words.subject, { senderName, parkName: view.parkName }));
  const greeting = t('greeting', { name: greetingName({ fullName: recipientName }, language) });
  const intro = t(words.intro, { senderName, parkName: view.parkName });
  const messageFrom = t('gift.messageFrom', { name: senderFirstName });
  const howTo = t('gift.howTo');
  const balance = t('gift.balance');
  const keepEmail = t('gift.keepEmail');
  const siteLink = isWebUrl(view.siteUrl) ? view.siteUrl : null;

  const text: string[] = [t('gift.heading'), '', greeting, intro, ''];
  text.push(
    `${t('forms:gift.voucher')} – ${view.parkName}`,
    labelled(t, t('gift.value'), value),
    t('forms:gift.to', { name: recipientName }),
    t('forms:gift.from', { name: senderName }),
    labelled(t, t('forms:gift.code'), view.code),
    '',
  );
  if (message) text.push(labelled(t, messageFrom, '').trimEnd(), message, '');
  text.push(howTo, t('gift.redeem', { site: view.siteUrl }), balance, '', keepEmail, '', view.parkName);

  const html = frame({
    language,
    title: subject,
    preheader: t(words.preheader, { value, senderName, parkName: view.parkName }),
    parkName: view.parkName,
    body: `${heading(t('gift.heading'))}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${voucherHtml(view, t, value, senderName, recipientName)}
${message ? `${label(messageFrom, 'padding-bottom:8px;')}\n${quote(message)}\n<tr><td style="padding-bottom:24px;"></td></tr>` : ''}
<tr><td style="${FONT}color:${TEXT};border-top:1px solid ${RULE};padding-top:24px;"><h2 style="margin:0 0 8px;font-size:22px;line-height:28px;color:${TEXT};">${e(howTo)}</h2></td></tr>
${row(redeemHtml(t, view.siteUrl), 'padding-bottom:8px;')}
${row(e(balance), 'padding-bottom:16px;')}
${button(siteLink, t('common:activities.book'))}
${row(e(keepEmail), `color:${MUTED};font-size:14px;line-height:20px;`)}`,
  });

  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

export async function renderGiftCardReceipt(view: GiftCardEmailView): Promise<RenderedMail> {
  const { language, t, money, value, recipientName, message } = wordsOf(view);
  const e = escapeHtml;
  const subject = oneLine(t('giftReceipt.subject', { bookingId: view.bookingId, parkName: view.parkName }));
  const greeting = t('greeting', { name: greetingName(view.sender, language) });
  const intro = t('giftReceipt.intro', { parkName: view.parkName, recipientName });
  const reference = t('forms:gift.purchaseReference');
  const sentTo = t('giftReceipt.sentTo');
  const yourMessage = t('giftReceipt.yourMessage');
  const codeNotHere = t('giftReceipt.codeNotHere', { recipientName });
  const keepEmail = t('giftReceipt.keepEmail');
  const linkUrl = isWebUrl(view.confirmationUrl) ? view.confirmationUrl : null;

  const totals: { label: string; amount: string; strong?: boolean }[] = [{ label: t('gift.value'), amount: value }];
  if (view.cardFee) totals.push({ label: t('cardFee'), amount: money(view.cardFee) });
  totals.push({ label: t('totalPaid'), amount: money(view.total), strong: true });

  const text: string[] = [t('giftReceipt.heading'), '', greeting, intro, ''];
  text.push(labelled(t, reference, view.bookingId), '');
  for (const line of totals) text.push(labelled(t, line.label, line.amount));
  text.push('', labelled(t, sentTo, `${recipientName}${t('aside', { text: view.recipient.email })}`));
  if (message) text.push('', labelled(t, yourMessage, '').trimEnd(), message);
  text.push('', codeNotHere);
  if (linkUrl) text.push('', labelled(t, t('giftReceipt.viewPurchaseText'), linkUrl));
  text.push('', keepEmail, '', view.parkName);

  const html = frame({
    language,
    title: subject,
    preheader: t('giftReceipt.preheader', { value, recipientName }),
    parkName: view.parkName,
    body: `${heading(t('giftReceipt.heading'))}
${row(`${e(greeting)}<br>${e(intro)}`, 'padding-bottom:16px;')}
${referenceBox(reference, view.bookingId)}
${button(linkUrl, t('giftReceipt.viewPurchase'))}
<tr><td style="padding:8px 0 24px;border-top:1px solid ${RULE};"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${moneyRows(totals)}
</table></td></tr>
${label(sentTo, `border-top:1px solid ${RULE};padding-top:16px;`)}
${row(`${e(recipientName)}<br><span style="color:${MUTED};word-break:break-all;">${e(view.recipient.email)}</span>`, 'padding:4px 0 16px;')}
${message ? `${label(yourMessage, 'padding-bottom:8px;')}\n${quote(message)}\n<tr><td style="padding-bottom:16px;"></td></tr>` : ''}
${row(e(codeNotHere), 'padding-bottom:16px;')}
${row(e(keepEmail), `color:${MUTED};font-size:14px;line-height:20px;`)}`,
  });

  return { subject, html, text: `${text.join('\n')}\n`, attachments: [], senderName: oneLine(view.parkName) };
}

/** The outbox's entry for the voucher: sent to the recipient the sender named. */
export const giftCardRecipientMail: MailDefinition<GiftVoucherView> = {
  recipient: (view) => ({ name: oneLine(view.recipient.name), address: view.recipient.email }),
  render: renderGiftCardRecipient,
};

/** The outbox's entry for the receipt: sent to the sender who paid. */
export const giftCardReceiptMail: MailDefinition<GiftCardEmailView> = {
  recipient: (view) => ({ name: wordsOf(view).senderName, address: view.sender.email }),
  render: renderGiftCardReceipt,
};
