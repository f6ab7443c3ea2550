import { linkKey, signLink, verifyLink } from '../platform/signed-links';

/*
 * A preview link's token (issue #23): a signed link (lib/server/platform/signed-links.ts) whose subject is
 * the page's id. Whoever holds it sees the page's draft until it expires, on the park's own domain, and
 * nothing else. It cannot be withdrawn before it expires, which is why it lives 30 minutes.
 */

export const PREVIEW_MINUTES = 30;

const PURPOSE = 'content-preview';

export type PreviewCheck = { ok: true; pageId: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/** A token for a page's preview, valid until `expiresAt` (to the second). */
export const signPreviewToken = (pageId: string, expiresAt: Date, key: Buffer): string => signLink(PURPOSE, pageId, expiresAt, key);

/** Whether a token is ours, untouched and unexpired at `now`. */
export function verifyPreviewToken(token: string, key: Buffer, now = new Date()): PreviewCheck {
  const checked = verifyLink(PURPOSE, token, key, now);
  return checked.ok ? { ok: true, pageId: checked.subject, expiresAt: checked.expiresAt } : checked;
}

/** The preview key (its own HKDF label, so a preview signature is never another link's or a ticket's). */
export const previewKey = (): Buffer => linkKey(PURPOSE);
