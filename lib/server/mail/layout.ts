import { escapeHtml } from '@/lib/domain/escape-html';
import type { Language } from '@/lib/domain/language';

/*
 * What the customer emails share: colours, the font stack, header and link guards, and the pieces of
 * email-client HTML (nested tables, inline styles, no classes, no web fonts, no scripts) that several
 * messages use. Helpers that take `html` expect markup already escaped by the caller; helpers that take
 * `text` escape it themselves.
 */

export const BRAND = '#0059e9';
export const TEXT = '#282f36';
export const MUTED = '#5b6570';
export const RULE = '#e3e7ec';
export const PAGE = '#f3f5f8';
/** A light tint of the brand, behind reference numbers and codes. */
export const TINT = '#eef4ff';
export const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,'PingFang TC','Microsoft JhengHei',sans-serif;";
export const MONO = "font-family:Menlo,Consolas,'Courier New',monospace;";

/** Message headers cannot carry line breaks; a name typed with one must not start a new header. */
export const oneLine = (text: string) => text.replace(/[\r\n\t\u2028\u2029]+/g, ' ').trim();

/** Only web links become links: the URL is ours, but a javascript: or data: URL in a mail must never be clickable. */
export const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** Plain text as HTML: escaped, with its line breaks kept. */
export const textToHtml = (text: string) => escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');

/** A table cell of body text. */
export const cell = (html: string, style = '', span = 1) =>
  `<td${span > 1 ? ` colspan="${span}"` : ''} style="${FONT}color:${TEXT};font-size:16px;line-height:24px;${style}">${html}</td>`;

/** A one-column row of body text. */
export const row = (html: string, style = '') => `<tr>${cell(html, style)}</tr>`;

/** The message's main heading, first in the body. */
export const heading = (text: string) =>
  `<tr><td style="${FONT}color:${TEXT};"><h1 style="margin:0 0 16px;font-size:28px;line-height:34px;color:${TEXT};">${escapeHtml(text)}</h1></td></tr>`;

/** A reference to quote (booking ID, purchase reference): a small label over the value, large, in a tinted box. */
export const referenceBox = (label: string, value: string) => `<tr><td align="center" style="padding:8px 0 24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${TINT}" style="background:${TINT};border-radius:8px;">
<tr><td align="center" style="${FONT}padding:16px 16px 0;color:${MUTED};font-size:14px;line-height:20px;text-transform:uppercase;letter-spacing:1px;">${escapeHtml(label)}</td></tr>
<tr><td align="center" style="${FONT}padding:4px 16px 16px;color:${BRAND};font-size:28px;line-height:36px;font-weight:bold;letter-spacing:1px;white-space:nowrap;">${escapeHtml(value)}</td></tr>
</table></td></tr>`;

/** A centred brand button, or nothing when there is no web link to point it at. */
export const button = (url: string | null, label: string) =>
  url
    ? `<tr><td align="center" style="padding:8px 0 24px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td align="center" bgcolor="${BRAND}" style="border-radius:6px;background:${BRAND};">
<a href="${escapeHtml(url)}" style="${FONT}display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr></table></td></tr>`
    : '';

/** Label-and-amount rows of a money summary; the strong row (the total) is ruled off and larger. */
export const moneyRows = (rows: { label: string; amount: string; strong?: boolean }[]) =>
  rows
    .map(({ label, amount, strong }) => {
      const weight = strong ? `font-weight:bold;font-size:18px;border-top:1px solid ${RULE};padding-top:8px;` : 'padding-top:4px;';
      return `<tr>${cell(escapeHtml(label), weight)}${cell(escapeHtml(amount), `${weight}text-align:right;white-space:nowrap;`)}</tr>`;
    })
    .join('\n');

/**
 * The whole document: a page-coloured background, a white card at most 600 px wide with the park's name in
 * a brand bar, and `body` (table rows) inside it. The preheader is the preview inboxes show beside the subject.
 */
export const frame = ({ language, title, preheader, parkName, body }: { language: Language; title: string; preheader: string; parkName: string; body: string }) => {
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="${e(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${e(title)}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE};">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${e(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE}" style="background:${PAGE};">
<tr><td align="center" style="padding:16px 8px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td bgcolor="${BRAND}" style="${FONT}background:${BRAND};color:#ffffff;font-size:18px;line-height:26px;font-weight:bold;padding:16px 24px;border-radius:8px 8px 0 0;">${e(parkName)}</td></tr>
<tr><td style="padding:24px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
${body}
</table>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
};
