import { randomBytes } from 'node:crypto';

/** Letters and digits without look-alikes (0/O, 1/I/L), for codes people read out or type. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Random characters from CODE_ALPHABET: booking ids, ticket codes and gift card codes. */
export function readableCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** 192 random bits, URL-safe: the key of a confirmation page. */
export const randomToken = (): string => randomBytes(24).toString('base64url');
