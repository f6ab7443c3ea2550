import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of ids as one uuid[] parameter, for `= any(...)`: the statement's text is the same however many
 * ids there are, so it is prepared once (./prepared-statements.ts), where `in ($1, $2, …)` made a text per
 * length. Each id is quoted as an array element, so none can add another.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.map((id) => `"${id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::uuid[]`;

/**
 * `column` is one of `ids`: `= $1` for one id, `= any(uuidArray)` for more. A generic plan of `= any($1)`
 * is costed for an array of several ids, above the custom plans of a one-id array, so PostgreSQL planned
 * such a statement anew at every run (the session manifest's two: about 0.85 ms each, docs/performance.md).
 */
export const idIn = (column: SQL, ids: readonly string[]): SQL => (ids.length === 1 ? sql`${column} = ${ids[0]}::uuid` : sql`${column} = any(${uuidArray(ids)})`);
