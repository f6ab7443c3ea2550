import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '@/lib/server/platform/db/client';
import { PLANNED_FOR_ITS_VALUES, PREPARED_PER_CONNECTION, preparable, statementName } from '@/lib/server/platform/db/prepared-statements';
import { uuidArray } from '@/lib/server/platform/db/uuid-array';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Statements prepared once per connection (lib/server/platform/db/prepared-statements.ts), on a real
 * PostgreSQL: which are, that their answers are the same, and that what a migration may change under a
 * kept plan is never prepared.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let single: Connection;

/** The statements the one connection of `single` has prepared. */
const prepared = async () => (await single.pool.query<{ name: string; statement: string }>(`select name, statement from pg_prepared_statements`)).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  single = connect(database.url, 1);
});

afterAll(async () => {
  await single.pool.end();
  await database.drop();
});

describe('which statements are prepared', () => {
  it('reads, writes and CTEs are; several statements, a row of `*`, utility statements and one planned for its values are not', () => {
    expect(preparable('select id from orders where id = $1')).toBe(true);
    expect(preparable('  with t as (select 1) select * from t')).toBe(false);
    expect(preparable('with t as (select 1 as n) select n from t')).toBe(true);
    expect(preparable('insert into holds (id) values ($1) returning id')).toBe(true);
    expect(preparable('update orders set status = $1 returning *')).toBe(false);
    expect(preparable('select o.*, l.park_id from orders o join locales l on l.id = o.locale_id')).toBe(false);
    expect(preparable('select "orders".* from "orders"')).toBe(false);
    expect(preparable('select count(*)::int as n from orders')).toBe(true);
    expect(preparable('begin')).toBe(false);
    expect(preparable('set local lock_timeout = 1000')).toBe(false);
    expect(preparable('select 1; select 2')).toBe(false);
    expect(preparable('select 1;')).toBe(true);
    expect(preparable(`${PLANNED_FOR_ITS_VALUES}\n  select id from orders where booking_id = $1`)).toBe(false);
    expect(preparable(`-- a comment\nselect id from orders where booking_id = $1`)).toBe(true);
    expect(statementName('select 1')).toBe(statementName('select 1'));
    expect(statementName('select 1')).not.toBe(statementName('select 2'));
  });
});

describe('a connection preparing its statements', () => {
  it('prepares a statement once, through drizzle and through the pool, with the same answers as unprepared', async () => {
    const unprepared = connect(database.url, 1, { preparedStatements: false });
    try {
      const text = `select n.nspname, n.oid::int as oid from pg_namespace n where n.nspname = $1`;
      for (let i = 0; i < 7; i++) {
        const [once, again] = await Promise.all([single.pool.query(text, ['public']), unprepared.pool.query(text, ['public'])]);
        expect(once.rows).toEqual(again.rows);
        expect(once.rows).toHaveLength(1);
      }
      const { rows } = await single.db.execute<{ nspname: string }>(sql`select nspname from pg_namespace where nspname like ${'pg_%'} order by nspname`);
      expect(rows.map((row) => row.nspname)).toContain('pg_catalog');
      const names = (await prepared()).map((row) => row.name);
      expect(names).toContain(statementName(text));
      expect(names).toContain(statementName('select nspname from pg_namespace where nspname like $1 order by nspname'));
      expect((await unprepared.pool.query(`select count(*)::int as n from pg_prepared_statements`)).rows[0].n).toBe(0);
    } finally {
      await unprepared.pool.end();
    }
  });

  it('runs a text of several statements, and a row of `*` after a column is added, unprepared', async () => {
    await single.pool.query(`create table prepared_probe (id int primary key); insert into prepared_probe values (1)`);
    const star = `select * from prepared_probe where id = $1`;
    for (let i = 0; i < 7; i++) expect((await single.pool.query(star, [1])).rows).toEqual([{ id: 1 }]);
    // A migration adds a column while the connection lives: a kept plan of `*` would now be refused.
    await database.pool.query(`alter table prepared_probe add column note text`);
    expect((await single.pool.query(star, [1])).rows).toEqual([{ id: 1, note: null }]);
    expect((await prepared()).map((row) => row.statement)).not.toContain(star);
  });

  it('reads a list of ids of any length through one prepared text, and refuses an id that is none', async () => {
    const ids = ['0b6f1c1e-0000-4000-8000-000000000001', '0b6f1c1e-0000-4000-8000-000000000002', '0b6f1c1e-0000-4000-8000-000000000003'];
    const before = (await prepared()).length;
    for (const length of [1, 2, 3]) {
      const { rows } = await single.db.execute<{ n: number }>(sql`select cardinality(${uuidArray(ids.slice(0, length))}) as n`);
      expect(rows[0].n).toBe(length);
    }
    expect((await prepared()).length - before).toBeLessThanOrEqual(2);
    await expect(single.db.execute(sql`select cardinality(${uuidArray(['a", "b'])}) as n`)).rejects.toThrow(/uuid/);
  });

    it(`prepares at most ${PREPARED_PER_CONNECTION} texts a connection, and runs the rest unprepared`, async () => {
    const before = (await prepared()).length;
    for (let i = 0; i < PREPARED_PER_CONNECTION + 20; i++) expect((await single.pool.query(`select $1::int + ${i} as n`, [1])).rows[0].n).toBe(1 + i);
    // Counting the statement that counts them, if there was room for it.
    expect((await prepared()).length).toBeLessThanOrEqual(PREPARED_PER_CONNECTION);
    expect((await prepared()).length).toBeGreaterThan(before);
  });
});
