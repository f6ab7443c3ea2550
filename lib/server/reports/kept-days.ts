import { sql } from 'drizzle-orm';
import { addDays, todayIn } from '@/lib/domain/calendar';
import type { Database } from '../platform/db/client';
import type { KeptReport } from '../platform/db/schema';

/*
 * Report rows kept by day (docs/performance.md, "Totals kept by day"). A month's report adds up a month of
 * a park's orders, yet a day long over rarely changes: its rows (a report's sums for that day, before names
 * are looked up) are kept in kept_report_days and read back instead.
 *
 * A kept day is used while its version is the day's in report_day_versions. The triggers of migration
 * 0034_kept_report_days bump it whenever a row the reports read changes a time on that day (an order paid,
 * a line moved, a refund completed, a session moved), whichever code wrote it, so no write path can forget
 * to. The version is read before the day is computed: a change committed meanwhile leaves the kept rows a
 * version behind, and they are computed again at the next read.
 *
 * Only days four or more before the park's today are kept; the triggers bump days two or more before
 * today in UTC (the park's day can be a day ahead of UTC's, and the app's and the database's clocks may
 * differ a little), so a day's own sales never write a version.
 */

type Executor = Pick<Database, 'execute'>;

const DAY = 86_400_000;

/** Days before the park's today that are never kept: they still change as visitors book. */
export const LIVE_DAYS = 3;

export interface KeptDaysRead<Row, Day extends keyof Row & string = keyof Row & string> {
  report: KeptReport;
  parkId: string;
  from: string;
  to: string;
  timeZone: string;
  /** The report's rows of the days from..to, read from the orders. */
  compute: (from: string, to: string) => Promise<Row[]>;
  /** The row's field that names its day. */
  day: Day;
  /** The other fields, kept as an array in this order (a month's rows are parsed at every read: no names repeated). */
  fields: readonly (keyof Row & string)[];
  now?: Date;
}

/**
 * What a reader tells apart of a kept day's rows: they are read summed by PostgreSQL, grouped by the day
 * and `by`, `sum` added up and `least` the least; every other field comes back null. A month's sales by
 * day need a row a day, not the 1,400 kept, and parsing them cost a read most of its time
 * (docs/performance.md, "Side by side with the demo database").
 */
export interface Summed<Row, Sum extends keyof Row & string = keyof Row & string> {
  by: readonly (keyof Row & string)[];
  sum: readonly Sum[];
  least?: readonly (keyof Row & string)[];
}

