import { createServer } from 'node:http';
import next from 'next';
import { connect } from '../platform/db/client';
import { materialiseSessions } from '../sessions';
import { applySecurityHeaders, withPageCache } from '../site';
import { boot, configFromEnvironment, SESSION_WINDOW_DAYS, sessionWindowStart } from './boot';
import { startWorkers } from './workers';
import { log } from '../platform/logger';

const logger = log('server');

/**
 * `npm run serve` (and, under the demo launcher demo/start.ts, `npm start` / `npm run dev`): boots the
 * database, then serves the site. On SIGTERM or SIGINT it stops accepting connections, lets in-flight
 * requests finish, and stops the embedded database.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  if (!dev) (process.env as Record<string, string>).NODE_ENV ??= 'production';
  const env = configFromEnvironment();
  const { embedded, databaseUrl } = await boot(env);
  // Keep the bookable window moving forward: new sessions appear every day (idempotent on every instance).
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
  setInterval(() => void extendSessions(), 6 * 60 * 60 * 1000).unref();
  const app = next({ dev, dir: process.cwd() });
  await app.prepare();
  // Public pages are answered from a copy for up to PAGE_CACHE_SECONDS (lib/server/site/page-cache.ts).
  const handle = env.PAGE_CACHE_SECONDS > 0 ? withPageCache(app.getRequestHandler(), { ttlMs: env.PAGE_CACHE_SECONDS * 1000, maxEntries: 500 }) : app.getRequestHandler();
  // In production /api/graphql is answered without Next's router (lib/server/graphql/endpoint.ts).
  const graphql = dev ? null : await import('../graphql');
  const server = createServer((req, res) => {
    applySecurityHeaders(req, res);
    if (graphql?.isGraphQLPath(req.url)) graphql.serveGraphQL(req, res);
    else void handle(req, res);
  });
  const stopWorkers = startWorkers();
  server.listen(env.PORT, () => {
    logger.info(`Summit Rush booking site on http://localhost:${env.PORT} (${dev ? 'development' : 'production'})`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: draining requests`);
    stopWorkers();
    server.close();
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    await new Promise<void>((resolve) => server.on('close', () => resolve()));
    clearTimeout(force);
    await app.close?.();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  logger.fatal({ err: error }, 'Start-up failed');
  process.exit(1);
});
