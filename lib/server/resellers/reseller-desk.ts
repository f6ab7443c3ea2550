import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isResellerId, type ChannelReseller } from '@/lib/domain/order-channel';
import { problemCodeOf, validateForm } from '@/lib/domain/form-validation';
import { RESELLER_PROBLEM_KEYS, resellerSchema, type ResellerProblemCode } from '@/lib/domain/reseller-desk';
import { mayAct } from '@/lib/domain/staff-access';
import { db, type Database } from '../platform/db/client';
import { parks, resellers, type ResellerRow } from '../platform/db/schema';
import { parkViews, recordStaffAction, type StaffMember } from '../staff';
import { issueResellerKey, revokeResellerKey } from './reseller-keys';

/*
 * Resellers in the back office: a park's resellers, making one (and its key, answered once) and revoking
 * one, each audited in its own transaction. Owners only (`manageResellers`), for their own parks: a
 * reseller's park is its row's, a new one's the park asked for. The form's schema
 * (lib/domain/reseller-desk.ts) runs here again over what the API received, then what only the server
 * knows: no other active reseller of the park has the name. That check is also what makes a retried make
 * harmless: the second finds the first's name taken rather than making a second reseller and key (the
 * park's row is locked meanwhile, so two makes at once cannot both pass it). Revoking is idempotent.
 * Neither the key nor its hash is ever listed, audited or logged.
 */

export type ResellerStatus = 'active' | 'revoked';

export interface ResellerView {
  id: string;
  name: string;
  keyHint: string;
  commissionPercent: number;
  status: ResellerStatus;
  createdAt: Date;
  revokedAt: Date | null;
}

export interface ResellerDesk {
  parkId: string;
  parkName: string;
  resellers: ResellerView[];
}

export interface ResellerInput {
  name: string;
  commissionPercent: number;
}

/** A field of the reseller form, or `form`: the whole action. */
export type ResellerFormField = keyof ResellerInput | 'form';

export interface ResellerProblem {
  field: ResellerFormField;
  code: ResellerProblemCode;
}

export type ResellerResult =
  | { kind: 'done'; reseller: ResellerView; key: string | null }
  | { kind: 'problems'; problems: ResellerProblem[] }
  | { kind: 'forbidden' };

const FORBIDDEN = { kind: 'forbidden' } as const;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const view = (row: ResellerRow): ResellerView => ({
  id: row.id,
  name: row.name,
  keyHint: row.keyHint,
  commissionPercent: row.commissionPercent,
  status: row.revokedAt ? 'revoked' : 'active',
  createdAt: row.createdAt,
  revokedAt: row.revokedAt,
});

/** What the audit keeps of a reseller: never its key or the key's hash. */
const audited = (reseller: ResellerView) => ({ name: reseller.name, commissionPercent: reseller.commissionPercent, keyHint: reseller.keyHint, revokedAt: reseller.revokedAt?.toISOString() ?? null });

const actorOf = (staff: StaffMember) => ({ staffId: staff.id, email: staff.email });
const subjectOf = (id: string) => `reseller:${id}`;

/** A park's resellers, newest first, for an owner of the park; null otherwise. */
export async function resellerDesk(staff: StaffMember, parkId: string): Promise<ResellerDesk | null> {
  if (!mayAct(staff, 'manageResellers', parkId)) return null;
  const [park] = await parkViews([parkId]);
  if (!park) return null;
  const rows = await db().select().from(resellers).where(eq(resellers.parkId, parkId)).orderBy(desc(resellers.createdAt), desc(resellers.id));
  return { parkId, parkName: park.name, resellers: rows.map(view) };
}

/** Makes a reseller of a park the member owns, and its key: the answer is the only place the key ever is. */
export async function makeReseller(staff: StaffMember, parkId: string, input: ResellerInput): Promise<ResellerResult> {
  if (!mayAct(staff, 'manageResellers', parkId)) return FORBIDDEN;
  const form = await validateForm(resellerSchema, input);
  if (!form.ok) return { kind: 'problems', problems: form.fields.map((field) => ({ field: field.field as ResellerFormField, code: problemCodeOf(RESELLER_PROBLEM_KEYS, field.message.key, 'failed') })) };
  const { name, commissionPercent } = form.values;
  return db().transaction(async (tx: Tx): Promise<ResellerResult> => {
    // NO KEY UPDATE: one make at a time per park, without holding up rows that merely refer to the park.
    const [park] = await tx.select({ id: parks.id }).from(parks).where(eq(parks.id, parkId)).for('no key update');
    if (!park) return FORBIDDEN;
    const [taken] = await tx
      .select({ id: resellers.id })
      .from(resellers)
      .where(and(eq(resellers.parkId, parkId), isNull(resellers.revokedAt), sql`lower(${resellers.name}) = lower(${name})`));
    if (taken) return { kind: 'problems', problems: [{ field: 'name', code: 'nameTaken' }] };
    const { reseller, key } = await issueResellerKey(tx, { parkId, name, commissionPercent });
    const [row] = await tx.select().from(resellers).where(eq(resellers.id, reseller.id));
    const made = view(row);
    await recordStaffAction(tx, { actor: actorOf(staff), action: 'reseller.create', subject: subjectOf(made.id), parkId, before: null, after: audited(made) });
    return { kind: 'done', reseller: made, key };
  });
}

/** Revokes a reseller's key at once. Once: revoking a revoked reseller changes and audits nothing. */
export async function revokeReseller(staff: StaffMember, id: string, now = new Date()): Promise<ResellerResult> {
  if (!isResellerId(id)) return FORBIDDEN;
  return db().transaction(async (tx: Tx): Promise<ResellerResult> => {
    const [current] = await tx.select().from(resellers).where(eq(resellers.id, id)).for('update');
    if (!current || !mayAct(staff, 'manageResellers', current.parkId)) return FORBIDDEN;
    if (current.revokedAt) return { kind: 'done', reseller: view(current), key: null };
    await revokeResellerKey(tx, id, now);
    const revoked = view({ ...current, revokedAt: now });
    await recordStaffAction(tx, { actor: actorOf(staff), action: 'reseller.revoke', subject: subjectOf(id), parkId: current.parkId, before: audited(view(current)), after: audited(revoked) });
    return { kind: 'done', reseller: revoked, key: null };
  });
}

/** Resellers by id (as orders name them in channel_source), with their park: ids that are not a reseller's are left out. */
export async function resellersById(ids: readonly string[]): Promise<Map<string, ChannelReseller>> {
  const wanted = [...new Set(ids.filter(isResellerId).map((id) => id.toLowerCase()))];
  if (!wanted.length) return new Map();
  const rows = await db().select({ id: resellers.id, name: resellers.name, parkId: resellers.parkId }).from(resellers).where(inArray(resellers.id, wanted));
  return new Map(rows.map((row) => [row.id, { name: row.name, parkId: row.parkId }]));
}
