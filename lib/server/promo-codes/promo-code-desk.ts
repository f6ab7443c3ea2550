import { desc, eq, sql } from 'drizzle-orm';
import { problemCodeOf, validateForm } from '@/lib/domain/form-validation';
import { textIn, type Language } from '@/lib/domain/language';
import {
  PROMO_CODE_PROBLEM_KEYS,
  promoCodeSchema,
  promoStatus,
  windowDays,
  windowInstants,
  type PromoCodeProblemCode,
  type PromoCodeValues,
  type PromoKind,
  type PromoStatus,
} from '@/lib/domain/promo-code';
import { mayAct } from '@/lib/domain/staff-access';
import { listParkActivities } from '../activities';
import { listLocales, type LocaleRecord } from '../locales';
import { db, type Database } from '../platform/db/client';
import { promoCodes, type PromoCodeRow } from '../platform/db/schema';
import { recordStaffAction, type StaffMember } from '../staff';
import { toPromoRule } from './code-service';

/*
 * Promo codes in the back office (issue #22): a park's codes with their uses, and creating, changing and
 * disabling one, each audited (before and after) in its own transaction. A code's park is its row's; a
 * new code's is the park asked for, which the member must manage. The form's schema
 * (lib/domain/promo-code.ts) runs here again over what the API received, then what only the server
 * knows: the code is free in the park (among its promo codes and its gift cards, which checkout looks up
 * by the same text), the activities are the park's, and a limit is not below the uses already counted.
 * The uses themselves are only ever changed by checkout's atomic update (code-service.ts).
 */

export interface PromoCodeView {
  id: string;
  code: string;
  kind: PromoKind;
  value: number;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  uses: number;
  activityIds: string[];
  status: PromoStatus;
  disabledAt: Date | null;
  createdAt: Date;
}

export interface PromoDesk {
  parkId: string;
  parkName: string;
  currency: string;
  timeZone: string;
  codes: PromoCodeView[];
  activities: { id: string; title: string }[];
}

export interface PromoCodeInput {
  code: string;
  kind: PromoKind;
  value: number;
  validFrom?: string | null;
  validUntil?: string | null;
  maxUses?: number | null;
  activityIds: string[];
}

/** A field of the promo code form, or `form`: the whole action. */
export type PromoCodeFormField = keyof PromoCodeValues | 'form';

export interface FormProblem {
  field: PromoCodeFormField;
  code: PromoCodeProblemCode;
}

export type PromoResult = { kind: 'done'; promoCode: PromoCodeView } | { kind: 'problems'; problems: FormProblem[] } | { kind: 'forbidden' };

interface ParkSettings {
  name: string;
  currency: string;
  timeZone: string;
}

/** A park's currency and time zone (its first site's), and its name in the member's language. */
async function parkSettings(parkId: string, language: Language): Promise<ParkSettings | null> {
  const locales: LocaleRecord[] = (await listLocales()).filter((locale) => locale.parkId === parkId);
  const first = locales[0];
  if (!first) return null;
  const named = language === 'en' ? undefined : locales.find((locale) => locale.locale === language);
  return { name: named?.title ?? first.park?.name ?? parkId, currency: first.currency, timeZone: first.timeZone };
}

function view(row: PromoCodeRow, timeZone: string, now: Date): PromoCodeView {
  const days = windowDays(row.validFrom, row.validUntil, timeZone);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    validFrom: days.from,
    validUntil: days.until,
    maxUses: row.maxUses,
    uses: row.uses,
    activityIds: row.activityIds,
    status: promoStatus({ ...toPromoRule(row), disabledAt: row.disabledAt }, now),
    disabledAt: row.disabledAt,
    createdAt: row.createdAt,
  };
}

/** What the audit keeps of a code's rules. */
const rules = (code: PromoCodeView) => ({
  code: code.code,
  kind: code.kind,
  value: code.value,
  validFrom: code.validFrom,
  validUntil: code.validUntil,
  maxUses: code.maxUses,
  uses: code.uses,
  activityIds: code.activityIds,
  disabled: code.disabledAt !== null,
});

const actorOf = (staff: StaffMember) => ({ staffId: staff.id, email: staff.email });

/** A park's codes (newest first) and activities, for a member who manages its codes; null otherwise. */
export async function promoDesk(staff: StaffMember, parkId: string, now = new Date()): Promise<PromoDesk | null> {
  if (!mayAct(staff, 'managePromoCodes', parkId)) return null;
  const park = await parkSettings(parkId, staff.language);
  if (!park) return null;
  const rows = await db().select().from(promoCodes).where(eq(promoCodes.parkId, parkId)).orderBy(desc(promoCodes.createdAt), promoCodes.code);
  const activities = (await listParkActivities(parkId)).map((activity) => ({ id: activity.id, title: textIn(activity.texts, staff.language).title }));
  return { parkId, parkName: park.name, currency: park.currency, timeZone: park.timeZone, codes: rows.map((row) => view(row, park.timeZone, now)), activities };
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether a unique index refused the write (two codes of one park with the same text, at the same moment). */
const isUniqueViolation = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
};

