import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { formatSignedTicket, ticketSignatureMessage, type TicketPublicKey } from '../../domain/ticket-signature';

/*
 * The server's half of SR2 tickets (lib/domain/ticket-signature.ts): signing with the park's Ed25519 private
 * key, with Node's own crypto. The key is given as PKCS8, either PEM or base64 DER (one line fits an env file).
 */

export function ticketPrivateKey(setting: string): KeyObject {
  const text = setting.trim();
  const key = text.startsWith('-----BEGIN')
    ? createPrivateKey(text)
    : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('The ticket signing key must be an Ed25519 private key');
  return key;
}

/** The SR2 text of a ticket's QR code. */
export function signTicketCodeEd25519(code: string, keyId: string, privateKey: KeyObject): string {
  // Ed25519 takes no digest name: null.
  const signature = sign(null, ticketSignatureMessage(keyId, code), privateKey);
  return formatSignedTicket(keyId, code, new Uint8Array(signature));
}

/** What the park publishes for a private key: its raw 32-byte public key, base64url. */
export function publishedTicketKey(keyId: string, privateKey: KeyObject): TicketPublicKey {
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  if (typeof jwk.x !== 'string') throw new Error('Not an Ed25519 key');
  return { keyId, publicKey: jwk.x, algorithm: 'Ed25519' };
}
