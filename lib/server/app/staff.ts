import './environment-files';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { connect, type Connection } from '../platform/db/client';
import { embeddedDatabaseUrl, startEmbeddedPostgres, type EmbeddedDatabase } from '../platform/db/embedded';
import { pendingMigrations, runMigrations } from '../platform/db/migrate';
import { addStaff, createSignInLink, signInUrl, SIGN_IN_LINK_MINUTES, type Actor } from '../staff';
import { configFromEnvironment } from './boot';

/*
 * `npm run staff`: the back office's accounts from the command line (issue #22), in any mode.
 *
 *   npm run staff -- add EMAIL --role owner|manager|gate --park PARK [--park PARK…] [--name NAME] [--language en|zh-Hant]
 *   npm run staff -- link EMAIL      prints a one-time sign-in link (SIGN_IN_LINK_MINUTES), built from ADMIN_HOST
 *
 * It works on DATABASE_URL; unset, on the demo's embedded PostgreSQL: the running demo's when it is up
 * (EMBEDDED_POSTGRES_PORT), else it starts the one in DATA_DIR/postgres itself, migrates it as the demo
 * does, and stops it when done. Whatever it changes is audited as done at the command line.
 */

const USAGE = `Usage:
  npm run staff -- add EMAIL --role owner|manager|gate --park PARK [--park PARK…] [--name NAME] [--language en|zh-Hant]
  npm run staff -- link EMAIL`;

const ACTOR: Actor = { label: 'command line' };

const say = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);

interface Opened {
  connection: Connection;
  embedded?: EmbeddedDatabase;
}

async function reachable(url: string): Promise<boolean> {
  const probe = connect(url, 1);
  try {
    await probe.pool.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await probe.pool.end();
  }
}

/** The database to work on (see above), checked to have this release's schema. */
async function openDatabase(): Promise<Opened> {
  const config = configFromEnvironment();
  if (config.DATABASE_URL) {
    const connection = connect(config.DATABASE_URL, 2);
    const pending = await pendingMigrations(connection.pool);
    if (pending.length) {
      await connection.pool.end();
      throw new Error(`The database lacks ${pending.length} migration(s) of this release: run \`npm run migrate\` first`);
    }
    return { connection };
  }
  const running = embeddedDatabaseUrl(config.EMBEDDED_POSTGRES_PORT);
  if (await reachable(running)) {
    const connection = connect(running, 2);
    // The demo that started it migrated it; a demo started before this release is migrated as it would be.
    await runMigrations(connection.pool);
    return { connection };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(config.DATA_DIR, 'postgres'), port: config.EMBEDDED_POSTGRES_PORT });
  const connection = connect(embedded.url, 2);
  await runMigrations(connection.pool);
  return { connection, embedded };
}

/** Runs a command; returns the process's exit code (0 done, 1 refused or failed, 2 misused). */
async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        role: { type: 'string' },
        park: { type: 'string', multiple: true },
        name: { type: 'string' },
        language: { type: 'string' },
      },
    });
  } catch (error) {
    complain(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, email, ...rest] = parsed.positionals;
  if (!email || rest.length || (command !== 'add' && command !== 'link')) {
    complain(USAGE);
    return 2;
  }
  if (command === 'add' && !parsed.values.role) {
    complain(`add needs --role\n${USAGE}`);
    return 2;
  }
  const { connection, embedded } = await openDatabase();
  try {
    if (command === 'add') {
      // --park P --park Q, or --park P,Q
      const parks = (parsed.values.park ?? []).flatMap((value) => value.split(',')).map((park) => park.trim()).filter(Boolean);
      const added = await addStaff({ email, role: parsed.values.role ?? '', parks, displayName: parsed.values.name, language: parsed.values.language }, ACTOR, connection.db);
      if (!added.ok) {
        const reasons: Record<string, string> = {
          invalidEmail: `${email} is not an email address`,
          invalidRole: 'The role must be owner, manager or gate',
          invalidLanguage: 'The language must be en or zh-Hant',
          noPark: 'Name at least one park with --park',
          emailTaken: `${email} already has an account`,
        };
        complain(added.code === 'unknownPark' ? `No such park: ${added.parks.join(', ')} (the parks are: ${added.known.join(', ') || 'none yet'})` : reasons[added.code]);
        return 1;
      }
      say(`Added ${added.staff.email} (${added.staff.role}; ${added.staff.parks.join(', ')}). Sign them in with: npm run staff -- link ${added.staff.email}`);
      return 0;
    }
    const link = await createSignInLink(email, ACTOR, new Date(), connection.db);
    if (!link.ok) {
      complain(link.code === 'unknownStaff' ? `${email} has no staff account: add it first (npm run staff -- add)` : `${email}'s account is disabled`);
      return 1;
    }
    // The link alone on standard output, so a script can pass it on; what it is, on standard error.
    complain(`A one-time sign-in link for ${link.staff.email}, valid for ${SIGN_IN_LINK_MINUTES} minutes (until ${link.expiresAt.toISOString()}):`);
    say(signInUrl(link.token));
    return 0;
  } finally {
    await connection.pool.end();
    await embedded?.stop();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    complain(`npm run staff failed: ${error.message}`);
    process.exit(1);
  },
);