/** A row read summed: the fields summed over are null, its day and its sums never. */
export type SummedRow<Row, Kept extends keyof Row> = { [Field in keyof Row]: Field extends Kept ? Row[Field] : Row[Field] | null };

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T12:00:00Z`), last = Date.parse(`${to}T12:00:00Z`); at <= last; at += DAY) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** Runs of consecutive days, each as its first and last. */
function runsOf(days: readonly string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const day of days) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === day) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

function unpack<Row>(read: KeptDaysRead<Row>, day: string, values: readonly unknown[]): Row {
  const row: Record<string, unknown> = { [read.day]: day };
  read.fields.forEach((field, i) => (row[field] = values[i]));
  return row as Row;
}

/** The kept rows of keepFrom..keepTo that are still the day's (each as its fields' values), and the days they are of. */
async function keptRows<Row>(executor: Executor, read: KeptDaysRead<Row>, keepFrom: string, keepTo: string, summed?: Summed<Row>): Promise<{ days: Set<string>; rows: { day: string; values: unknown[] }[] }> {
  const { report, parkId, timeZone } = read;
  const current = sql`k.park_id = ${parkId} and k.report = ${report} and k.day between ${keepFrom} and ${keepTo} and k.time_zone = ${timeZone} and k.version = coalesce(v.version, 0)`;
  if (!summed) {
    const { rows } = await executor.execute<{ day: string; rows: unknown[][] }>(sql`
      select k.day::text as day, k.rows from kept_report_days k left join report_day_versions v on v.day = k.day where ${current}`);
    return { days: new Set(rows.map((row) => row.day)), rows: rows.flatMap((row) => row.rows.map((values) => ({ day: row.day, values }))) };
  }
  // A field's place in the kept array is a number of ours, never the client's. Sums are of integers (minor
  // units, quantities) well inside float8's exact 2^53, which sums them faster than numeric.
  const at = (field: keyof Row & string) => sql.raw(String(read.fields.indexOf(field)));
  const values = read.fields.map((field) =>
    summed.by.includes(field) ? sql`e -> ${at(field)}`
    : (summed.sum as readonly string[]).includes(field) ? sql`to_jsonb(coalesce(sum((e ->> ${at(field)})::float8), 0))`
    : summed.least?.includes(field) ? sql`to_jsonb(min((e ->> ${at(field)})::float8))`
    : sql`null::jsonb`);
  // A day kept with no rows is still a day found: it is joined to no element, and its one group counts none.
  const { rows } = await executor.execute<{ day: string; values: unknown[]; summed: number }>(sql`
    select k.day::text as day, jsonb_build_array(${sql.join(values, sql`, `)}) as values, count(e)::int as summed
    from kept_report_days k left join report_day_versions v on v.day = k.day left join lateral jsonb_array_elements(k.rows) e on true
    where ${current}
    group by ${sql.join([sql`k.day`, ...summed.by.map((field) => sql`e -> ${at(field)}`)], sql`, `)}`);
  return { days: new Set(rows.map((row) => row.day)), rows: rows.filter((row) => row.summed > 0) };
}

/**
 * The report's rows of from..to: kept days read back, the others computed, and those that may be kept,
 * kept. With `summed`, the kept days' rows are read summed (see Summed); the days computed come row by row.
 */
export async function keptDays<Row, Day extends keyof Row & string, Sum extends keyof Row & string>(executor: Executor, read: KeptDaysRead<Row, Day>, summed: Summed<Row, Sum>): Promise<SummedRow<Row, Day | Sum>[]>;
export async function keptDays<Row>(executor: Executor, read: KeptDaysRead<Row>): Promise<Row[]>;
export async function keptDays<Row>(executor: Executor, read: KeptDaysRead<Row>, summed?: Summed<Row>): Promise<Row[]> {
  const { report, parkId, timeZone } = read;
  const lastKept = addDays(todayIn(timeZone, read.now), -(LIVE_DAYS + 1));
  const days = daysOf(read.from, read.to);
  const keepable = days.filter((day) => day <= lastKept);
  if (!keepable.length) return read.compute(read.from, read.to);
  const keepFrom = keepable[0];
  const keepTo = keepable[keepable.length - 1];

  const kept = await keptRows(executor, read, keepFrom, keepTo, summed);
  const found = kept.days;
  const missing = keepable.filter((day) => !found.has(day));
  const rows: Row[] = kept.rows.map((row) => unpack(read, row.day, row.values));
  if (!missing.length && keepable.length === days.length) return rows;

  // Read before computing (see above): a change committed while the rows are computed outdates them.
  const { rows: versions } = missing.length
    ? await executor.execute<{ day: string; version: number }>(sql`
        select day::text as day, version::float8 as version from report_day_versions where day between ${missing[0]} and ${missing[missing.length - 1]}`)
    : { rows: [] as { day: string; version: number }[] };
  const computed = (await Promise.all(runsOf(days.filter((day) => !found.has(day))).map(([from, to]) => read.compute(from, to)))).flat();
  rows.push(...computed);
  if (missing.length) {
    const byDay = new Map<string, unknown[][]>(missing.map((day) => [day, []]));
    for (const row of computed) byDay.get(row[read.day] as string)?.push(read.fields.map((field) => row[field]));
    const version = new Map(versions.map((row) => [row.day, row.version]));
    const keep = [...byDay].map(([day, dayRows]) => ({ day, version: version.get(day) ?? 0, rows: dayRows }));
    // A newer version kept by another read meanwhile stays.
    await executor.execute(sql`
      insert into kept_report_days (park_id, report, day, time_zone, version, rows)
      select ${parkId}, ${report}, k.day, ${timeZone}, k.version, k.rows from jsonb_to_recordset(${JSON.stringify(keep)}::jsonb) as k(day date, version bigint, rows jsonb)
      on conflict (park_id, report, day) do update set time_zone = excluded.time_zone, version = excluded.version, rows = excluded.rows, kept_at = now()
      where kept_report_days.version <= excluded.version`);
  }
  return rows;
}

export interface KeptBeforeRead {
  report: KeptReport;
  parkId: string;
  /** The local day the figure is taken at the start of. */
  day: string;
  timeZone: string;
  /** The figure, from everything before the day (a balance). */
  compute: () => Promise<number>;
  now?: Date;
}

/**
 * A figure of everything before a local day (a balance owed), kept when every day before it may be kept.
 * It holds while no day up to it has changed: its version is the sum of the versions of the days to the
 * one after it (a change's time can fall a day later in UTC), and as each version only grows, so does
 * the sum whenever one of them does.
 */
export async function keptBefore(executor: Executor, read: KeptBeforeRead): Promise<number> {
  const { report, parkId, day, timeZone } = read;
  if (addDays(day, -1) > addDays(todayIn(timeZone, read.now), -(LIVE_DAYS + 1))) return read.compute();
  const { rows } = await executor.execute<{ version: number; kept_version: number | null; rows: number[][] | null; time_zone: string | null }>(sql`
    select (select coalesce(sum(v.version), 0) from report_day_versions v where v.day <= ${day}::date + 1)::float8 as version,
           k.version::float8 as kept_version, k.rows, k.time_zone
    from (select 1) one left join kept_report_days k on k.park_id = ${parkId} and k.report = ${report} and k.day = ${day}`);
  const { version, kept_version: keptVersion, rows: kept, time_zone: keptZone } = rows[0];
  if (kept && keptVersion === version && keptZone === timeZone) return kept[0][0];
  // The version was read before the figure is computed (see keptDays).
  const figure = await read.compute();
  await executor.execute(sql`
    insert into kept_report_days (park_id, report, day, time_zone, version, rows) values (${parkId}, ${report}, ${day}, ${timeZone}, ${version}, ${JSON.stringify([[figure]])}::jsonb)
    on conflict (park_id, report, day) do update set time_zone = excluded.time_zone, version = excluded.version, rows = excluded.rows, kept_at = now()
    where kept_report_days.version <= excluded.version`);
  return figure;
}
