import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { inject } from 'vitest';
import { connect } from '@/lib/server/platform/db/client';
import { TEMPLATE_DATABASE } from './global-setup';

/**
 * A fresh database for one test file, cloned from the migrated template, and pointed at by
 * DATABASE_URL so the app's own modules use it. Call `drop` in afterAll.
 */
export async function createTestDatabase() {
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  const admin = new Pool({ connectionString: serverUrl, max: 1 });
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  process.env.DATABASE_URL = url;
  const connection = connect(url, 5);
  return {
    url,
    ...connection,
    async drop() {
      await connection.pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
