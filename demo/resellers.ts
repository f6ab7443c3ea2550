import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../lib/server/platform/db/client';
import { resellers } from '../lib/server/platform/db/schema';
import { issueResellerKey, revokeResellerKey } from '../lib/server/resellers';

/** The demo's reseller of each park that takes bookings, and the site its key is tried on. */
const DEMO_RESELLERS = [
  { parkId: 'queenstown', host: 'nz.localhost' },
  { parkId: 'hong-kong', host: 'hk.localhost' },
  { parkId: 'rotorua', host: 'rotorua.localhost' },
] as const;

export const DEMO_RESELLER_NAME = 'Demo reseller';

/**
 * A fresh OCTO key for each park's demo reseller (docs/octo.md), made at this start, never stored but as its
 * hash, and printed once by the launcher; the previous start's keys are revoked. No key is in the repository.
 */
export async function demoResellerKeys(db: Database, port: number): Promise<string[]> {
  const lines: string[] = [];
  for (const { parkId, host } of DEMO_RESELLERS) {
    const earlier = await db
      .select({ id: resellers.id })
      .from(resellers)
      .where(and(eq(resellers.parkId, parkId), eq(resellers.name, DEMO_RESELLER_NAME), isNull(resellers.revokedAt)));
    for (const { id } of earlier) await revokeResellerKey(db, id);
    const { key } = await issueResellerKey(db, { parkId, name: DEMO_RESELLER_NAME, commissionPercent: 20 });
    lines.push(`curl -H 'Authorization: Bearer ${key}' http://${host}:${port}/octo/v1/products`);
  }
  return lines;
}
