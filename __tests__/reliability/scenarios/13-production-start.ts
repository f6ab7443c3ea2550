import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import path from 'node:path';
import { newTicketSigningKey } from '@/demo/ticket-signing-secret';
import { freePort } from '../../helpers/free-port';
import { control, exactly, withPool } from '../invariants';
import { waitFor } from '../client';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * A production start (issue #21), tried as an operator deploying it: `npm run serve` with
 * NODE_ENV=production and nothing else but what the scenario names, on an empty database of the
 * stack's PostgreSQL (a managed database as it is handed over).
 * - Without settings it refuses, naming DATABASE_URL, SMTP_URL and TICKET_SIGNING_SECRET, and starts nothing.
 * - On the empty database it refuses until `npm run migrate` has run (the release step).
 * - Then it serves with no demo data (no locale, gateway, promo code or gift card), no payment sandbox,
 *   no /dev/mailbox, no introspection, and says nothing of a demo.
 * The control starts the same build on the same database with DEMO=on, MAILBOX=on and
 * GRAPHQL_INTROSPECTION=on: the same probes then find the mailbox and the schema, so they can fail.
 */

interface Run {
  code: number | null;
  output: string;
  /** Asks the running instance; only before `stop`. */
  url: string;
  stop: () => Promise<void>;
}

/** Runs `entry` (serve.ts or migrate.ts) with exactly `env` over a production baseline, until it exits or answers health. */
async function start(stack: Stack, entry: string, env: Record<string, string>): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('lib/server/app', entry)], {
    cwd: process.cwd(),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), DATA_DIR: path.join(stack.workDir, 'production-start'), LOG_LEVEL: 'info', NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, output: '', url: `http://127.0.0.1:${port}`, stop: async () => undefined };
  child.stdout.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', (code) => ((run.code = code), resolve())));
  run.stop = async () => {
    if (run.code === null) child.kill('SIGTERM');
    await exited;
  };
  const healthy = async () => (await fetch(`${run.url}/api/health`).catch(() => null))?.ok === true;
  await Promise.race([exited, waitFor(async () => run.code !== null || (await healthy()), 90_000)]);
  return run;
}

