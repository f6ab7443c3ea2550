import './environment-files';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import next from 'next';
import { handOver } from '@/lib/next/server-side';
import { connect, useDatabase } from '../platform/db/client';
import { productionProblems, useConfig, type Env } from '../platform/config';
import { reportUnexpectedError, useErrorReporter } from '../platform/error-reporting';
import { storedGatewayProblems } from '../payments';
import { materialiseSessions } from '../sessions';
import { adminHostProblem, isBackOfficeRequest, screenUrl } from '../staff';
import { applySecurityHeaders, asPublicPageRequest, siteServer, withPageCache } from '../site';
import { boot, configFromEnvironment, SESSION_WINDOW_DAYS, sessionWindowStart } from './boot';
import { endpointFor } from './routes';
import { listenForSiteChanges } from './site-changes';
import { startWorkers } from './workers';
import { log } from '../platform/logger';
import { renderPagesWithReactNodeBuild } from './react-node-renderer';
import { STATIC_PREFIX, staticFiles } from '../platform/http/static-files';

const logger = log('server');

/**
 * `npm run serve` (and, under the demo launcher demo/start.ts, `npm start` / `npm run dev`): boots the
 * database, then serves the site. On SIGTERM or SIGINT it stops accepting connections, lets in-flight
 * requests finish, and stops the embedded database.
 *
 * Every server module is loaded once in this process, here: start-up hands the configuration, the
 * database and the error reporter to the modules that use them, answers the server's own endpoints
 * itself (routes.ts), and hands Next.js the server side of each page with the request
 * (lib/next/server-side.ts), so Next's bundles hold no copy of a server module.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  const config = useConfig(configFromEnvironment());
  if (!dev && !config.isProduction) {
    // React and Next pick their production code from NODE_ENV when first loaded: set it, don't guess it.
    logger.fatal('NODE_ENV must be production to serve a build (`npm run serve` sets it); use --dev for development');
    process.exit(1);
  }
  const problems = productionProblems(config);
  if (problems.length) {
    logger.fatal(`This production start would not be safe to sell on:\n  - ${problems.join('\n  - ')}`);
    process.exit(1);
  }
  if (config.demo) logger.warn('Demo mode (DEMO=on): payments go to the sandbox, mail to files and /dev/mailbox. Never sell on it.');
  if (config.SENTRY_DSN) {
    const { startServerErrorReporting } = await import('../../../sentry.server.config');
    useErrorReporter(startServerErrorReporting({ dsn: config.SENTRY_DSN, release: config.SENTRY_RELEASE, environment: config.NODE_ENV }));
  }
  const { embedded, databaseUrl } = await boot(config);
  useDatabase(connect(databaseUrl, config.DATABASE_POOL_SIZE, { preparedStatements: config.DATABASE_PREPARED_STATEMENTS !== 'off' }));
  if (config.isProduction) {
    // Once the database is ready: every locale's gateways must be able to work here, and none may pay
    // a local address (the sandbox's) unless it is the demo.
    const gatewayProblems = await storedGatewayProblems({ demo: config.demo });
    if (gatewayProblems.length) {
      logger.fatal(`The payment gateways are not ready to take payments:\n  - ${gatewayProblems.join('\n  - ')}`);
      await embedded?.stop();
      process.exit(1);
    }
  }
  // The back office's host must be its own: a locale on it would lose its site to the back office.
  const adminHost = await adminHostProblem();
  if (adminHost) {
    logger.fatal(adminHost);
    await embedded?.stop();
    process.exit(1);
  }
  // Stopping is wired before anything starts: a signal that came before its listener would end the
  // process at once, with nothing drained (a worker stopped as soon as it said it runs did).
  let web: Awaited<ReturnType<typeof startWeb>> | undefined;
  let stopWork = () => {};
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: ${web ? 'draining requests' : 'stopping'}`);
    stopWork();
    await web?.stop();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  if (config.PROCESS_ROLE !== 'worker') web = await startWeb(config, dev, databaseUrl);
  if (config.PROCESS_ROLE !== 'web') {
    const stopWorkers = startWork(databaseUrl);
    // A worker-only process keeps copies too (the catalogue its mails read): it hears changes as well.
    const changes = web ? null : listenForSiteChanges(databaseUrl);
    stopWork = () => {
      stopWorkers();
      void changes?.stop();
    };
  }
  if (!web) logger.info('Worker process: the mail outbox, payment checks and the bookable window (PROCESS_ROLE=worker)');
}

/** The web role: Next.js and the server's own endpoints on PORT; `stop` lets in-flight requests finish. */
async function startWeb(config: Env, dev: boolean, databaseUrl: string): Promise<{ stop: () => Promise<void> }> {
  renderPagesWithReactNodeBuild();
  const app = next({ dev, dir: process.cwd() });
  await app.prepare();
  const render = app.getRequestHandler();
  const renderPage = (req: IncomingMessage, res: ServerResponse) => {
    handOver(req, siteServer);
    return render(req, res);
  };
  // Public pages are answered from a copy for up to PAGE_CACHE_SECONDS (lib/server/site/page-cache.ts).
  const pageCopy = config.PAGE_CACHE_SECONDS > 0 ? withPageCache(renderPage, { ttlMs: config.PAGE_CACHE_SECONDS * 1000, maxEntries: 500 }) : undefined;
  const copyOrRender = pageCopy ?? renderPage;
  // Every public page is rendered from its own address, without cookies (issue #25), copy or no copy.
  const pages = (req: IncomingMessage, res: ServerResponse) => {
    asPublicPageRequest(req);
    return copyOrRender(req, res);
  };
  // Changes made through any instance (staff closing a session…) drop this process's copies within
  // seconds (issue #23; site-changes.ts), the page copy's stale pages included.
  const changes = listenForSiteChanges(databaseUrl, pageCopy);
  // In development Next serves its own files from memory.
  const serveStatic = dev ? null : staticFiles(path.join(process.cwd(), '.next/static'));
  const server = createServer((req, res) => {
    applySecurityHeaders(req, res);
    const endpoint = endpointFor(req);
    if (endpoint) void answer(endpoint, req, res);
    else if (serveStatic && req.url?.startsWith(STATIC_PREFIX)) serveStatic(req, res, () => void pages(req, res));
    else if (isBackOfficeRequest(req)) {
      // The back office's screens are pages/staff/*: never from the page cache (each is one member's).
      req.url = screenUrl(req.url ?? '/');
      void renderPage(req, res);
    } else void pages(req, res);
  });
  // Idle connections outlive a load balancer's (60 s on the common ones). Node's 5 s default lets a
  // proxy, or any keep-alive client, send a request on a socket this server is closing: a reset, not
  // an answer. The headers' timeout must exceed the keep-alive's, or Node cuts the next request short.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, resolve));
  logger.info(`Summit Rush booking site on http://localhost:${config.PORT} (${dev ? 'development' : 'production'})`);
  return {
    stop: async () => {
      await changes.stop();
      server.close();
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 10_000);
      await new Promise<void>((resolve) => server.on('close', () => resolve()));
      clearTimeout(force);
      await app.close?.();
    },
  };
}

/**
 * The worker role: the background work (workers.ts), and the bookable window kept moving forward (new
 * sessions every day). Each is safe on many processes at once; returns what stops them.
 */
function startWork(databaseUrl: string): () => void {
  const extendSessions = async () => {
    const { pool, db } = connect(databaseUrl, 1);
    try {
      await materialiseSessions(db, sessionWindowStart(), SESSION_WINDOW_DAYS);
    } catch (error) {
      logger.error({ err: error }, 'Extending sessions failed; the next run retries');
    } finally {
      await pool.end();
    }
  };
  const extending = setInterval(() => void extendSessions(), 6 * 60 * 60 * 1000);
  extending.unref();
  const stopWorkers = startWorkers();
  return () => {
    clearInterval(extending);
    stopWorkers();
  };
}

/** One of the server's own endpoints; a throw is a bug: answered 500, logged and reported. */
async function answer(endpoint: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await endpoint(req, res);
  } catch (error) {
    logger.error({ err: error, path: req.url?.split('?')[0] }, 'Request failed');
    reportUnexpectedError(error);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end('Internal Server Error');
    } else res.end();
  }
}

main().catch((error) => {
  logger.fatal({ err: error }, `Start-up failed: ${(error as Error).message}`);
  process.exit(1);
});
