import { sql, type SQL } from 'drizzle-orm';
import { decideMove, sourcesOf, type MoneyObject, type StatusOf } from '@/lib/domain/money-states';
import type { Executor } from './order-repository';

/*
 * The one place a money status is written: an order's (for transitionOrder, which adds what goes with
 * each move), a payment's, a charge's or a refund's. Every write names the status it moves to, and its
 * condition allows only the statuses the machine's table (lib/domain/money-states.ts) lists as leading
 * there. A move the table does not list is an IllegalTransition thrown to the caller (its transaction
 * rolls back), never a write.
 */

type Movable = MoneyObject;

/** Each kind's table, with the alias a caller's condition may use (`c.order_id`, ...). */
const TABLES: Record<Movable, { table: SQL; alias: SQL }> = {
  order: { table: sql.raw('orders o'), alias: sql.raw('o') },
  payment: { table: sql.raw('payments p'), alias: sql.raw('p') },
  charge: { table: sql.raw('order_charges c'), alias: sql.raw('c') },
  refund: { table: sql.raw('refunds r'), alias: sql.raw('r') },
};

/** Columns written with a move (a payment's provider reference, a charge's paid_at, ...). */
export type MoveColumns = Record<string, unknown>;

const assignments = <Object extends Movable>(to: StatusOf<Object>, columns: MoveColumns) =>
  sql.join(
    [sql`status = ${to}`, ...Object.entries(columns).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`)],
    sql`, `,
  );

/**
 * Moves one money object to `to`, with `columns`. Answers whether it moved: false when it was there
 * already (a repeated message or retry). Throws IllegalTransition when its table has no such move.
 */
export async function moveMoneyStatus<Object extends Movable>(executor: Executor, object: Object, id: string, to: StatusOf<Object>, columns: MoveColumns = {}): Promise<boolean> {
  const { table, alias } = TABLES[object];
  for (;;) {
    const { rows } = await executor.execute<{ id: string }>(
      sql`update ${table} set ${assignments(to, columns)} where ${alias}.id = ${id} and ${alias}.status in ${sourcesOf(object, to)} returning ${alias}.id`,
    );
    if (rows.length) return true;
    const { rows: found } = await executor.execute<{ status: StatusOf<Object> }>(sql`select status from ${table} where ${alias}.id = ${id}`);
    if (!found[0]) throw new Error(`No ${object} ${id}`);
    const decision = decideMove(object, found[0].status, to);
    if (decision === 'unchanged') return false;
    // Moved meanwhile to a status that leads here after all (another instance, no lock held): once more.
    if (decision === 'move') continue;
    throw decision;
  }
}

/**
 * Moves an order its caller holds (locked `for update`, or inserted in its transaction), having found the
 * move in the order's table, to `to`, with `columns`, and answers `read` of the moved row's `returning`
 * columns, aliased `o`: one statement where a move and a read of the order would be two. The columns are
 * named: a statement returning `o.*` is never prepared (lib/server/platform/db/prepared-statements.ts).
 * Held, an order in a status that does not lead to `to` is a defect, thrown.
 */
export async function moveLockedOrder(executor: Executor, id: string, to: StatusOf<'order'>, columns: MoveColumns, { returning, read }: { returning: SQL; read: SQL }): Promise<Record<string, unknown>> {
  const { rows } = await executor.execute<Record<string, unknown>>(sql`
    with o as (update orders o set ${assignments(to, columns)} where o.id = ${id} and o.status in ${sourcesOf('order', to)} returning ${returning})
    select ${read} from o`);
  if (!rows[0]) throw new Error(`Order ${id}, locked, was in no status leading to ${to}`);
  return rows[0];
}

/**
 * Moves every money object of a kind that `where` selects and whose table allows the move to `to`; the
 * others are left as they are (the selection names the statuses it means). Answers the ids moved.
 */
export async function moveMoneyStatuses<Object extends Movable>(executor: Executor, object: Object, where: SQL, to: StatusOf<Object>, columns: MoveColumns = {}): Promise<string[]> {
  const { table, alias } = TABLES[object];
  const { rows } = await executor.execute<{ id: string }>(
    sql`update ${table} set ${assignments(to, columns)} where (${where}) and ${alias}.status in ${sourcesOf(object, to)} returning ${alias}.id`,
  );
  return rows.map((row) => row.id);
}
