import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { env } from './config';

/*
 * A link that is its own permission: `<subject, base64url>.<expiry, unix seconds>.<signature>`, the
 * signature the HMAC-SHA256 of `<purpose>:v1:<subject>:<expiry>` under a key derived for that purpose from
 * the server's secret. The public site reads no cookie (DESIGN.md §8), so whoever holds such a link may
 * do what it is for until it expires, and nothing else: a content preview (issue #23), a visitor's "My
 * booking" page (issue #24). Nothing is stored, so a link cannot be withdrawn before it expires: each
 * purpose keeps its lifetime short for what it opens.
 */

/** The longest token worth reading: subjects are short ids; anything longer is refused before any work. */
const MAX_TOKEN = 400;

export type LinkCheck = { ok: true; subject: string; expiresAt: Date } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

const signature = (key: Buffer, purpose: string, subject: string, expires: number) =>
  createHmac('sha256', key).update(`${purpose}:v1:${subject}:${expires}`).digest();

/**
 * A purpose's key: derived (HKDF-SHA256, the purpose as its label) from TICKET_SIGNING_SECRET, the server
 * secret every production start already requires (lib/server/platform/config.ts). No second secret to
 * deploy, and one purpose's signature can never pass for another's, nor for a ticket's.
 */
export function linkKey(purpose: string): Buffer {
  const secret = env().TICKET_SIGNING_SECRET;
  if (!secret) throw new Error(`TICKET_SIGNING_SECRET is not set: ${purpose} links can be neither signed nor checked`);
  return linkKeyOf(secret, purpose);
}

// Derived once per secret and purpose: every confirmation and My booking page signs or checks a link, and
// HKDF showed in the booking site's CPU profile.
const derivedKeys = new Map<string, Buffer>();

/** A purpose's key from a given secret: what a process without the shop's configuration (a browser test) signs with. */
export function linkKeyOf(secret: string, purpose: string): Buffer {
  const name = `${purpose}\u0000${secret}`;
  let key = derivedKeys.get(name);
  if (!key) derivedKeys.set(name, (key = Buffer.from(hkdfSync('sha256', secret, 'summit-rush', `${purpose}:v1`, 32))));
  return key;
}

/** A token for `subject`, valid until `expiresAt` (to the second). */
export function signLink(purpose: string, subject: string, expiresAt: Date, key: Buffer): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${Buffer.from(subject, 'utf8').toString('base64url')}.${expires}.${signature(key, purpose, subject, expires).toString('base64url')}`;
}

/** Whether a token is ours, for this purpose, untouched and unexpired at `now`; constant-time comparison. */
export function verifyLink(purpose: string, token: string, key: Buffer, now = new Date()): LinkCheck {
  if (token.length > MAX_TOKEN) return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[\w-]+$/.test(parts[0]) || !/^\d{1,12}$/.test(parts[1]) || !/^[\w-]{43}$/.test(parts[2])) return { ok: false, reason: 'malformed' };
  const subject = Buffer.from(parts[0], 'base64url').toString('utf8');
  const expires = Number(parts[1]);
  const given = Buffer.from(parts[2], 'base64url');
  const expected = signature(key, purpose, subject, expires);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subject, expiresAt: new Date(expires * 1000) };
}
