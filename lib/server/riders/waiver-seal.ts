import { createHash } from 'node:crypto';

/*
 * The seal of a signed waiver: a sha256 over everything that makes the signature what it is, so a
 * signature whose row was changed afterwards (the table refuses updates: migration 0019) no longer
 * matches its seal. The fields go in as canonical JSON (keys sorted at every level), so the seal never
 * depends on the order a caller built them in.
 */

export interface SealedFields {
  /** The exact text version signed (waiver_texts.id) and its body, so a version can never be swapped under it. */
  waiverTextId: string;
  waiverBody: string;
  /** The rider's details as signed: name, date of birth, height, weight, health answers. */
  rider: Record<string, unknown>;
  signerName: string;
  signerEmail: string | null;
  guardianRelationship: string | null;
  drawing: string | null;
  signedAt: Date;
  clientAddress: string;
  userAgent: string;
}

function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The seal (sha256, hex) of a signature's fields. */
export const waiverSeal = (fields: SealedFields): string => createHash('sha256').update(JSON.stringify(canonical({ seal: 'waiver-signature/1', ...fields }))).digest('hex');
