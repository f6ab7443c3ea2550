import type { IncomingMessage } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import type { Pages, SiteServer } from '@/lib/server/site';

/*
 * The seam between Next.js's bundles and the server. Next compiles pages/ into bundles of its own; had
 * they imported the loaders, every server module under them (the database pool, the caches, the
 * configuration) would exist twice in one process: once in serve.ts's module graph, once in Next's.
 * So pages import no server code: lib/server/app/serve.ts hands the server side of the site to each
 * request it passes to Next (handOver), and a page's getServerSideProps finds its loader there by name.
 * This file imports only types from lib/server, and holds no state: both graphs may load it.
 */

// Symbol.for: the same key in both copies of this module (Next's and serve.ts's).
const SITE_SERVER = Symbol.for('summit-rush.site-server');

type HandedOver = IncomingMessage & { [SITE_SERVER]?: SiteServer };

/** serve.ts: this request is answered with `server` (the table in lib/server/site/pages.ts). */
export function handOver(req: IncomingMessage, server: SiteServer): void {
  Object.defineProperty(req, SITE_SERVER, { value: server, enumerable: false });
}

/** The server side handed to this request; null where none was (Next prerendering a static page at build). */
export const handedOver = (req: IncomingMessage | undefined): SiteServer | null => (req as HandedOver | undefined)?.[SITE_SERVER] ?? null;

function serverOf(req: IncomingMessage): SiteServer {
  const server = handedOver(req);
  if (!server) throw new Error('This request did not come through lib/server/app/serve.ts, which hands pages their server side');
  return server;
}

/** A page's getServerSideProps: the loader named `name` in lib/server/site/pages.ts. */
export function serverSideProps<K extends keyof Pages>(name: K): Pages[K] {
  return ((ctx: GetServerSidePropsContext) => (serverOf(ctx.req).pages[name] as (ctx: GetServerSidePropsContext) => unknown)(ctx)) as Pages[K];
}