/** The form checked as the browser checked it, then against the park: the rules to store, or the problems. */
async function checkRules(tx: Tx, parkId: string, park: ParkSettings, input: PromoCodeInput, current: PromoCodeRow | null): Promise<{ ok: true; values: Omit<typeof promoCodes.$inferInsert, 'parkId'> } | { ok: false; problems: FormProblem[] }> {
  const form = await validateForm(promoCodeSchema({ currency: park.currency }), input);
  // The schema's paths are the fields' names (an activity's, activityIds[2], is the list's).
  if (!form.ok) return { ok: false, problems: form.fields.map((field) => ({ field: field.field.replace(/\[\d+\]$/, '') as PromoCodeFormField, code: problemCodeOf(PROMO_CODE_PROBLEM_KEYS, field.message.key, 'failed') })) };
  const values = form.values;
  const problems: FormProblem[] = [];
  const known = new Set((await listParkActivities(parkId)).map((activity) => activity.id));
  const activityIds = [...new Set(values.activityIds)];
  if (activityIds.some((id) => !known.has(id))) problems.push({ field: 'activityIds', code: 'activities' });
  const { rows: taken } = await tx.execute<{ taken: boolean }>(sql`
    select exists (select 1 from promo_codes where park_id = ${parkId} and code = ${values.code} and id is distinct from ${current?.id ?? null}::uuid)
        or exists (select 1 from gift_cards where park_id = ${parkId} and code = ${values.code}) as taken`);
  if (taken[0]?.taken) problems.push({ field: 'code', code: 'codeTaken' });
  if (current && values.maxUses !== null && values.maxUses < current.uses) problems.push({ field: 'maxUses', code: 'belowUses' });
  if (problems.length) return { ok: false, problems };
  const window = windowInstants(values.validFrom, values.validUntil, park.timeZone);
  return {
    ok: true,
    values: { code: values.code, kind: values.kind, value: values.value, validFrom: window.validFrom, validUntil: window.validUntil, maxUses: values.maxUses, activityIds },
  };
}

const codeTaken = (): PromoResult => ({ kind: 'problems', problems: [{ field: 'code', code: 'codeTaken' }] });

/** Creates a code at a park the member manages. */
export async function createPromo(staff: StaffMember, parkId: string, input: PromoCodeInput, now = new Date()): Promise<PromoResult> {
  if (!mayAct(staff, 'managePromoCodes', parkId)) return { kind: 'forbidden' };
  const park = await parkSettings(parkId, staff.language);
  if (!park) return { kind: 'forbidden' };
  try {
    return await db().transaction(async (tx): Promise<PromoResult> => {
      const checked = await checkRules(tx, parkId, park, input, null);
      if (!checked.ok) return { kind: 'problems', problems: checked.problems };
      const [row] = await tx.insert(promoCodes).values({ ...checked.values, parkId }).onConflictDoNothing().returning();
      if (!row) return codeTaken();
      const created = view(row, park.timeZone, now);
      await recordStaffAction(tx, { actor: actorOf(staff), action: 'promoCode.create', subject: `promoCode:${parkId}/${row.code}`, parkId, before: null, after: rules(created) });
      return { kind: 'done', promoCode: created };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return codeTaken();
    throw error;
  }
}

/** A code's row, locked, for a member who manages its park's codes; null when there is none or they may not. */
async function lockPromo(tx: Tx, staff: StaffMember, id: string): Promise<PromoCodeRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  return row && mayAct(staff, 'managePromoCodes', row.parkId) ? row : null;
}

/** Changes a code's rules (its park stays its own); a disabled code is left as it is. */
export async function updatePromo(staff: StaffMember, id: string, input: PromoCodeInput, now = new Date()): Promise<PromoResult> {
  try {
    return await db().transaction(async (tx): Promise<PromoResult> => {
      const current = await lockPromo(tx, staff, id);
      if (!current) return { kind: 'forbidden' };
      const park = await parkSettings(current.parkId, staff.language);
      if (!park) return { kind: 'forbidden' };
      if (current.disabledAt) return { kind: 'problems', problems: [{ field: 'form', code: 'disabled' }] };
      const checked = await checkRules(tx, current.parkId, park, input, current);
      if (!checked.ok) return { kind: 'problems', problems: checked.problems };
      const [row] = await tx.update(promoCodes).set(checked.values).where(eq(promoCodes.id, id)).returning();
      const before = view(current, park.timeZone, now);
      const after = view(row, park.timeZone, now);
      await recordStaffAction(tx, { actor: actorOf(staff), action: 'promoCode.update', subject: `promoCode:${current.parkId}/${current.code}`, parkId: current.parkId, before: rules(before), after: rules(after) });
      return { kind: 'done', promoCode: after };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return codeTaken();
    throw error;
  }
}

/** Disables a code: checkout treats it as unknown from now on. Once; a second time changes and audits nothing. */
export async function disablePromo(staff: StaffMember, id: string, now = new Date()): Promise<PromoResult> {
  return db().transaction(async (tx): Promise<PromoResult> => {
    const current = await lockPromo(tx, staff, id);
    if (!current) return { kind: 'forbidden' };
    const park = await parkSettings(current.parkId, staff.language);
    if (!park) return { kind: 'forbidden' };
    if (current.disabledAt) return { kind: 'done', promoCode: view(current, park.timeZone, now) };
    const [row] = await tx.update(promoCodes).set({ disabledAt: now }).where(eq(promoCodes.id, id)).returning();
    const before = view(current, park.timeZone, now);
    const after = view(row, park.timeZone, now);
    await recordStaffAction(tx, { actor: actorOf(staff), action: 'promoCode.disable', subject: `promoCode:${current.parkId}/${current.code}`, parkId: current.parkId, before: rules(before), after: rules(after) });
    return { kind: 'done', promoCode: after };
  });
}
