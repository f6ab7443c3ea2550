import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * What a ticket's QR code carries (issue #22): the ticket's code and an HMAC-SHA256 of it under
 * TICKET_SIGNING_SECRET, so a gate refuses a made-up or altered code from the signature alone, before any
 * database work; only a code the server issued reaches the tickets table.
 *
 *   SR1-T7K3M9QP2XHW-4N8ZQ2HW7MC3RT5E
 *   │   │            └ signature: the HMAC's first 80 bits, in the ticket alphabet (16 characters)
 *   │   └ the ticket's code (tickets.code)
 *   └ format and key version: a new secret or format takes a new prefix, so old tickets can still be told apart
 *
 * Upper case letters and digits only, without look-alikes, so the same text can be typed at the gate from
 * the email when a camera cannot read it (the reader upper-cases what is typed). 80 bits cannot be
 * guessed: the verification is the server's alone, and an attacker gets one answer per (rate-limited)
 * scan, never an offline oracle.
 */

/** Letters and digits without look-alikes (the ticket codes' own alphabet, lib/server/platform/codes.ts). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const PREFIX = 'SR1';
const SIGNATURE_LENGTH = 16; // × 5 bits = 80 bits
/** A ticket code as issued (order-store.ts newTicketCode), kept loose enough for a longer one later. */
const CODE = /^[23456789A-HJ-NP-Z]{6,32}$/;
const SIGNED = new RegExp(`^${PREFIX}-([23456789A-HJ-NP-Z]{6,32})-([23456789A-HJ-NP-Z]{${SIGNATURE_LENGTH}})$`);

/** A secret too short to resist guessing is a configuration mistake, not a choice. */
export const MIN_SECRET_LENGTH = 32;

function signature(code: string, secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH) throw new Error(`The ticket signing secret must have at least ${MIN_SECRET_LENGTH} characters`);
  // The purpose is part of the message: the same secret can never sign something else that passes as a ticket.
  const mac = createHmac('sha256', secret).update(`ticket:${PREFIX}:${code}`).digest();
  // Five bits at a time from the front of the MAC.
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of mac) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < SIGNATURE_LENGTH) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === SIGNATURE_LENGTH) break;
    value &= (1 << bits) - 1;
  }
  return out;
}

/** The text of a ticket's QR code: its code, signed. */
export function signTicketCode(code: string, secret: string): string {
  if (!CODE.test(code)) throw new Error('Not a ticket code');
  return `${PREFIX}-${code}-${signature(code, secret)}`;
}

export type VerifiedTicketCode = { ok: true; code: string } | { ok: false; reason: 'malformed' | 'forged' };

/**
 * The ticket code in a scanned or typed text, if the server signed it: `malformed` for anything that is
 * not a signed ticket code at all (another QR code, a typo in its shape), `forged` for one whose
 * signature does not match. Whitespace around it and lower case (typed) are forgiven.
 */
export function verifySignedTicketCode(text: string, secret: string): VerifiedTicketCode {
  const match = text.trim().toUpperCase().match(SIGNED);
  if (!match) return { ok: false, reason: 'malformed' };
  const [, code, given] = match;
  const expected = signature(code, secret);
  // Compared in constant time: how long a refusal takes says nothing about how much of it was right.
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected)) ? { ok: true, code } : { ok: false, reason: 'forged' };
}
