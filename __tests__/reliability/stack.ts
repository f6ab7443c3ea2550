import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, closeSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoLocales } from '@/demo/locales';
import { demoShopEnvironment, sandboxCredentials, shopOrigins } from '@/demo/sandbox-gateways';
import { newTicketSigningKey } from '@/demo/ticket-signing-secret';
import { createSandboxAccount } from '@/sandbox/account';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/lib/server/platform/db/embedded';
import { MailSink } from './mail-sink';
import type { SandboxHost } from './sandbox-host';
import type { Stack } from './scenario';

/** How often the suite's instances run their background jobs (production defaults: 30 s and 30 s). */
export const SUITE_RECONCILE_SECONDS = 2;
export const SUITE_MAIL_RETRY_BASE_SECONDS = 5;
/** How long a payment waits for news before the reconciler asks the provider (production default: 60 s). */
export const SUITE_PAYMENT_STALE_SECONDS = 5;

const HEALTH_TIMEOUT_MS = 180_000;

async function waitForHealth(base: string, child: ChildProcess, deadline = Date.now() + HEALTH_TIMEOUT_MS): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${base} exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${base} was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

export interface RunningStack {
  stack: Stack;
  stop(): Promise<void>;
}

/**
 * Starts the production stack for the suite on ports from `basePort`: app instances on basePort and
 * basePort+1, the shop's embedded PostgreSQL on +2, the SMTP sink on +3, the payment sandbox on +4 and
 * the sandbox's own embedded PostgreSQL on +6, all with state in a throwaway directory that stop()
 * removes. +5 is the notification port: a scenario standing in for the shop's notification endpoint
 * listens there (the sandbox may notify it, as one of the shop's origins). The sandbox keeps its records
 * apart, as a real provider does, so that restarting the shop's database (faults/database-restart.ts)
 * does not take "the provider" down with it.
 */
