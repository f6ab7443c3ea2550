/*
 * The back office's session cookie (issue #22). Host-only (no Domain attribute), so it goes to ADMIN_HOST
 * alone, never to a park's site; HttpOnly, so no script reads it; SameSite=Strict, so no request another
 * site starts carries it. Over HTTPS it is Secure and named with the `__Host-` prefix, which browsers
 * accept only Secure, host-only and for Path=/: a park's site cannot plant or shadow it. Plain HTTP (the
 * demo on admin.localhost) cannot set such a cookie, and uses the bare name.
 */
const SECURE_NAME = '__Host-sr_staff';
const PLAIN_NAME = 'sr_staff';

const nameFor = (secure: boolean) => (secure ? SECURE_NAME : PLAIN_NAME);
const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The Set-Cookie value that carries a new session's token until it expires. */
export const sessionCookie = (token: string, expiresAt: Date, secure: boolean): string =>
  `${nameFor(secure)}=${token}; ${attributes(secure)}; Expires=${expiresAt.toUTCString()}`;

/** The Set-Cookie value that removes it (signing out). */
export const clearedSessionCookie = (secure: boolean): string => `${nameFor(secure)}=; ${attributes(secure)}; Max-Age=0`;

/** The session token a request's Cookie header carries, under the name for its scheme. */
export function sessionToken(cookieHeader: string | undefined, secure: boolean): string | null {
  const name = nameFor(secure);
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}
