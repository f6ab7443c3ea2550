/*
 * The SR2 ticket text: a ticket code signed with the park's Ed25519 private key, so any scanner holding the
 * park's public key alone (no server call, no secret) can refuse a made-up or altered ticket. Unlike SR1
 * (lib/server/orders/signed-ticket-code.ts, an HMAC only the server can check), the verifier here is pure and
 * runs wherever WebCrypto has Ed25519 (Node 20, current browsers).
 *
 *   SR2-KA-T7K3M9QP2XHW-<signature>
 *   │   │  │            └ the 64-byte Ed25519 signature in the ticket alphabet (103 characters of 5 bits)
 *   │   │  └ the ticket's code (tickets.code)
 *   │   └ key id (1–8 characters of the ticket alphabet): which of the park’s keys signed it, so keys can rotate
 *   └ format
 *
 * Why base32 in the ticket alphabet and not base64url: the whole text stays upper case letters and digits
 * without look-alikes, so a QR code encodes it in alphanumeric mode (denser than byte mode for base64url's
 * mixed case) and the gate's reader can upper-case what is typed, as it does for SR1.
 */

export const TICKET_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const SR2_PREFIX = 'SR2';
const SIGNATURE_BYTES = 64;
export const SR2_SIGNATURE_LENGTH = Math.ceil((SIGNATURE_BYTES * 8) / 5); // 103
const KEY_ID = /^[2-9A-HJ-NP-Z]{1,8}$/;
const CODE = /^[23456789A-HJ-NP-Z]{6,32}$/;
const SIGNED = new RegExp(`^${SR2_PREFIX}-([2-9A-HJ-NP-Z]{1,8})-([23456789A-HJ-NP-Z]{6,32})-([23456789A-HJ-NP-Z]{${SR2_SIGNATURE_LENGTH}})$`);

/** One of the park's published keys (GET of the ticket keys): raw 32-byte public key, base64url. */
export type TicketPublicKey = { keyId: string; publicKey: string; algorithm: 'Ed25519' };

/** The bytes the private key signs: the purpose, format and key id are part of it, so a signature over anything else never passes. */
export function ticketSignatureMessage(keyId: string, code: string): Uint8Array {
  return new TextEncoder().encode(`ticket:${SR2_PREFIX}:${keyId}:${code}`);
}

export function isTicketKeyId(keyId: string): boolean {
  return KEY_ID.test(keyId);
}

export function encodeSignature(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5) {
      out += TICKET_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += TICKET_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** The signature bytes, or null when the text is not exactly a 64-byte encoding (stray padding bits refused: one text per signature). */
export function decodeSignature(text: string): Uint8Array | null {
  if (text.length !== SR2_SIGNATURE_LENGTH) return null;
  const out = new Uint8Array(SIGNATURE_BYTES);
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of text) {
    const digit = TICKET_ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 5) | digit) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      if (index < SIGNATURE_BYTES) out[index++] = (value >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
  }
  if (index !== SIGNATURE_BYTES || (value & ((1 << bits) - 1)) !== 0) return null;
  return out;
}

/** The SR2 text for a code, given the signature the private key made over ticketSignatureMessage(keyId, code). */
export function formatSignedTicket(keyId: string, code: string, signature: Uint8Array): string {
  if (!isTicketKeyId(keyId)) throw new Error('Not a ticket key id');
  if (!CODE.test(code)) throw new Error('Not a ticket code');
  if (signature.length !== SIGNATURE_BYTES) throw new Error('Not an Ed25519 signature');
  return `${SR2_PREFIX}-${keyId}-${code}-${encodeSignature(signature)}`;
}

export type ParsedSignedTicket = { keyId: string; code: string; signature: Uint8Array };

/** The parts of an SR2 text, or null for anything else. Whitespace around it and lower case (typed) are forgiven. */
export function parseSignedTicket(text: string): ParsedSignedTicket | null {
  const match = text.trim().toUpperCase().match(SIGNED);
  if (!match) return null;
  const signature = decodeSignature(match[3]);
  return signature ? { keyId: match[1], code: match[2], signature } : null;
}

export type VerifiedSignedTicket = { ok: true; code: string; keyId: string } | { ok: false; reason: 'malformed' | 'unknown-key' | 'forged' };

function base64urlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Whether a scanned text is a ticket the park signed, with its published public keys alone: `malformed` for
 * anything not an SR2 text, `unknown-key` for a key id the park does not publish (retired past use, or made up),
 * `forged` for a signature that does not verify.
 */
export async function verifySignedTicket(text: string, keys: readonly TicketPublicKey[], subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<VerifiedSignedTicket> {
  const parsed = parseSignedTicket(text);
  if (!parsed) return { ok: false, reason: 'malformed' };
  const key = keys.find((candidate) => candidate.keyId === parsed.keyId && candidate.algorithm === 'Ed25519');
  const raw = key ? base64urlBytes(key.publicKey) : null;
  if (!raw || raw.length !== 32) return { ok: false, reason: 'unknown-key' };
  const publicKey = await subtle.importKey('raw', new Uint8Array(raw), { name: 'Ed25519' }, false, ['verify']);
  const valid = await subtle.verify({ name: 'Ed25519' }, publicKey, new Uint8Array(parsed.signature), new Uint8Array(ticketSignatureMessage(parsed.keyId, parsed.code)));
  return valid ? { ok: true, code: parsed.code, keyId: parsed.keyId } : { ok: false, reason: 'forged' };
}
