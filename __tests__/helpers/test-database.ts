import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { inject } from 'vitest';
import { connect, useDatabase } from '@/lib/server/platform/db/client';
import { TEMPLATE_DATABASE } from './global-setup';

/**
 * A fresh database for one test file, cloned from the migrated template (or empty), and handed to the app's own
 * modules as the process's database (as serve.ts hands over its own). Call `drop` in afterAll.
 */
export async function createTestDatabase({ empty = false } = {}) {
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  // `empty`: a database as a managed PostgreSQL hands it over, without even the schema.
  await admin.query(empty ? `create database ${name}` : `create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  const connection = useDatabase(connect(url, 5));
  return {
    url,
    ...connection,
    async drop() {
      // closeDb() may have ended it already (it is the process's database).
      if (!connection.pool.ended) await connection.pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Takes the demo's shared resources away (demo/content/booking-rules.ts: the zipline's and treetop's 24
 * harnesses): for a file that raises a session's capacity to test another rule, which the pool would cap.
 */
export async function withoutSharedResources(database: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }): Promise<void> {
  await database.execute(sql`delete from activity_resources`);
}
