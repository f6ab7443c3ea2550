import { env } from '../platform/config';

/**
 * The back office's origin, as every URL it hands out starts (a sign-in link printed or emailed): the
 * configured scheme, ADMIN_HOST and port, never anything a request said.
 */
export function adminOrigin(): string {
  const config = env();
  return `${config.publicScheme}://${config.ADMIN_HOST}${config.publicPort === null ? '' : `:${config.publicPort}`}`;
}

/** The URL of a one-time sign-in link. */
export const signInUrl = (token: string): string => `${adminOrigin()}/sign-in/link/${token}`;
