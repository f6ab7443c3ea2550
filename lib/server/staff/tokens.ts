import { createHash, randomBytes } from 'node:crypto';

/*
 * The bearer secrets of the back office (session cookies, sign-in links): 256 random bits from the
 * operating system's generator, and only their SHA-256 is stored. A fast hash is right here: the token
 * is random, not a password, so there is nothing to brute-force, and a lookup must find it by value.
 */

/** A new token, URL- and cookie-safe (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Only a token we could have made is looked up: anything else is refused without a query. */
export const looksLikeToken = (value: string | null | undefined): value is string => !!value && /^[A-Za-z0-9_-]{43}$/.test(value);
