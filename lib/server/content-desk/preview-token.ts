import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { env } from '../platform/config';

/*
 * A preview link's token (issue #23): `<page id, base64url>.<expiry, unix seconds>.<signature>`, the
 * signature the HMAC-SHA256 of `content-preview:v1:<page id>:<expiry>` under a key derived from the
 * server's secret. The public site reads no cookie, so the link itself is the permission: whoever holds
 * it sees the page's draft until it expires, on the park's own domain, and nothing else. Nothing is
 * stored: a link cannot be withdrawn before it expires (30 minutes), which is why it is short.
 */

export const PREVIEW_MINUTES = 30;

/** The longest token worth reading: a page id is short; anything longer is refused before any work. */
const MAX_TOKEN = 400;

export type PreviewCheck = { ok: true; pageId: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const signature = (key: Buffer, pageId: string, expires: number) => createHmac('sha256', key).update(`content-preview:v1:${pageId}:${expires}`).digest();

/** A token for a page's preview, valid until `expiresAt` (to the second). */
export function signPreviewToken(pageId: string, expiresAt: Date, key: Buffer): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${Buffer.from(pageId, 'utf8').toString('base64url')}.${expires}.${signature(key, pageId, expires).toString('base64url')}`;
}

/** Whether a token is ours, untouched and unexpired at `now`; constant-time comparison of the signature. */
export function verifyPreviewToken(token: string, key: Buffer, now = new Date()): PreviewCheck {
  if (token.length > MAX_TOKEN) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[\w-]+$/.test(parts[0]) || !/^\d{1,12}$/.test(parts[1]) || !/^[\w-]{43}$/.test(parts[2])) return { ok: false, reason: 'malformed' };
  const pageId = Buffer.from(parts[0], 'base64url').toString('utf8');
  const expires = Number(parts[1]);
  const given = Buffer.from(parts[2], 'base64url');
  const expected = signature(key, pageId, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, pageId, expiresAt: new Date(expires * 1000) };
}

/**
 * The preview key: derived (HKDF-SHA256, its own label) from TICKET_SIGNING_SECRET, the server secret every
 * production start already requires (lib/server/platform/config.ts), so there is no second secret to
 * deploy, and a preview signature can never be mistaken for a ticket's (different key, different message).
 */
export function previewKey(): Buffer {
  const secret = env().TICKET_SIGNING_SECRET;
  if (!secret) throw new Error('TICKET_SIGNING_SECRET is not set: preview links can be neither signed nor checked');
  return Buffer.from(hkdfSync('sha256', secret, 'summit-rush', 'content-preview:v1', 32));
}