export async function startStack(basePort: number, log: (line: string) => void): Promise<RunningStack> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'reliability-'));
  await chmod(workDir, 0o755); // the database runs as the postgres user when the suite runs as root
  const dataDir = path.join(workDir, 'postgres');
  const databasePort = basePort + 2;
  const sandboxDataDir = path.join(workDir, 'sandbox-postgres');
  const sandboxDatabasePort = basePort + 6;
  const appPorts = [basePort, basePort + 1];
  const children: (ChildProcess | undefined)[] = [];
  const mail = new MailSink(basePort + 3);
  let database: EmbeddedDatabase | undefined;
  let sandboxDatabase: EmbeddedDatabase | undefined;
  let sandbox: SandboxHost | undefined;
  // A fresh sandbox test account per run; each instance is reached (and builds its URLs) on its own port.
  const account = createSandboxAccount();
  // One key for every instance (and this process): a ticket signed by one is checked by any other.
  const ticketSigningSecret = randomBytes(48).toString('base64url');
  const ticketSigningKey = newTicketSigningKey();
  const notificationPort = basePort + 5;
  const origins = [...appPorts, notificationPort].flatMap((port) => shopOrigins(demoLocales.map((locale) => locale.domain), 'http', port));

  const startDatabase = async () => {
    database = await startEmbeddedPostgres({ dataDir, port: databasePort, persistent: true });
    return database.url;
  };

  const stop = async () => {
    await Promise.all(children.map((child, index) => stopApp(index, 'SIGTERM')));
    await sandbox?.stop();
    await mail.stop();
    const { closeDb } = await import('@/lib/server/platform/db/client');
    await closeDb().catch(() => undefined);
    await database?.stop().catch(() => undefined);
    database = undefined;
    await sandboxDatabase?.stop().catch(() => undefined);
    sandboxDatabase = undefined;
    // RELIABILITY_KEEP=on keeps the instances' logs and both databases for a look afterwards.
    if (process.env.RELIABILITY_KEEP === 'on') log(`Kept ${workDir}`);
    else await rm(workDir, { recursive: true, force: true });
  };

  const stopApp = async (index: number, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    const child = children[index];
    children[index] = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  };

  let databaseUrl = '';
  let sandboxDatabaseUrl = '';
  const appEnv = (index: number, extra: Record<string, string>): NodeJS.ProcessEnv => ({
    ...process.env,
    NODE_ENV: 'production' as const,
    PORT: String(appPorts[index]),
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(workDir, `app-${index}`),
    ...demoShopEnvironment({ sandboxUrl: sandbox!.url, account, port: appPorts[index] }),
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    TICKET_SIGNING_SECRET: ticketSigningSecret,
    TICKET_SIGNING_KEY: ticketSigningKey,
    RECONCILE_INTERVAL_SECONDS: String(SUITE_RECONCILE_SECONDS),
    MAIL_RETRY_BASE_SECONDS: String(SUITE_MAIL_RETRY_BASE_SECONDS),
    PAYMENT_STALE_SECONDS: String(SUITE_PAYMENT_STALE_SECONDS),
    NEXT_TELEMETRY_DISABLED: '1',
    // The scenarios' crowds all come from 127.0.0.1: one address for every visitor would soon be over
    // the places one address may hold. The per-cart and per-token limits stay as shipped.
    PLACES_PER_ADDRESS: '1000000',
    ADD_TO_CART_PER_ADDRESS: '1000000',
    RESERVATIONS_PER_ADDRESS: '1000000',
    WAITING_LIST_ENTRIES_PER_ADDRESS: '1000000',
    ...extra,
  });

  const startApp = async (index: number, extra: Record<string, string> = {}) => {
    await stopApp(index, 'SIGTERM');
    const logFile = openSync(path.join(workDir, `app-${index}.log`), 'a');
    const child = spawn(process.execPath, ['--import', 'tsx', 'lib/server/app/serve.ts'], {
      cwd: process.cwd(),
      env: appEnv(index, extra),
      stdio: ['ignore', logFile, logFile],
    });
    closeSync(logFile);
    children[index] = child;
    await waitForHealth(`http://127.0.0.1:${appPorts[index]}`, child);
  };

  try {
    log(`Starting PostgreSQL on port ${databasePort} (data in ${dataDir}) and the sandbox's on port ${sandboxDatabasePort}`);
    [databaseUrl, sandboxDatabaseUrl] = await Promise.all([
      startDatabase(),
      startEmbeddedPostgres({ dataDir: sandboxDataDir, port: sandboxDatabasePort, persistent: true }).then((started) => {
        sandboxDatabase = started;
        return started.url;
      }),
    ]);
    // The runner's own process uses the database too (invariant checks) and asks providers through the
    // gateways' adapters (scenario 3), with the sandbox's credentials: hand it the database, and set the
    // credentials before any app module reads its configuration.
    const { connect, useDatabase } = await import('@/lib/server/platform/db/client');
    useDatabase(connect(databaseUrl, 10));
    Object.assign(process.env, sandboxCredentials(account), { TICKET_SIGNING_SECRET: ticketSigningSecret, TICKET_SIGNING_KEY: ticketSigningKey });
    process.env.LOG_LEVEL ??= 'warn';
    const { SandboxHost } = await import('./sandbox-host');
    sandbox = new SandboxHost(basePort + 4, sandboxDatabaseUrl, account, origins);
    await prepareDatabase(databaseUrl, sandbox.url);
    await prepareSandboxDatabase(sandboxDatabaseUrl);
    await sandbox.start();
    await mail.start();
    log(`Starting app instances on ports ${appPorts.join(', ')} (logs in ${workDir})`);
    await Promise.all(appPorts.map((_, index) => startApp(index)));
  } catch (error) {
    await stop();
    throw error;
  }

  const stack: Stack = {
    apps: appPorts.map((port) => `http://127.0.0.1:${port}`),
    databaseUrl,
    sandboxDatabaseUrl,
    hostFor: (localeCode) => `${localeCode === 'global' ? '' : `${localeCode}.`}localhost:${appPorts[0]}`,
    workDir,
    notificationPort,
    sandboxUrl: sandbox.url,
    mail,
    slowProvider: (provider, ms) => sandbox!.slow(provider, ms),
    failProvider: (pathPrefix, failing) => sandbox!.fail(pathPrefix, failing),
    stopApp,
    startApp,
    async restartDatabase(downMs = 0) {
      await database?.stop();
      database = undefined;
      if (downMs) await new Promise((resolve) => setTimeout(resolve, downMs));
      await startDatabase();
    },
    log,
  };
  return { stack, stop };
}

/** Migrations, seed and sessions once, before the instances start (they would race to do it otherwise). */
async function prepareDatabase(url: string, sandboxUrl: string): Promise<void> {
  const { connect } = await import('@/lib/server/platform/db/client');
  const { runMigrations } = await import('@/lib/server/platform/db/migrate');
  const { seedIfEmpty } = await import('@/demo');
  const { materialiseSessions } = await import('@/lib/server/sessions/session-repository');
  const { SESSION_WINDOW_DAYS, sessionWindowStart } = await import('@/lib/server/app/boot');
  const { pool, db } = connect(url, 2);
  try {
    await runMigrations(pool);
    await seedIfEmpty(db, sandboxUrl);
    await materialiseSessions(db, sessionWindowStart(), SESSION_WINDOW_DAYS);
  } finally {
    await pool.end();
  }
}

/**
 * The sandbox's table, sandbox_payments (sandbox/schema.ts), in its own database. Its only DDL is in the
 * shop's migrations (drizzle.config.ts lists the sandbox's schema beside the shop's), so those are run:
 * the shop's tables there stay empty, and one definition of the table serves the demo and the suite.
 */
async function prepareSandboxDatabase(url: string): Promise<void> {
  const { connect } = await import('@/lib/server/platform/db/client');
  const { runMigrations } = await import('@/lib/server/platform/db/migrate');
  const { pool } = connect(url, 1);
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
}
