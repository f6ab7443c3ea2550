import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { PoolClient } from 'pg';

/*
 * Statements prepared once per connection. PostgreSQL parses and plans every unnamed statement anew; a
 * named one is parsed once per connection, and after five runs its plan is kept when a generic plan
 * costs no more than the custom ones (plan_cache_mode auto). Sales through the app's functions, four
 * at a time on a 2% season: 58 → 90 a second (docs/performance.md, "Statements prepared once").
 *
 * node-postgres prepares a query given a `name` (its Parse sent once per connection, then only Bind and
 * Execute); the name here is the hash of the text, so one text has one name. Left unnamed:
 * - a statement whose rows are `*` of a table, whose result a column added by a migration would change
 *   under a kept plan (PostgreSQL then refuses it: "cached plan must not change result type");
 * - statements other than select, insert, update, delete and with (not begin or set; the advisory locks
 *   are taken by a select, and are), and a text of several statements (a prepared statement is one; a text without values goes as a simple
 *   query, which may hold several);
 * - anything past PREPARED_PER_CONNECTION texts on one connection: texts made of a list's length (an
 *   `in (...)` of n values) are bounded, but the server keeps each connection's plans, so their number is too;
 * - a text that starts with PLANNED_FOR_ITS_VALUES: its best plan depends on what it is sent (the order
 *   desk's search reads a rare name's few orders by an index, and a common word's newest orders in order),
 *   and a generic plan, blind to the values, read a park's every order for both.
 *
 * A transaction pooler must then keep prepared statements per client: PgBouncer 1.21 or later with
 * `max_prepared_statements` set; an older one, or any pooler that does not, needs
 * DATABASE_PREPARED_STATEMENTS=off (README, "Deploy").
 */

/**
 * How many texts one connection prepares at most. The hot queries and a sale prepare 50 on one
 * connection, whose plans then take about 5 MB of its backend (pg_backend_memory_contexts), so 100 stay
 * within 10 MB a connection.
 */
export const PREPARED_PER_CONNECTION = 100;

/** A read or a write of tables, after any comment lines. */
const PREPARABLE = /^\s*(?:--[^\n]*\n\s*)*(select|insert|update|delete|with)\b/i;
/** `*` as a select list or a returning list, of the statement or of one table (`o.*`). */
const STAR_ROWS = /(\bselect|\breturning|,)\s+(distinct\s+)?("?\w+"?\.)?\*/i;

/** A semicolon with more after it: several statements (or one in a literal, left unnamed all the same). */
const SEVERAL = /;\s*\S/;

/** The first line of a statement planned afresh for the values of each run (see above). */
export const PLANNED_FOR_ITS_VALUES = '-- planned for its values';

/** What starts a statement to be planned for its values when `planned`, else nothing. */
export const plannedForItsValues = (planned: boolean): SQL => (planned ? sql.raw(`${PLANNED_FOR_ITS_VALUES}\n`) : sql``);

/** Whether a statement's text may be prepared and kept (see above). */
export const preparable = (text: string): boolean =>
  PREPARABLE.test(text) && !STAR_ROWS.test(text) && !SEVERAL.test(text) && !text.trimStart().startsWith(PLANNED_FOR_ITS_VALUES);

/** The name a text is prepared under: its hash, so a name never stands for two texts. */
export const statementName = (text: string): string => `s${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;

/** Each text's name, or null when it is not prepared: worked out once a text, not at every run. */
const namesOfTexts = new Map<string, string | null>();
const NAMES_KEPT = 2_000;

function nameOf(text: string): string | null {
  let name = namesOfTexts.get(text);
  if (name === undefined) {
    // Texts are bounded (see PREPARED_PER_CONNECTION); should they not be, the map starts again.
    if (namesOfTexts.size >= NAMES_KEPT) namesOfTexts.clear();
    namesOfTexts.set(text, (name = preparable(text) ? statementName(text) : null));
  }
  return name;
}

interface QueryConfig {
  text: string;
  values?: unknown[];
  name?: string;
}

type Query = (...args: unknown[]) => unknown;

/**
 * Makes the client prepare the statements it runs (see above): a query given as text or as a config
 * without a name gets the text's name, its values and callback kept.
 */
export function prepareStatements(client: PoolClient): void {
  const names = new Set<string>();
  // The class's query as it is at each call: what wraps it later (a test counting statements) still runs.
  const query: Query = (...args) => (Object.getPrototypeOf(client) as { query: Query }).query.apply(client, args);
  const named = (config: QueryConfig): QueryConfig | null => {
    const name = config.name ? null : nameOf(config.text);
    if (!name) return null;
    if (!names.has(name)) {
      if (names.size >= PREPARED_PER_CONNECTION) return null;
      names.add(name);
    }
    return { ...config, name };
  };
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [first, second, ...rest] = args;
    // query(text, values?, callback?) and query(config, values?, callback?), as node-postgres takes them.
    // A submittable (a cursor, a stream) is its own object and goes as it is.
    const plain = first && typeof first === 'object' && typeof (first as QueryConfig).text === 'string' && typeof (first as { submit?: unknown }).submit !== 'function';
    const config: QueryConfig | null = typeof first === 'string' ? { text: first } : plain ? (first as QueryConfig) : null;
    const prepared = config && named({ ...config, values: config.values ?? (Array.isArray(second) ? second : undefined) });
    if (!prepared) return query(...args);
    return query(prepared, ...(Array.isArray(second) ? rest : [second, ...rest].filter((arg) => arg !== undefined)));
  };
}
