import { eq, inArray, sql } from 'drizzle-orm';
import { string } from 'yup';
import { LANGUAGES, type Language } from '@/lib/domain/language';
import { isStaffRole, type StaffRole } from '@/lib/domain/staff-access';
import { db as processDb, type Database } from '../platform/db/client';
import { locales, parks, staff, staffParks } from '../platform/db/schema';
import { recordStaffAction, type Actor } from './audit';

/** A staff account as every check needs it: who, in which language, which role over which parks. */
export interface StaffMember {
  id: string;
  email: string;
  displayName: string;
  language: Language;
  role: StaffRole;
  parks: string[];
  active: boolean;
}

export interface NewStaff {
  email: string;
  displayName?: string;
  role: string;
  parks: readonly string[];
  language?: string;
}

export type AddStaffResult =
  | { ok: true; staff: StaffMember }
  | { ok: false; code: 'invalidEmail' | 'invalidRole' | 'invalidLanguage' | 'noPark' | 'emailTaken' }
  | { ok: false; code: 'unknownPark'; parks: string[]; known: string[] };

const EMAIL = string().trim().lowercase().email().max(254).required();

/** One person, one account: addresses are compared trimmed and in lower case. */
const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The parks of an account, read with it (staff_parks), sorted. */
const PARKS = sql<string[]>`coalesce((select array_agg(${staffParks.parkId} order by ${staffParks.parkId}) from ${staffParks} where ${staffParks.staffId} = ${staff.id}), '{}')`;

export const STAFF_COLUMNS = {
  id: staff.id,
  email: staff.email,
  displayName: staff.displayName,
  language: staff.language,
  role: staff.role,
  parks: PARKS,
  active: staff.active,
};

/**
 * Adds a staff account with its role and parks, and its audit entry, in one transaction. Expected
 * refusals are data (a taken address, a park that does not exist, naming the ones that do).
 */
export async function addStaff(input: NewStaff, actor: Actor, database: Database = processDb()): Promise<AddStaffResult> {
  if (!EMAIL.isValidSync(input.email)) return { ok: false, code: 'invalidEmail' };
  const email = normaliseEmail(input.email);
  if (!isStaffRole(input.role)) return { ok: false, code: 'invalidRole' };
  const language = input.language ?? 'en';
  if (!(LANGUAGES as readonly string[]).includes(language)) return { ok: false, code: 'invalidLanguage' };
  const wanted = [...new Set(input.parks)].sort();
  if (!wanted.length) return { ok: false, code: 'noPark' };
  const role = input.role;
  return database.transaction(async (tx) => {
    const known = (await tx.select({ id: parks.id }).from(parks).orderBy(parks.id)).map((park) => park.id);
    const unknown = wanted.filter((park) => !known.includes(park));
    if (unknown.length) return { ok: false, code: 'unknownPark', parks: unknown, known };
    const displayName = input.displayName?.trim() || email.split('@')[0];
    const [row] = await tx
      .insert(staff)
      .values({ email, displayName, role, language: language as Language })
      .onConflictDoNothing({ target: staff.email })
      .returning({ id: staff.id });
    if (!row) return { ok: false, code: 'emailTaken' };
    await tx.insert(staffParks).values(wanted.map((parkId) => ({ staffId: row.id, parkId })));
    await recordStaffAction(tx, {
      actor,
      action: 'staff.add',
      subject: `staff:${email}`,
      parkId: null,
      before: null,
      after: { email, displayName, role, language, parks: wanted },
    });
    const member: StaffMember = { id: row.id, email, displayName, language: language as Language, role, parks: wanted, active: true };
    return { ok: true, staff: member };
  });
}

/** The account with this email, if any (active or not). */
export async function findStaffByEmail(email: string, database: Database = processDb()): Promise<StaffMember | null> {
  const [row] = await database.select(STAFF_COLUMNS).from(staff).where(eq(staff.email, normaliseEmail(email)));
  return row ?? null;
}

/** The accounts with these emails that exist (the demo seeds only what is missing). */
export async function existingStaffEmails(emails: readonly string[], database: Database = processDb()): Promise<string[]> {
  if (!emails.length) return [];
  return (await database.select({ email: staff.email }).from(staff).where(inArray(staff.email, emails.map(normaliseEmail)))).map((row) => row.email);
}

/** A park as the back office shows it: its name, and the time zone its day is counted in. */
export interface ParkView {
  id: string;
  name: string;
  timeZone: string;
}

/**
 * These parks, by id, with their time zone (their first locale's: a park's locales share one place).
 * A park with no locale yet counts its day in UTC.
 */
export async function parkViews(ids: readonly string[], database: Database = processDb()): Promise<ParkView[]> {
  if (!ids.length) return [];
  const rows = await database
    .select({ id: parks.id, name: parks.name, timeZone: sql<string | null>`(select ${locales.timeZone} from ${locales} where ${locales.parkId} = ${parks.id} order by ${locales.id} limit 1)` })
    .from(parks)
    .where(inArray(parks.id, [...ids]))
    .orderBy(parks.id);
  return rows.map((row) => ({ ...row, timeZone: row.timeZone ?? 'UTC' }));
}

/** Sets a member's language (en or zh-Hant); false for any other. */
export async function setStaffLanguage(member: StaffMember, language: string, database: Database = processDb()): Promise<boolean> {
  if (!isLanguage(language)) return false;
  await database.update(staff).set({ language }).where(eq(staff.id, member.id));
  return true;
}
