import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addDays } from '@/lib/domain/calendar';
import { parkDate } from '@/lib/domain/day-sheet';
import { textIn } from '@/lib/domain/language';
import { RESOURCE_CHECK_DAYS, resourceDayProblem, resourceProblem, type ResourceInput, type ResourceProblem } from '@/lib/domain/resource-desk';
import { shortOf, type ResourceNeed } from '@/lib/domain/resources';
import { mayAct } from '@/lib/domain/staff-access';
import { parkTime } from '@/lib/domain/time';
import { getCatalogue, isOnSale } from '../activities';
import { listLocales } from '../locales';
import { recordChange } from '../platform/changes';
import { db, type Database } from '../platform/db/client';
import { placesChanged, resourceNeeds } from '../sessions';
import { recordStaffAction, type StaffMember } from '../staff';

/*
 * Resources in the back office (manageSchedules, for the resource's own park): a park's harness sets,
 * guides and boats, their usual counts, a day's own count, and what each activity consumes. A change that
 * leaves sessions with sold places short is answered with those sessions first, and saved only when staff
 * confirm; the day sheet then flags them (lib/server/day-sheet). Every change is audited and told to every
 * instance, whose calendars count it at once (lib/server/sessions/places-left.ts).
 */

const ACTION = 'manageSchedules';

export interface ResourceUseView {
  activityId: string;
  activityName: string;
  quantity: number;
  perPlaces: number;
}

export interface ResourceDayView {
  date: string;
  count: number;
  note: string | null;
}

export interface ResourceView {
  id: string;
  name: string;
  count: number;
  uses: ResourceUseView[];
  /** Days from today on with a count of their own, in order. */
  days: ResourceDayView[];
}

export interface ShortSession {
  sessionId: string;
  activityName: string;
  date: string;
  startTime: string;
  /** What the session's places take of the resource. */
  own: number;
  /** The most in use at a moment of it, its own included. */
  need: number;
}

export type ResourceOutcome =
  | { kind: 'saved'; resource: ResourceView }
  | { kind: 'short'; sessions: ShortSession[] }
  | { kind: 'refused'; problem: ResourceProblem }
  | { kind: 'forbidden' };

interface Options {
  now?: Date;
  database?: Database;
}

async function parkZone(parkId: string): Promise<{ timeZone: string; hosts: string[] } | null> {
  const locales = (await listLocales()).filter((locale) => locale.parkId === parkId);
  return locales[0] ? { timeZone: locales[0].timeZone, hosts: locales.map((locale) => locale.domain) } : null;
}

/** The park's activities that sell sessions, by id, with their names in the member's language. */
async function bookableActivities(parkId: string, staff: StaffMember): Promise<Map<string, string>> {
  const catalogue = await getCatalogue();
  return new Map(
    catalogue.activities
      .filter((activity) => activity.parkId === parkId && isOnSale(activity) && (activity.type === 'BookableActivity' || activity.type === 'ComboActivity'))
      .map((activity) => [activity.id, textIn(activity.texts, staff.language).title]),
  );
}

/** A park's resources, with what uses them and the days from `today` that have their own count. Three statements. */
export async function readResources(staff: StaffMember, parkId: string, { now = new Date(), database = db() }: Options = {}) {
  if (!mayAct(staff, ACTION, parkId)) return null;
  const zone = await parkZone(parkId);
  const activities = await bookableActivities(parkId, staff);
  const today = zone ? parkDate(now, zone.timeZone) : '1970-01-01';
  const [{ rows: resources }, { rows: uses }, { rows: days }] = await Promise.all([
    database.execute<{ id: string; name: string; count: number }>(sql`select id, name, count from resources where park_id = ${parkId} order by name`),
    database.execute<{ resource_id: string; activity_id: string; quantity: number; per_places: number }>(sql`
      select ar.resource_id, ar.activity_id, ar.quantity, ar.per_places from activity_resources ar join resources r on r.id = ar.resource_id
      where r.park_id = ${parkId} order by ar.activity_id`),
    database.execute<{ resource_id: string; day: string; count: number; note: string | null }>(sql`
      select d.resource_id, to_char(d.day, 'YYYY-MM-DD') as day, d.count, d.note from resource_days d join resources r on r.id = d.resource_id
      where r.park_id = ${parkId} and d.day >= ${today}::date order by d.day`),
  ]);
  return {
    activities: [...activities].map(([id, name]) => ({ id, name })),
    resources: resources.map(
      (resource): ResourceView => ({
        ...resource,
        uses: uses
          .filter((use) => use.resource_id === resource.id)
          .map((use) => ({ activityId: use.activity_id, activityName: activities.get(use.activity_id) ?? use.activity_id, quantity: use.quantity, perPlaces: use.per_places })),
        days: days.filter((day) => day.resource_id === resource.id).map((day) => ({ date: day.day, count: day.count, note: day.note })),
      }),
    ),
  };
}

