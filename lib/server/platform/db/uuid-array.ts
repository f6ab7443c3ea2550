import { sql, type SQL } from 'drizzle-orm';

/**
 * A list of ids as one uuid[] parameter, for `= any(...)`: the statement's text is the same however many
 * ids there are, so it is prepared once (./prepared-statements.ts), where `in ($1, $2, …)` made a text per
 * length. Each id is quoted as an array element, so none can add another.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.map((id) => `"${id.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::uuid[]`;