const graphql = (run: Run, host: string, query: string) =>
  fetch(`${run.url}/api/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-page-origin': `http://${host}` }, body: JSON.stringify({ query }) })
    .then(async (response) => ({ status: response.status, body: (await response.json().catch(() => ({}))) as { data?: Record<string, unknown>; errors?: unknown[] } }));

/** A page's HTTP status for the site at `host` (fetch may not set Host; node:http may). */
const pageStatus = (url: string, host: string) =>
  new Promise<number>((resolve) => {
    const request = get(url, { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
  });

/** What the probes find on a running instance. */
async function probe(run: Run, stack: Stack) {
  const nz = stack.hostFor('nz').split(':')[0];
  const mailbox = await pageStatus(`${run.url}/dev/mailbox`, nz);
  const introspection = await graphql(run, nz, '{ __schema { queryType { name } } }');
  const demoSandbox = await fetch(`http://127.0.0.1:${Number(new URL(run.url).port) + 10}/health`).then(() => true, () => false);
  return { mailboxStatus: mailbox, introspected: Boolean(introspection.body.data?.__schema), demoSandbox };
}

const scenario: Scenario = {
  id: 'productionStart',
  title: 'A production start: refusal without settings, the schema and nothing else on an empty database, no sandbox, mailbox or introspection',
  async run(stack) {
    const figures: Figure[] = [];
    const bare = await start(stack, 'serve.ts', {});
    figures.push(
      exactly('productionStart.bare.exit', 'With no settings: exit code', bare.code ?? -1, 1),
      exactly(
        'productionStart.bare.named',
        'With no settings: DATABASE_URL, SMTP_URL, TICKET_SIGNING_SECRET and https without TRUST_PROXY named',
        ['DATABASE_URL must be set', 'SMTP_URL must be set', 'TICKET_SIGNING_SECRET must be set', 'PUBLIC_SCHEME=https (the production default) needs TRUST_PROXY'].filter((text) =>
          bare.output.includes(text),
        ).length,
        4,
      ),
      exactly('productionStart.bare.embedded', 'With no settings: embedded databases started', bare.output.includes('Starting embedded PostgreSQL') ? 1 : 0, 0),
    );

    const name = `production_start_${Date.now()}`;
    await withPool(stack.databaseUrl, (pool) => pool.query(`create database ${name}`));
    const databaseUrl = stack.databaseUrl.replace(/\/[^/]+$/, `/${name}`);
    // Behind a TLS proxy on this host, as a shop's https sites are.
    const shop = { DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${stack.mail.port}`, TICKET_SIGNING_SECRET: randomBytes(48).toString('base64url'), TICKET_SIGNING_KEY: newTicketSigningKey(), TRUST_PROXY: 'loopback' };
    try {
      const unmigrated = await start(stack, 'serve.ts', shop);
      await unmigrated.stop();
      figures.push(exactly('productionStart.unmigrated.refused', 'On an empty database before `npm run migrate`: refused, naming it', unmigrated.code === 1 && unmigrated.output.includes('npm run migrate') ? 1 : 0, 1));
      const migrate = await start(stack, 'migrate.ts', shop);
      figures.push(exactly('productionStart.migrate.exit', '`npm run migrate`: exit code', migrate.code ?? -1, 0));

      const served = await start(stack, 'serve.ts', shop);
      const rows = await withPool(databaseUrl, async (pool) =>
        (await pool.query<{ n: number }>(`select (select count(*) from locales) + (select count(*) from payment_gateways) + (select count(*) from promo_codes)
          + (select count(*) from gift_cards) + (select count(*) from parks) + (select count(*) from activities) + (select count(*) from pages) as n`)).rows[0].n,
      );
      // The operator adds a locale (as the back office will), so the probes ask a site that exists.
      await withPool(databaseUrl, (pool) =>
        pool.query(`insert into locales (id, title, long_menu_titles, locale, domain, href_lang, time_zone, currency)
          values ('nz', 'Queenstown', '{"en": "Queenstown"}', 'en', $1, 'en-NZ', 'Pacific/Auckland', 'NZD')`, [stack.hostFor('nz').split(':')[0]]),
      );
      const found = served.code === null ? await probe(served, stack) : null;
      await served.stop();
      figures.push(
        exactly('productionStart.served', 'Migrated: the instance started and answered health', found ? 1 : 0, 1),
        exactly('productionStart.demoRows', 'Rows of demo data after it started (locales, gateways, codes, gift cards, parks, activities, pages)', Number(rows), 0),
        exactly('productionStart.sandbox', 'Payment sandboxes answering beside it', found?.demoSandbox ? 1 : 0, 0),
        exactly('productionStart.mailbox', '/dev/mailbox answered 200', found?.mailboxStatus === 200 ? 1 : 0, 0),
        exactly('productionStart.introspection', 'Introspection answered', found?.introspected ? 1 : 0, 0),
        exactly('productionStart.demoLog', 'Demo announced in the log', served.output.includes('Demo mode') ? 1 : 0, 0),
      );

      // The control: only the explicit demo setting turns them on, and the probes see it.
      const demo = await start(stack, 'serve.ts', { ...shop, DEMO: 'on', MAILBOX: 'on', GRAPHQL_INTROSPECTION: 'on' });
      const seen = demo.code === null ? await probe(demo, stack) : null;
      await demo.stop();
      figures.push(
        control('productionStart.control', 'DEMO=on with the mailbox and introspection: the probes find both, and the log says demo', `mailbox ${seen?.mailboxStatus}, introspection ${seen?.introspected}`, seen?.mailboxStatus === 200 && seen.introspected && demo.output.includes('Demo mode')),
      );
    } finally {
      await withPool(stack.databaseUrl, (pool) => pool.query(`drop database if exists ${name} with (force)`));
    }
    return figures;
  },
};

export default scenario;
