import type { KeyObject } from 'node:crypto';
import { verifySignedTicket, type TicketPublicKey } from '@/lib/domain/ticket-signature';
import { env } from '../platform/config';
import { signTicketCode, verifySignedTicketCode, type VerifiedTicketCode } from './signed-ticket-code';
import { publishedTicketKey, signTicketCodeEd25519, ticketPrivateKey } from './ticket-signing-key';

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

interface TicketSigner {
  setting: string;
  keyId: string;
  privateKey: KeyObject;
  /** The current key's public half first, then the retired ones still admitting (TICKET_PREVIOUS_KEYS). */
  published: TicketPublicKey[];
}
let signer: TicketSigner | undefined;

/** The process's Ed25519 key (TICKET_SIGNING_KEY), parsed once per setting; its absence said as the secret's is. */
function ticketSigner(): TicketSigner {
  const { TICKET_SIGNING_KEY: setting, TICKET_SIGNING_KEY_ID: keyId, TICKET_PREVIOUS_KEYS: previous } = env();
  if (!setting) throw new Error('TICKET_SIGNING_KEY is not set: tickets can be neither signed nor checked offline');
  const key = `${setting}|${keyId}|${previous ?? ''}`;
  if (signer?.setting !== key) {
    const privateKey = ticketPrivateKey(setting);
    const retired = (previous ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [id, publicKey] = entry.split(':');
        return { keyId: id, publicKey, algorithm: 'Ed25519' as const };
      })
      .filter((entry) => entry.keyId !== keyId);
    signer = { setting: key, keyId, privateKey, published: [publishedTicketKey(keyId, privateKey), ...retired] };
  }
  return signer;
}

/**
 * The text of a ticket's QR code: SR2, its code signed with the park's Ed25519 key, which any scanner
 * checks with the published public keys alone, with or without a network (lib/domain/ticket-signature.ts).
 */
export const ticketQrText = (code: string): string => {
  const { keyId, privateKey } = ticketSigner();
  return signTicketCodeEd25519(code, keyId, privateKey);
};

/**
 * What is printed under the QR code to be typed at the gate when a camera cannot read it: SR1, 33
 * characters (an Ed25519 signature alone is 103), which only the server checks. The codes mailed before
 * SR2 are SR1 too, and keep admitting.
 */
export const ticketTypedText = (code: string): string => signTicketCode(code, ticketSigningSecret());

/** The public keys scanners check SR2 codes with (GET /api/ticket-keys). */
export const publishedTicketKeys = (): TicketPublicKey[] => ticketSigner().published;

/**
 * The ticket a scanned or typed text names, if the park signed it: a QR code's SR2 text (checked with
 * the published keys) or a typed or older SR1 one (the server's HMAC). A key the park does not publish
 * is as good as a forgery.
 */
export async function verifyScannedTicket(text: string): Promise<VerifiedTicketCode> {
  if (!/^\s*SR2-/i.test(text)) return verifySignedTicketCode(text, ticketSigningSecret());
  const verified = await verifySignedTicket(text, publishedTicketKeys());
  return verified.ok ? { ok: true, code: verified.code } : { ok: false, reason: verified.reason === 'malformed' ? 'malformed' : 'forged' };
}
