import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client, type Pool } from 'pg';
// The functions the GraphQL resolvers call, from their own files: the capabilities' index.ts keep them to their resolvers.
import { addToCart } from '@/lib/server/carts/cart-service';
import { readDashboard } from '@/lib/server/dashboard';
import { readDaySheet, readSessionManifest } from '@/lib/server/day-sheet';
import { scanTicket } from '@/lib/server/check-in';
import { findLocaleById } from '@/lib/server/locales';
import { findMyBooking } from '@/lib/server/my-booking';
import { searchOrders, ticketTypedText } from '@/lib/server/orders';
import { readGiftCardReport, readJournals, readOccupancyReport, readSalesReport } from '@/lib/server/reports';
import { findDayLoads, findSessionsBetween } from '@/lib/server/sessions/session-repository';
import { addStaff, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { searchAudit } from '@/lib/server/staff/audit';
import type { Database } from '@/lib/server/platform/db/client';
import { preparable } from '@/lib/server/platform/db/prepared-statements';

/**
 * The hot queries (docs/performance.md, "Query plans"), each run through the app's own function on a
 * generated season, every statement it sends recorded, then each one EXPLAINed (FORMAT JSON) with the
 * values it was sent with. What a statement's plan reads by a sequential scan is named, so a test can
 * refuse one on the big tables, and the plan's node types are kept, so plans at two scales can be compared.
 */
export const BIG_TABLES = ['orders', 'tickets', 'holds', 'ticket_check_ins'] as const;

export interface StatementPlan {
  query: string;
  text: string;
  /** The plan's node types, depth first, with the relation each scan reads: its shape. */
  shape: string[];
  seqScans: string[];
  /**
   * Those of the generic plan, for a statement with values the app prepares (lib/server/platform/db/
   * prepared-statements.ts): PostgreSQL may keep it after five runs when it costs no more. Null for one
   * not prepared.
   */
  genericSeqScans: string[] | null;
}

interface Recorded {
  text: string;
  values: unknown[];
}

/** What the hot queries are asked about: the busiest activity, day and session of the season, and some of its orders. */
export interface SeasonFixture {
  parkId: string;
  localeId: string;
  activityId: string;
  /** Its duration, which its shared resources' sweep needs (lib/server/sessions/places-left.ts). */
  activityMinutes: number | null;
  activitySlug: string;
  variationId: string;
  timeZone: string;
  busyDay: string;
  busySessionId: string;
  futureSessionId: string;
  email: string;
  /** A visitor's full name, as staff type it when one calls. */
  name: string;
  bookingId: string;
  ticketCode: string;
  monthFrom: string;
  monthTo: string;
}

export async function seasonFixture(pool: Pool, now: Date): Promise<SeasonFixture> {
  const one = async <T extends object>(text: string, values: unknown[] = []): Promise<T> => {
    const { rows } = await pool.query(text, values);
    if (!rows.length) throw new Error(`The season has nothing for: ${text}`);
    return rows[0] as T;
  };
  const activity = await one<{ activity_id: string; duration_minutes: number | null; slug: string; park_id: string; time_zone: string; variation_id: string }>(
    `select i.activity_id, a.duration_minutes, a.slug, a.park_id, s.time_zone, (select v.id from variations v where v.activity_id = a.id order by v.sort_order limit 1) as variation_id
     from order_items i join activities a on a.id = i.activity_id join schedules s on s.activity_id = a.id
     group by 1, 2, 3, 4, 5, a.id order by count(*) desc limit 1`,
  );
  const locale = await one<{ id: string }>(`select l.id from locales l join payment_gateways g on g.locale_id = l.id where l.park_id = $1 order by l.id limit 1`, [activity.park_id]);
  const busy = await one<{ day: string; session_id: string }>(
    `select to_char((s.starts_at at time zone $2)::date, 'YYYY-MM-DD') as day, s.id as session_id
     from sessions s where s.activity_id = $1 and s.starts_at < $3 order by s.sold desc, s.starts_at desc limit 1`,
    [activity.activity_id, activity.time_zone, now],
  );
  const future = await one<{ id: string }>(
    `select id from sessions where activity_id = $1 and starts_at > $2::timestamptz + interval '2 days' and sold + 6 <= capacity order by starts_at limit 1`,
    [activity.activity_id, now],
  );
  // The nearest paid booking still to come. Within two weeks, not three days: the demo's year (scale
  // 0.002) has a handful of bookings a day, and on 2026-12-06 none of its site's in the next three.
  const order = await one<{ email: string; name: string; booking_id: string; code: string }>(
    `select o.customer->>'email' as email, (o.customer->>'firstName') || ' ' || (o.customer->>'lastName') as name, o.booking_id, t.code
     from orders o join order_items i on i.order_id = o.id join tickets t on t.order_item_id = i.id join sessions s on s.id = coalesce(t.session_id, i.session_id)
     where o.status = 'paid' and o.locale_id = $1 and t.cancelled_at is null and s.starts_at > $2 and s.starts_at < $2::timestamptz + interval '14 days'
       and not exists (select 1 from ticket_check_ins c where c.ticket_id = t.id)
     order by s.starts_at, o.created_at limit 1`,
    [locale.id, now],
  );
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return {
    parkId: activity.park_id,
    localeId: locale.id,
    activityId: activity.activity_id,
    activityMinutes: activity.duration_minutes,
    activitySlug: activity.slug,
    variationId: activity.variation_id,
    timeZone: activity.time_zone,
    busyDay: busy.day,
    busySessionId: busy.session_id,
    futureSessionId: future.id,
    email: order.email,
    name: order.name,
    bookingId: order.booking_id,
    ticketCode: order.code,
    monthFrom: monthStart.toISOString().slice(0, 10),
    monthTo: monthEnd.toISOString().slice(0, 10),
  };
}

const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Whether the app refused the read as not the staff member's: such a read measures and plans nothing of it. */
const refused = (result: unknown): boolean =>
  typeof result === 'object' && result !== null && (('ok' in result && result.ok === false && 'code' in result && result.code === 'forbidden') || ('verdict' in result && result.verdict === 'notAllowed'));

/** Each hot query, as the app runs it: the function and what it is asked. A read refused to `staff` throws. */
export function hotQueries(database: Database, fixture: SeasonFixture, staff: StaffMember, now: Date): Record<string, () => Promise<unknown>> {
  const queries = queriesOf(database, fixture, staff, now);
  return Object.fromEntries(
    Object.entries(queries).map(([name, run]) => [
      name,
      async () => {
        const result = await run();
        if (refused(result)) throw new Error(`${name}: refused to ${staff.email}, who must be allowed park ${fixture.parkId}`);
        return result;
      },
    ]),
  );
}

function queriesOf(database: Database, fixture: SeasonFixture, staff: StaffMember, now: Date): Record<string, () => Promise<unknown>> {
  const today = now.toISOString().slice(0, 10);
  const options = { now, database };
  return {
    'availability 90 days': () => findDayLoads(database, { id: fixture.activityId, durationMinutes: fixture.activityMinutes }, fixture.timeZone, today, dayAfter(today, 89), now),
    'add to cart': () =>
      addToCart({ anonymousToken: randomUUID(), localeId: fixture.localeId, parkId: fixture.parkId, activitySlug: fixture.activitySlug, sessionId: fixture.futureSessionId, tickets: [{ variationId: fixture.variationId, quantity: 2 }] }, now),
    'check-in scan': () => scanTicket(staff, { text: ticketTypedText(fixture.ticketCode), parkId: fixture.parkId }, options),
    'day sheet of a busy day': () => readDaySheet(staff, fixture.parkId, fixture.busyDay, options),
    'session manifest of a busy session': () => readSessionManifest(staff, fixture.busySessionId, { database }),
    'order search by email': () => searchOrders(database, { parkIds: [fixture.parkId], text: fixture.email, limit: 20 }),
    'order search by name': () => searchOrders(database, { parkIds: [fixture.parkId], text: fixture.name, limit: 20 }),
    'order search by booking ID': () => searchOrders(database, { parkIds: [fixture.parkId], text: fixture.bookingId, limit: 20 }),
    'order search by a busy day': () => searchOrders(database, { parkIds: [fixture.parkId], date: fixture.busyDay, limit: 20 }),
    // The owner's audit screen, an order's entries by its booking ID (the process's database: measure.ts hands it over).
    'audit search by a booking ID': () => searchAudit({ subject: fixture.bookingId, limit: 50 }),
    'find my booking': async () => {
      // Asked again and again of one address and email, as no visitor would: its rate limit forgotten first.
      await database.execute(sql`delete from rate_limits`);
      const locale = (await findLocaleById(fixture.localeId))!;
      return findMyBooking({ locale, origin: 'https://season.test', clientAddress: '203.0.113.9', form: { email: fixture.email, bookingId: fixture.bookingId } }, now, database);
    },
    dashboard: () => readDashboard(staff, fixture.parkId, options),
    "a month's sales report": () => readSalesReport(staff, fixture.parkId, 'day', fixture.monthFrom, fixture.monthTo, database),
    "a month's journals": () => readJournals(staff, fixture.parkId, 'cash', fixture.monthFrom, fixture.monthTo, database),
    "a month's occupancy": () => readOccupancyReport(staff, fixture.parkId, fixture.monthFrom, fixture.monthTo, database, now),
    "a month's gift cards": () => readGiftCardReport(staff, fixture.parkId, fixture.monthFrom, fixture.monthTo, database),
    'OCTO availability': () => findSessionsBetween(database, { id: fixture.activityId, durationMinutes: fixture.activityMinutes }, fixture.timeZone, today, dayAfter(today, 30), now),
  };
}

/**
 * How big the answers of the queries that grow with one are, as the app gives them: the busy session's
 * bookings, and the orders a search finds over all its pages. The measure prints them beside the p95s,
 * so a ratio between the databases can be read against the ratio of their answers.
 */
export async function answerSizes(database: Database, fixture: SeasonFixture, staff: StaffMember): Promise<Record<string, number>> {
  const manifest = await readSessionManifest(staff, fixture.busySessionId, { database });
  const everyPage = async (search: Omit<Parameters<typeof searchOrders>[1], 'limit' | 'after'>) => {
    let found = 0;
    for (let after: string | null = null; ; ) {
      const page = await searchOrders(database, { ...search, limit: 50, after });
      found += page.items.length;
      if (!(after = page.nextCursor)) return found;
    }
  };
  return {
    'session manifest of a busy session': manifest.ok ? manifest.manifest.bookings.length : NaN,
    'order search by name': await everyPage({ parkIds: [fixture.parkId], text: fixture.name }),
    'order search by a busy day': await everyPage({ parkIds: [fixture.parkId], date: fixture.busyDay }),
  };
}

/**
 * The season's owner of these parks: the back office's reads ask for a staff member allowed the park. One
 * per set of parks: a season whose busiest park changed since (more sales) must not meet an owner of
 * another, who would be refused every read.
 */
export async function seasonOwner(database: Database, parkIds: string[]): Promise<StaffMember> {
  const email = `season-owner-${[...parkIds].sort().join('-')}@summit-rush.test`;
  await addStaff({ email, role: 'owner', parks: parkIds }, { label: 'command line' }, database);
  return (await findStaffByEmail(email, database))!;
}

/** Runs every hot query once, recording its statements, then EXPLAINs each statement that reads a table. */
export async function explainHotQueries(pool: Pool, database: Database, fixture: SeasonFixture, staff: StaffMember, now: Date): Promise<StatementPlan[]> {
  const plans: StatementPlan[] = [];
  for (const [query, run] of Object.entries(hotQueries(database, fixture, staff, now))) {
    const recorded = await recording(run);
    for (const statement of recorded) {
      const planOf = async (explain: string, values: unknown[]) => ((await pool.query(`${explain} ${statement.text}`, values)).rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0].Plan;
      const shape: string[] = [];
      const seqScans: string[] = [];
      walk(await planOf('explain (format json)', statement.values), (node) => {
        shape.push(node['Relation Name'] ? `${node['Node Type']} ${node['Relation Name']}` : node['Node Type']);
        if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seqScans.push(node['Relation Name']);
      });
      let genericSeqScans: string[] | null = null;
      if (statement.values.length && preparable(statement.text)) {
        const scans: string[] = (genericSeqScans = []);
        walk(await planOf('explain (generic_plan, format json)', []), (node) => {
          if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) scans.push(node['Relation Name']);
        });
      }
      plans.push({ query, text: statement.text.replace(/\s+/g, ' ').trim(), shape, seqScans, genericSeqScans });
    }
  }
  return plans;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function walk(node: PlanNode, visit: (node: PlanNode) => void): void {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** Statements worth a plan: reads and writes of tables, not a transaction's own (begin, locks, settings). */
const PLANNED = /^\s*(?:--[^\n]*\n\s*)*(with|select|insert|update|delete)\b/i;

/**
 * Every statement `run` sends, through any pool or client (pg's Client.query is where both end up). The
 * statements are recorded, not changed: the function runs as it would.
 */
async function recording(run: () => Promise<unknown>): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const prototype = Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
    if (text && PLANNED.test(text)) {
      const params = Array.isArray(values) ? values : ((config as { values?: unknown[] }).values ?? []);
      recorded.push({ text, values: params });
    }
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    prototype.query = original;
  }
  return recorded;
}