async function parkOfResource(database: Pick<Database, 'execute'>, resourceId: string): Promise<string | null> {
  const { rows } = await database.execute<{ park_id: string }>(sql`select park_id from resources where id = ${resourceId}`);
  return rows[0]?.park_id ?? null;
}

/** The sessions with places taken that `count` would leave short: on `days` (a day's own count), or on every day without one of its own. */
async function shortSessions(tx: Pick<Database, 'execute'>, staff: StaffMember, resourceId: string, count: number, days: { from: string; to: string }, except: ReadonlySet<string>, now: Date): Promise<ShortSession[]> {
  const needs = (await resourceNeeds(tx, resourceId, days.from, days.to, now)).filter((need) => !except.has(need.day));
  const catalogue = await getCatalogue();
  const names = new Map(catalogue.activities.map((activity) => [activity.id, textIn(activity.texts, staff.language).title]));
  const { rows } = await tx.execute<{ time_zone: string }>(sql`select time_zone from resources where id = ${resourceId}`);
  const timeZone = rows[0]?.time_zone ?? 'UTC';
  return shortOf(needs, count).map((need: ResourceNeed) => ({
    sessionId: need.sessionId,
    activityName: names.get(need.activityId) ?? need.activityId,
    date: need.day,
    startTime: parkTime(need.startsAt, { timeZone }),
    own: need.own,
    need: need.need,
  }));
}

/** Tells every instance (and this one) that places changed for the activities using the resource. */
async function announce(tx: Pick<Database, 'execute'>, parkId: string, activityIds: string[]) {
  const zone = await parkZone(parkId);
  if (activityIds.length) await recordChange(tx, { kind: 'sessions', parkId, activityIds, hosts: zone?.hosts ?? [] });
}

async function viewOf(staff: StaffMember, parkId: string, resourceId: string, now: Date, database: Database): Promise<ResourceView> {
  const read = await readResources(staff, parkId, { now, database });
  return read!.resources.find((resource) => resource.id === resourceId)!;
}

/**
 * Adds or changes a resource: its name, usual count and what each activity consumes. A usual count that
 * leaves sessions short (over the calendar's range, days with a count of their own aside) is answered with
 * them unless `confirmShort`.
 */
export async function saveResource(staff: StaffMember, input: ResourceInput & { confirmShort: boolean }, { now = new Date(), database = db() }: Options = {}): Promise<ResourceOutcome> {
  const parkId = input.id ? await parkOfResource(database, input.id) : input.parkId;
  if (input.id && !parkId) return { kind: 'refused', problem: 'UNKNOWN_RESOURCE' };
  if (!parkId || !mayAct(staff, ACTION, parkId)) return { kind: 'forbidden' };
  const zone = await parkZone(parkId);
  if (!zone) return { kind: 'forbidden' };
  const problem = resourceProblem(input, new Set((await bookableActivities(parkId, staff)).keys()));
  if (problem) return { kind: 'refused', problem };
  const id = input.id ?? `${parkId}-${randomUUID()}`;
  const name = input.name.trim();
  const outcome = await database.transaction(async (tx): Promise<ResourceOutcome> => {
    const { rows: before } = await tx.execute<{ name: string; count: number }>(sql`select name, count from resources where id = ${id} for update`);
    const { rows: taken } = await tx.execute(sql`select 1 from resources where park_id = ${parkId} and lower(name) = lower(${name}) and id <> ${id}`);
    if (taken.length) return { kind: 'refused', problem: 'NAME_TAKEN' };
    const { rows: oldUses } = await tx.execute<{ activity_id: string; quantity: number; per_places: number }>(sql`select activity_id, quantity, per_places from activity_resources where resource_id = ${id}`);
    if (before[0]) {
      await tx.execute(sql`update resources set name = ${name}, count = ${input.count} where id = ${id}`);
    } else {
      await tx.execute(sql`insert into resources (id, park_id, name, count, time_zone) values (${id}, ${parkId}, ${name}, ${input.count}, ${zone.timeZone})`);
    }
    await tx.execute(sql`delete from activity_resources where resource_id = ${id}`);
    for (const use of input.uses) {
      await tx.execute(sql`insert into activity_resources (activity_id, resource_id, quantity, per_places) values (${use.activityId}, ${id}, ${use.quantity}, ${use.perPlaces})`);
    }
    // Counted with the new rules and count in place, under the resource's lock: a sale waits, then counts them.
    if (!input.confirmShort) {
      const today = parkDate(now, zone.timeZone);
      const { rows: own } = await tx.execute<{ day: string }>(sql`select to_char(day, 'YYYY-MM-DD') as day from resource_days where resource_id = ${id}`);
      const short = await shortSessions(tx, staff, id, input.count, { from: today, to: addDays(today, RESOURCE_CHECK_DAYS) }, new Set(own.map((row) => row.day)), now);
      // Thrown, so the transaction gives back what was written to count them.
      if (short.length) throw new ShortAnswer(short);
    }
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: 'resource.save',
      subject: `resource:${id}`,
      parkId,
      before: before[0] ? { ...before[0], uses: oldUses } : null,
      after: { name, count: input.count, uses: input.uses },
    });
    await announce(tx, parkId, [...new Set([...oldUses.map((use) => use.activity_id), ...input.uses.map((use) => use.activityId)])]);
    return { kind: 'saved', resource: { id, name, count: input.count, uses: [], days: [] } };
  }).catch((error: unknown) => {
    if (error instanceof ShortAnswer) return { kind: 'short' as const, sessions: error.sessions };
    throw error;
  });
  if (outcome.kind !== 'saved') return outcome;
  placesChanged();
  return { kind: 'saved', resource: await viewOf(staff, parkId, id, now, database) };
}

