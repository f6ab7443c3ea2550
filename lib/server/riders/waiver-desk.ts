import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@/lib/domain/language';
import { mayAct } from '@/lib/domain/staff-access';
import { normalisedWaiverText, waiverNameProblem, waiverTextProblems, type WaiverProblem } from '@/lib/domain/waiver-desk';
import { db, type Database } from '../platform/db/client';
import { parks, waivers, waiverTexts } from '../platform/db/schema';
import { parkViews, recordStaffAction, type StaffMember } from '../staff';

/*
 * The back office's waiver desk: a park's waivers and every version of their texts, and the two changes a
 * manager makes, a new waiver and a new version of a text in one language. A version is only ever
 * inserted (migration 0019's trigger refuses an update): a signature names the exact version its rider
 * signed. Every change is checked against the member's role for the waiver's own park and audited in its
 * transaction (lib/server/staff/audit.ts).
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;

export interface WaiverVersionRecord {
  id: string;
  version: number;
  title: string;
  body: string;
  createdAt: Date;
  createdBy: string;
}

export interface StaffWaiver {
  id: string;
  name: string;
  createdAt: Date;
  /** One per language, English first; versions newest first. */
  texts: { language: Language; versions: WaiverVersionRecord[] }[];
}

export interface WaiverDesk {
  parkId: string;
  timeZone: string;
  mayEdit: boolean;
  retentionYears: number;
  waivers: StaffWaiver[];
}

/** Refused for the member (no such thing, another park's, a role without the action): the API says FORBIDDEN. */
export type DeskOutcome<T> = { kind: 'forbidden' } | { kind: 'refused'; problem: WaiverProblem } | ({ kind: 'done' } & T);

const FORBIDDEN = { kind: 'forbidden' } as const;
const refused = (problem: WaiverProblem) => ({ kind: 'refused', problem }) as const;
const actorOf = (staff: StaffMember) => ({ staffId: staff.id, email: staff.email });

async function waiverOf(reader: Reader, row: typeof waivers.$inferSelect): Promise<StaffWaiver> {
  const versions = await reader
    .select({ id: waiverTexts.id, language: waiverTexts.language, version: waiverTexts.version, title: waiverTexts.title, body: waiverTexts.body, createdAt: waiverTexts.createdAt, createdBy: waiverTexts.createdBy })
    .from(waiverTexts)
    .where(eq(waiverTexts.waiverId, row.id))
    .orderBy(desc(waiverTexts.version));
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt,
    texts: LANGUAGES.map((language) => ({ language, versions: versions.filter((version) => version.language === language).map(({ language: _language, ...version }) => version) })),
  };
}

/** A park's waivers with their texts, for a member who may read them there; null otherwise. */
export async function waiverDesk(staff: StaffMember, parkId: string): Promise<WaiverDesk | null> {
  if (!mayAct(staff, 'readWaivers', parkId)) return null;
  const [park] = await parkViews([parkId]);
  if (!park) return null;
  const [settings] = await db().select({ retentionYears: parks.waiverRetentionYears }).from(parks).where(eq(parks.id, parkId));
  const rows = await db().select().from(waivers).where(eq(waivers.parkId, parkId)).orderBy(asc(waivers.name), asc(waivers.id));
  const list: StaffWaiver[] = [];
  // One after another: a handful of waivers per park, and each read is one indexed query.
  for (const row of rows) list.push(await waiverOf(db(), row));
  return { parkId, timeZone: park.timeZone, mayEdit: mayAct(staff, 'manageWaivers', parkId), retentionYears: settings.retentionYears, waivers: list };
}

/**
 * A new waiver of the park, by its staff name. A name another waiver of the park has (in any case) is
 * refused, so a retried create finds its first waiver's name taken rather than making a second; the
 * park's row is locked meanwhile, so two creates at once cannot both pass that check.
 */
export async function createWaiver(staff: StaffMember, parkId: string, name: string): Promise<DeskOutcome<{ waiver: StaffWaiver }>> {
  if (!mayAct(staff, 'manageWaivers', parkId)) return FORBIDDEN;
  const problem = waiverNameProblem(name);
  if (problem) return refused(problem);
  const trimmed = name.trim();
  return db().transaction(async (tx) => {
    const [park] = await tx.select({ id: parks.id }).from(parks).where(eq(parks.id, parkId)).for('update');
    if (!park) return FORBIDDEN;
    const [taken] = await tx
      .select({ id: waivers.id })
      .from(waivers)
      .where(and(eq(waivers.parkId, parkId), sql`lower(${waivers.name}) = lower(${trimmed})`));
    if (taken) return refused('nameTaken');
    const [row] = await tx.insert(waivers).values({ id: `${parkId}-waiver-${randomUUID().slice(0, 8)}`, parkId, name: trimmed }).returning();
    await recordStaffAction(tx, { actor: actorOf(staff), action: 'waiver.create', subject: `waiver:${row.id}`, parkId, before: null, after: { name: trimmed } });
    return { kind: 'done' as const, waiver: await waiverOf(tx, row) };
  });
}

export interface NewWaiverText {
  waiverId: string;
  language: Language;
  /** The version the form showed (0: none yet). */
  basedOnVersion: number;
  title: string;
  body: string;
}

/**
 * A new version of a waiver's text in one language, under the waiver's row lock: version n+1, inserted,
 * never a change to n. The text the latest version already has writes nothing and answers that version
 * (`unchanged`): a retried save, or the same save twice, makes one version. A form opened on an older
 * version than the latest is refused as `stale`, so one manager never overwrites another's new text
 * unseen.
 */
export async function saveWaiverText(staff: StaffMember, input: NewWaiverText): Promise<DeskOutcome<{ waiver: StaffWaiver; version: WaiverVersionRecord; unchanged: boolean }>> {
  const [found] = await db().select({ parkId: waivers.parkId }).from(waivers).where(eq(waivers.id, input.waiverId));
  if (!found || !mayAct(staff, 'manageWaivers', found.parkId)) return FORBIDDEN;
  const [problem] = waiverTextProblems(input);
  if (problem) return refused(problem);
  const text = normalisedWaiverText(input);
  return db().transaction(async (tx: Tx) => {
    const [row] = await tx.select().from(waivers).where(eq(waivers.id, input.waiverId)).for('update');
    const [latest] = await tx
      .select()
      .from(waiverTexts)
      .where(and(eq(waiverTexts.waiverId, row.id), eq(waiverTexts.language, input.language)))
      .orderBy(desc(waiverTexts.version))
      .limit(1);
    if (latest && latest.title === text.title && latest.body === text.body) {
      return { kind: 'done' as const, waiver: await waiverOf(tx, row), version: latest, unchanged: true };
    }
    if ((latest?.version ?? 0) !== input.basedOnVersion) return refused('stale');
    const [version] = await tx
      .insert(waiverTexts)
      .values({ waiverId: row.id, language: input.language, version: (latest?.version ?? 0) + 1, title: text.title, body: text.body, createdBy: staff.email })
      .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'waiver.text',
      subject: `waiver:${row.id}`,
      parkId: row.parkId,
      before: latest ? { language: input.language, version: latest.version } : null,
      after: { language: input.language, version: version.version, title: version.title, bodyLength: version.body.length },
    });
    return { kind: 'done' as const, waiver: await waiverOf(tx, row), version, unchanged: false };
  });
}
