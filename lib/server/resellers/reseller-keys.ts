import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { db, type Database } from '../platform/db/client';
import { resellers, type ResellerRow } from '../platform/db/schema';

/**
 * Resellers' API keys. A key is 256 random bits after a recognisable prefix (so a leaked one is easy to
 * find in logs and code); only its sha256 is stored, which is enough to find it again, and it is shown once.
 */
export const RESELLER_KEY_PREFIX = 'sr_octo_';

export interface Reseller {
  id: string;
  parkId: string;
  name: string;
  commissionPercent: number;
}

type Executor = Pick<Database, 'insert' | 'update'>;

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
const toReseller = (row: ResellerRow): Reseller => ({ id: row.id, parkId: row.parkId, name: row.name, commissionPercent: row.commissionPercent });

/** The reseller a key belongs to, unless it was revoked; null for any other text. */
export async function resellerByKey(key: string): Promise<Reseller | null> {
  if (!key.startsWith(RESELLER_KEY_PREFIX) || key.length > 100) return null;
  const [row] = await db()
    .select()
    .from(resellers)
    .where(and(eq(resellers.keyHash, keyHash(key)), isNull(resellers.revokedAt)));
  return row ? toReseller(row) : null;
}

/** Makes a reseller of a park and its key; the key is returned here and never again. */
export async function issueResellerKey(
  executor: Executor,
  input: { parkId: string; name: string; commissionPercent: number },
): Promise<{ reseller: Reseller; key: string }> {
  const key = `${RESELLER_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await executor
    .insert(resellers)
    .values({ ...input, keyHash: keyHash(key), keyHint: key.slice(-4) })
    .returning();
  return { reseller: toReseller(row!), key };
}

/** Revokes a reseller's key at once: every later call with it is refused. True when it was open. */
export async function revokeResellerKey(executor: Executor, resellerId: string, now = new Date()): Promise<boolean> {
  const rows = await executor
    .update(resellers)
    .set({ revokedAt: now })
    .where(and(eq(resellers.id, resellerId), isNull(resellers.revokedAt)))
    .returning({ id: resellers.id });
  return rows.length > 0;
}
