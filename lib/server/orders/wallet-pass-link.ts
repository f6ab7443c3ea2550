import { walletApplePassPath, walletGooglePassPath } from '@/lib/domain/paths';
import { linkKey, signLink, verifyLink } from '../platform/signed-links';

/*
 * The link to one ticket's wallet passes (lib/server/wallet): a signed link (lib/server/platform/signed-links.ts,
 * as My booking's, ./booking-link.ts) whose subject is the ticket's id and its code. The tickets' email
 * carries it, and a group's organiser forwards that email, so it opens the one ticket's pass and nothing
 * of the booking. The code is part of it: once a move reissues the ticket's code, the old email's link
 * opens nothing (the new tickets' email carries new links), while a pass already installed follows the
 * ticket through Apple's web service (its serial is the id, which a move keeps: ./ticket-changes.ts).
 */

const PURPOSE = 'wallet-pass';
/** A pass is wanted until the visit: the link lives until two days after its session starts, and at least a day. */
const AFTER_SESSION_MS = 2 * 86_400_000;
const AT_LEAST_MS = 86_400_000;

export function signWalletPassLink(ticket: { id: string; code: string; startsAt: Date }, now = new Date()): string {
  const expiresAt = new Date(Math.max(ticket.startsAt.getTime() + AFTER_SESSION_MS, now.getTime() + AT_LEAST_MS));
  return signLink(PURPOSE, `${ticket.id}:${ticket.code}`, expiresAt, linkKey(PURPOSE));
}

/** The ticket (id and code) a pass link names, or why not. */
export function verifyWalletPassLink(token: string, now = new Date()): { ok: true; ticketId: string; code: string } | { ok: false; reason: 'malformed' | 'forged' | 'expired' } {
  const checked = verifyLink(PURPOSE, token, linkKey(PURPOSE), now);
  if (!checked.ok) return checked;
  const match = /^([0-9a-f-]{36}):([23456789A-HJ-NP-Z]{6,32})$/.exec(checked.subject);
  return match ? { ok: true, ticketId: match[1], code: match[2] } : { ok: false, reason: 'malformed' };
}

/** A ticket's wallet links on `origin` (the site it was booked on), for the wallets its park offers. */
export function walletPassUrls(origin: string, ticket: { id: string; code: string; startsAt: Date }, offered: { apple: boolean; google: boolean }): { appleUrl?: string; googleUrl?: string } {
  if (!offered.apple && !offered.google) return {};
  const token = signWalletPassLink(ticket);
  return { ...(offered.apple ? { appleUrl: `${origin}${walletApplePassPath(token)}` } : {}), ...(offered.google ? { googleUrl: `${origin}${walletGooglePassPath(token)}` } : {}) };
}
