import { eq } from 'drizzle-orm';
import { env } from '../platform/config';
import { db } from '../platform/db/client';
import { locales } from '../platform/db/schema';

/**
 * Why this start must not serve, if ADMIN_HOST is also a locale's domain: every request for it would be
 * the back office's, and that park's site would be gone. Null when the host is the back office's alone.
 */
export async function adminHostProblem(): Promise<string | null> {
  const host = env().ADMIN_HOST;
  const [clash] = await db().select({ id: locales.id }).from(locales).where(eq(locales.domain, host));
  return clash ? `ADMIN_HOST (${host}) is also the domain of the locale ${clash.id}: give the back office a host name of its own` : null;
}
