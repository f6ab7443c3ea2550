import { env } from '../platform/config';
import { signTicketCode } from './signed-ticket-code';

/**
 * The process's key, TICKET_SIGNING_SECRET. A production start refuses to run without one
 * (productionProblems, lib/server/platform/config.ts); the demo launcher makes one per data directory,
 * and the tests set theirs. Anywhere else its absence is said here, where a ticket is signed or checked:
 * there is no default key, which every copy of the repository would share.
 */
export function ticketSigningSecret(): string {
  const secret = env().TICKET_SIGNING_SECRET;
  if (!secret) throw new Error('TICKET_SIGNING_SECRET is not set: tickets can be neither signed nor checked');
  return secret;
}

/** The text of a ticket's QR code (and what is typed at the gate when a camera cannot read it), under the process's key. */
export const ticketQrText = (code: string): string => signTicketCode(code, ticketSigningSecret());
