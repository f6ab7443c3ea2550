import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@/lib/server/platform/db/embedded';
import { runMigrations } from '@/lib/server/platform/db/migrate';
import { freePort } from './free-port';

export const TEMPLATE_DATABASE = 'app_template';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * One throwaway embedded PostgreSQL for the whole run, with the real migrations applied to a template
 * database; each test file clones the template into a database of its own (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'booking-test-pg-'));
  await chmod(dataDir, 0o755); // the server runs as the postgres user when tests run as root
  const database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'data'), port: await freePort(), persistent: false });
  const admin = new Pool({ connectionString: database.url, max: 1 });
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const template = new Pool({ connectionString: database.url.replace(/\/postgres$/, `/${TEMPLATE_DATABASE}`), max: 2 });
  await runMigrations(template);
  await template.end();
  project.provide('postgresUrl', database.url);
  return async () => {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