/** The sessions a change would leave short, thrown out of its transaction. */
class ShortAnswer extends Error {
  constructor(readonly sessions: ShortSession[]) {
    super('sessions short');
  }
}

/**
 * Gives a resource its own count for one day ("2 guides off sick"), or puts the usual one back (null).
 * Sessions that day with places taken that the count leaves short are answered first, unless `confirmShort`.
 */
export async function setResourceDay(
  staff: StaffMember,
  input: { resourceId: string; date: string; count: number | null; note: string | null; confirmShort: boolean },
  { now = new Date(), database = db() }: Options = {},
): Promise<ResourceOutcome> {
  const parkId = await parkOfResource(database, input.resourceId);
  if (!parkId) return { kind: 'refused', problem: 'UNKNOWN_RESOURCE' };
  if (!mayAct(staff, ACTION, parkId)) return { kind: 'forbidden' };
  const problem = resourceDayProblem(input.date, input.count, input.note);
  if (problem) return { kind: 'refused', problem };
  const note = input.note?.trim() || null;
  const outcome = await database.transaction(async (tx): Promise<ResourceOutcome> => {
    const { rows: resource } = await tx.execute<{ count: number }>(sql`select count from resources where id = ${input.resourceId} for update`);
    const { rows: before } = await tx.execute<{ count: number; note: string | null }>(sql`select count, note from resource_days where resource_id = ${input.resourceId} and day = ${input.date}::date`);
    const count = input.count ?? resource[0].count;
    if (!input.confirmShort) {
      const short = await shortSessions(tx, staff, input.resourceId, count, { from: input.date, to: input.date }, new Set(), now);
      if (short.length) return { kind: 'short', sessions: short };
    }
    await tx.execute(
      input.count === null
        ? sql`delete from resource_days where resource_id = ${input.resourceId} and day = ${input.date}::date`
        : sql`insert into resource_days (resource_id, day, count, note) values (${input.resourceId}, ${input.date}::date, ${input.count}, ${note})
              on conflict (resource_id, day) do update set count = excluded.count, note = excluded.note`,
    );
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: 'resource.day',
      subject: `resource:${input.resourceId}`,
      parkId,
      before: { date: input.date, count: before[0]?.count ?? resource[0].count, note: before[0]?.note ?? null },
      after: { date: input.date, count, note: input.count === null ? null : note },
    });
    const { rows: users } = await tx.execute<{ activity_id: string }>(sql`select activity_id from activity_resources where resource_id = ${input.resourceId}`);
    await announce(
      tx,
      parkId,
      users.map((row) => row.activity_id),
    );
    return { kind: 'saved', resource: { id: input.resourceId, name: '', count: resource[0].count, uses: [], days: [] } };
  });
  if (outcome.kind !== 'saved') return outcome;
  placesChanged();
  return { kind: 'saved', resource: await viewOf(staff, parkId, input.resourceId, now, database) };
}
