import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetAvailabilityDocument, GetCheckoutDocument, GetLocaleDocument } from '@/graphql/generated/operations';
import { AVAILABILITY_AFRESH, BUDGETS, CONTROL_PAGE, FLOOR_PAGE, checkBudgets, type BenchFigures } from '@/lib/domain/performance-budgets';
import { eq } from 'drizzle-orm';
import { closeDb, connect, useDatabase, type Database } from '../../lib/server/platform/db/client';
import { parks } from '../../lib/server/platform/db/schema';
import { boot } from '../../lib/server/app/boot';
import { parseEnv } from '../../lib/server/platform/config';
import { seedDemo } from '../../demo';
import { demoLocales } from '../../demo/locales';
import { demoShopEnvironment, shopOrigins } from '../../demo/sandbox-gateways';
import { demoTicketSigningKey, demoTicketSigningSecret } from '../../demo/ticket-signing-secret';
import { createSandboxAccount, sandboxSide } from '../../sandbox/account';
import { startSandbox } from '../../sandbox/server';
import { shareLines, summarizeProfile, type CpuProfile } from '../cpu-profile-summary';
import { errorReporterChunks, errorReporterJs, firstLoadJs, pageFirstLoadJs, scriptsJs } from '../first-load-js';
import { bundleWidgetLoader, gzippedBytes } from '../build-widget';
import { fillCart, measureBooking, siteShop, type BookingOptions, type Shop } from './booking';
import { floorShop } from './floor-sale';
import { graphqlRequest } from './graphql-client';
import { measureLighthouse } from './lighthouse';
import { measureAlternately, type LoadTarget } from './load';
import { getPage, inlinedPageData } from './page-data';
import { run, startServer, type Server } from './processes';
import { postmasterOf, startCpuMeter } from './process-cpu';
import { printReport } from './report';
import { oversoldSessions } from './capacity';
import { outboxDrained } from './outbox';
import { measureScans } from './scan';
import { measureOfflineGate } from './offline-gate';
import { countAvailabilityStatements } from './sql-statements';

/**
 * `npm run bench` (issue #10): builds the site and the baseline fixture for production, starts both
 * (the site on a fresh embedded database under .data/bench, paying through the sandbox), measures throughput, latency, booking,
 * sizes and Lighthouse side by side, prints a table and, last, one JSON line with every figure. Exits 1
 * when a budget is missed. Ports: BENCH_PORT (5200) and the next six.
 */
const BASE_PORT = Number(process.env.BENCH_PORT ?? 5200);
const PORTS = { site: BASE_PORT, database: BASE_PORT + 1, baseline: BASE_PORT + 2, sandbox: BASE_PORT + 3, rendering: BASE_PORT + 4, floor: BASE_PORT + 5, reading: BASE_PORT + 6 };
const DATA_DIR = path.resolve('.data/bench');
const PROFILE_DIR = path.join(DATA_DIR, 'profile');
const BASELINE_DIR = path.resolve('__tests__/bench/baseline');
// The stack's floor pages (issue #25): an app of its own, so that the baseline stays the bare page.
const FLOOR_DIR = path.resolve('__tests__/bench/floor');
const NEXT = path.resolve('node_modules/.bin/next');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HOST = `nz.localhost:${PORTS.site}`;
const ACTIVITY = 'zipline';
// An activity that consumes no shared resource, the yardstick of the zipline's calendar.
const PLAIN_ACTIVITY = 'luge';
// 8 sessions a day of 16 places: room for the booking runs' 4,133 tickets (the warm-up's 133 included).
const BOOKING_DAYS = 45;
const TICKETS_PER_ORDER = 2;
const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LOAD = { connections: 10, warmUpSeconds: seconds('BENCH_WARMUP', 3), seconds: seconds('BENCH_SECONDS', 10), rounds: seconds('BENCH_ROUNDS', 2) };

/** What a returning visitor's browser sends after its first page: the trackers' own cookies, which the site never reads. */
const RETURNING_VISITOR_COOKIES = '_ga=GA1.1.1234567890.1764200000; _ga_X1Y2Z3=GS1.1.1764200000.1.0.1764200000.0.0.0; _fbp=fb.1.1764200000000.987654321; hubspotutk=5f1e2d3c4b5a69788796a5b4c3d2e1f0; __hstc=1.5f1e.1764200000000.1764200000000.1764200000000.1';

const log = (line: string) => console.error(`[bench] ${line}`);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  // Lighthouse needs the browser: say so before ten minutes of building and measuring, not after.
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
  const skipBuild = process.argv.includes('--no-build');
  if (!skipBuild) {
    log('building the site');
    await run('npm', ['run', 'build']);
    log('building the baseline');
    await run(NEXT, ['build', BASELINE_DIR], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
    log("building the stack's floor pages");
    await run(NEXT, ['build', FLOOR_DIR], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
  }
  rmSync(DATA_DIR, { recursive: true, force: true });
  const config = parseEnv({ NODE_ENV: 'production', DATA_DIR, EMBEDDED_POSTGRES_PORT: String(PORTS.database), PORT: String(PORTS.site) });
  const sandboxUrl = `http://localhost:${PORTS.sandbox}`;
  log(`starting the embedded database on port ${PORTS.database}`);
  // Pay on arrival is how the bench books, so that each order completes at once: with Queenstown's
  // emailed confirmation step off, each is reserved (its places taken) as it is placed. Its share of a
  // session that unpaid reservations may keep (parks.reservation_share_percent, 25 by default) is set to
  // all of it: the bench's reservations stand for the orders visitors pay online, which no share bounds,
  // and at a quarter every session would refuse the bench's visitors after 4 of its 16 places.
  const prepare = async (db: Database) => {
    await seedDemo(db, sandboxUrl);
    await db.update(parks).set({ reservationConfirmation: false, reservationSharePercent: 100 }).where(eq(parks.id, 'queenstown'));
  };
  const { embedded, databaseUrl } = await boot(config, { log, prepare });
  // The bench's own checks (SQL statements, oversold places) read the bench database in this process.
  useDatabase(connect(databaseUrl, config.DATABASE_POOL_SIZE));
  // A fresh sandbox test account per run; the sandbox answers only the site's own origins.
  const account = createSandboxAccount();
  const origins = shopOrigins(demoLocales.map((locale) => locale.domain), 'http', PORTS.site);
  const sandbox = await startSandbox({ url: sandboxUrl, port: PORTS.sandbox, databaseUrl, account: sandboxSide(account), shopOrigins: origins });
  const servers: Server[] = [];
  try {
    log(`starting the site on port ${PORTS.site}, the sandbox on ${PORTS.sandbox} and the baseline on port ${PORTS.baseline}`);
    const env = {
      ...demoShopEnvironment({ sandboxUrl, account, port: PORTS.site }),
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(PORTS.site),
      DATA_DIR,
      // The keys tickets are signed with: a production start needs both (made in the bench's data directory).
      TICKET_SIGNING_SECRET: demoTicketSigningSecret({ DATA_DIR }),
      TICKET_SIGNING_KEY: demoTicketSigningKey({ DATA_DIR }),
      LOG_LEVEL: 'warn',
      // The browser's error reporter as in production, so the bench sees what a first view fetches of it
      // (nothing listens there: an error-free view sends nothing). The server's own reporter stays off.
      NEXT_PUBLIC_SENTRY_DSN: `http://bench@127.0.0.1:${BASE_PORT + 9}/1`,
    };
    // BENCH_PROFILE=1 profiles the instance rendering afresh; BENCH_PROFILE=site this one (the booking
    // runs' and the page copy's CPU).
    const profiledInstance = process.env.BENCH_PROFILE === 'site' ? 'site' : 'rendering';
    const profiled = (instance: 'site' | 'rendering') =>
      process.env.BENCH_PROFILE && instance === profiledInstance ? ['--cpu-prof', '--cpu-prof-dir', PROFILE_DIR] : [];
    const siteServer = await startServer('node', [...profiled('site'), '--import', 'tsx', 'lib/server/app/serve.ts'], `http://127.0.0.1:${PORTS.site}/api/health`, { env });
    servers.push(siteServer);
    // A second instance of the same site with no page copy (PAGE_CACHE_SECONDS=0): every page it serves is
    // rendered afresh, as on a cache miss. Web only: the first instance runs the background work.
    const renderingEnv = { ...env, PORT: String(PORTS.rendering), PAGE_CACHE_SECONDS: '0', PROCESS_ROLE: 'web' };
    servers.push(await startServer('node', [...profiled('rendering'), '--import', 'tsx', 'lib/server/app/serve.ts'], `http://127.0.0.1:${PORTS.rendering}/api/health`, { env: renderingEnv }));
    // A third with no availability copy (AVAILABILITY_CACHE_SECONDS=0): every calendar it answers is read
    // from the database, as on a copy's miss. Its own instance, so that the rendering one's profile is the pages'.
    const readingEnv = { ...env, PORT: String(PORTS.reading), AVAILABILITY_CACHE_SECONDS: '0', PROCESS_ROLE: 'web' };
    servers.push(await startServer('node', ['--import', 'tsx', 'lib/server/app/serve.ts'], `http://127.0.0.1:${PORTS.reading}/api/health`, { env: readingEnv }));
    servers.push(await startServer(NEXT, ['start', '-p', String(PORTS.baseline), BASELINE_DIR], `http://127.0.0.1:${PORTS.baseline}/`));
    const floorServer = await startServer(NEXT, ['start', '-p', String(PORTS.floor), FLOOR_DIR], `http://127.0.0.1:${PORTS.floor}/`, { env: { FLOOR_DATABASE_URL: databaseUrl } });
    servers.push(floorServer);
    const site = `http://127.0.0.1:${PORTS.site}`;
    const page = (name: string, pathname: string): LoadTarget => ({ name, url: `${site}${pathname}`, headers: { host: HOST } });
    // A returning visitor (issue #25): the tag manager's, the pixel's and the CRM's cookies from an earlier
    // page, and an ad click's tags, a new fbclid on every request.
    const returning = (name: string, pathname: string): LoadTarget => ({
      ...page(name, pathname),
      headers: { host: HOST, cookie: RETURNING_VISITOR_COOKIES },
      query: (n) => `utm_source=facebook&utm_medium=paid_social&utm_campaign=spring&fbclid=IwAR${n.toString(36)}x${Date.now().toString(36)}`,
    });
    const rendered = (name: string, pathname: string): LoadTarget => ({ name, url: `http://127.0.0.1:${PORTS.rendering}${pathname}`, headers: { host: `nz.localhost:${PORTS.rendering}` } });
    // The stack's floor page (__tests__/bench/floor/pages/index.jsx), rendered on every request: what a
    // page with the stack's parts and none of the site's costs beside the bare page. Not budgeted.
    const floorPage: LoadTarget = { name: FLOOR_PAGE, url: `http://127.0.0.1:${PORTS.floor}/` };
    const reading = `http://127.0.0.1:${PORTS.reading}`;
    const readingHost = `nz.localhost:${PORTS.reading}`;
    const query = (name: string, request: ReturnType<typeof graphqlRequest>): LoadTarget => ({ name, method: 'POST', ...request });
    const pages = { home: '/', activity: `/things-to-do/${ACTIVITY}`, thingsToDo: '/things-to-do', checkout: '/checkout' };

    // The site keeps its production limits per client address: each visitor books from its own (booking.ts).
    // Each run's CPU a sale (its add and its order), by process: the site that books (its mail included),
    // the database, and the bench's own visitors.
    const bookingRun = async (arrival: BookingOptions['arrival'], orders: number, firstVisitor: number, shop: Shop = siteShop(site, HOST, ACTIVITY, 'nz-arrival', BOOKING_DAYS), seller = siteServer) => {
      const cpu = startCpuMeter({ site: seller.pid, database: postmasterOf(path.join(DATA_DIR, 'postgres')) });
      const { failureReasons, ...figures } = await measureBooking({ shop, arrival, orders, firstVisitor, ticketsPerOrder: TICKETS_PER_ORDER });
      const cpuMsPerSale = cpu(figures.orders);
      if (figures.failures) log(`booking: ${figures.failures} failed: ${JSON.stringify(failureReasons)}`);
      log(`booking: CPU a sale (ms): ${Object.entries(cpuMsPerSale).map(([name, ms]) => `${name} ${ms ?? 'unknown'}`).join(', ')}`);
      return { ...figures, cpuMsPerSale };
    };
    // BENCH_ONLY=lighthouse: the checkout and the control audited alone on a filled cart, each audit's
    // figures printed (while working on the checkout's first view; docs/performance.md, "The checkout.").
    if (process.env.BENCH_ONLY === 'lighthouse') {
      const cartToken = await fillCart(site, HOST, ACTIVITY, BOOKING_DAYS + 1);
      const { metricsRuns } = await measureLighthouse(
        [
          { name: 'checkout', url: `http://${HOST}${pages.checkout}`, localStorage: { anonymousToken: cartToken }, noindex: true },
          { name: CONTROL_PAGE, url: `http://127.0.0.1:${PORTS.baseline}/` },
        ],
        CHROMIUM,
        DATA_DIR,
        seconds('BENCH_LIGHTHOUSE_RUNS', 5),
      );
      console.log(JSON.stringify({ lighthouse: metricsRuns, machine: os.loadavg() }));
      return;
    }
    // BENCH_ONLY=render: the bare page and the pages rendered afresh alone (while working on a render; with
    // BENCH_PROFILE=1, the rendering instance's profile is of these renders only).
    if (process.env.BENCH_ONLY === 'render') {
      const renders = [{ name: 'baseline', url: `http://127.0.0.1:${PORTS.baseline}/` }, floorPage, rendered('home (rendered afresh)', pages.home), rendered('activity (rendered afresh)', pages.activity)];
      console.log(JSON.stringify({ load: await measureAlternately(renders, LOAD, log), machine: os.loadavg() }));
      return;
    }
    const budgetRate = BUDGETS.orderRateTicketsPerMinute / TICKETS_PER_ORDER / 60;
    log(`booking: visitors arriving at ${BUDGETS.orderRateTicketsPerMinute} tickets/min`);
    // Warmed up first at the same pace, unmeasured, as the season's sales are (tools/season/measure.ts):
    // the budget is the order's p95 on a site already selling, and the first orders of a process just
    // started pay its compiling and its pool's first connections.
    log('booking: warming up at that rate (unmeasured)');
    await bookingRun({ ordersPerSecond: budgetRate }, Math.round(budgetRate * seconds('BENCH_RATE_WARMUP_SECONDS', 2)), 200_000);
    const { sessionIds, ...atBudgetRate } = await bookingRun({ ordersPerSecond: budgetRate }, Math.round(budgetRate * seconds('BENCH_RATE_SECONDS', 15)), 0);
    log('booking: as many visitors as the site serves');
    const { sessionIds: moreSessionIds, ...capacity } = await bookingRun({ visitors: seconds('BENCH_VISITORS', 20) }, seconds('BENCH_ORDERS', 1500), 100_000);
    // The same visitors on the stack's floor for a sale (./floor-sale.ts): what the stack and this machine
    // allow at all, measured beside the site's figure.
    log("booking: as many visitors as the stack's floor serves");
    const { sessionIds: _floorSessions, ...floor } = await bookingRun({ visitors: seconds('BENCH_VISITORS', 20) }, seconds('BENCH_ORDERS', 1500), 300_000, floorShop(`http://127.0.0.1:${PORTS.floor}`), floorServer);
    // Its sessions never sell out: a failed order is a broken floor, whose figure would mean nothing.
    if (floor.failures) throw new Error(`The stack's floor failed ${floor.failures} of its orders`);

    // BENCH_ONLY=booking: the booking runs alone, their figures printed (while working on the order's path).
    if (process.env.BENCH_ONLY === 'booking') {
      console.log(JSON.stringify({ booking: { capacity, atBudgetRate, floor }, machine: os.loadavg() }));
      return;
    }
    const scanRun = () => measureScans({ site, port: PORTS.site, databaseUrl, secret: env.TICKET_SIGNING_SECRET, tickets: seconds('BENCH_SCANS', 400) });
    // BENCH_ONLY=scan: the gates' scans alone after the booking runs (while working on the gate's path).
    if (process.env.BENCH_ONLY === 'scan') {
      console.log(JSON.stringify({ scan: await scanRun(), machine: os.loadavg() }));
      return;
    }
    await outboxDrained(site, log);

    // A visitor with a filled cart, for the checkout page's data and its Lighthouse run.
    const cartToken = await fillCart(site, HOST, ACTIVITY, BOOKING_DAYS + 1);
    const targets: LoadTarget[] = [
      { name: 'baseline', url: `http://127.0.0.1:${PORTS.baseline}/` },
      floorPage,
      ...Object.entries(pages).map(([name, pathname]) => page(name, pathname)),
      returning('home (returning visitor)', pages.home),
      returning('activity (returning visitor)', pages.activity),
      // A crowd sending a parameter no page reads, new on every request, to force renders.
      { ...page('home (random query)', pages.home), query: (n) => `q${n}=${Math.random().toString(36).slice(2)}` },
      // The same pages on the instance without a copy: each response rendered afresh (a cache miss).
      rendered('home (rendered afresh)', pages.home),
      rendered('activity (rendered afresh)', pages.activity),
      rendered('checkout (rendered afresh)', pages.checkout),
      query('getLocale', graphqlRequest(site, HOST, GetLocaleDocument, { domain: 'nz.localhost' })),
      query('availability90', graphqlRequest(site, HOST, GetAvailabilityDocument, { slug: ACTIVITY, from: day(0), to: day(89) })),
      query('getCheckout', graphqlRequest(site, HOST, GetCheckoutDocument, {}, cartToken)),
      // The 90-day calendar read from the database on every request: the zipline's, which shares harness
      // sets with the treetop, beside the luge's, which shares nothing (BUDGETS.sharedResourcesAvailability).
      query(AVAILABILITY_AFRESH.shared, graphqlRequest(reading, readingHost, GetAvailabilityDocument, { slug: ACTIVITY, from: day(0), to: day(89) })),
      query(AVAILABILITY_AFRESH.plain, graphqlRequest(reading, readingHost, GetAvailabilityDocument, { slug: PLAIN_ACTIVITY, from: day(0), to: day(89) })),
    ];
    log(`load: ${LOAD.connections} connections, ${LOAD.warmUpSeconds} s warm-up, ${LOAD.seconds} s measured, ${LOAD.rounds} rounds`);
    const load = await measureAlternately(targets, LOAD, log);

    const pageData: Record<string, number> = {};
    const pageFirstLoad: Record<string, number> = {};
    for (const [name, pathname] of Object.entries(pages)) {
      const { status, html } = await getPage(`${site}${pathname}`, HOST);
      if (status !== 200) throw new Error(`${pathname} answered ${status}`);
      pageData[name] = inlinedPageData(html);
      pageFirstLoad[name] = pageFirstLoadJs(html);
    }
    // The fixtures' pages as served: the bare page (the control) and the stack's floors (issue #25).
    const fixtureJs = async (port: number, dir: string, pathname: string) => {
      const { status, html } = await getPage(`http://127.0.0.1:${port}${pathname}`, `127.0.0.1:${port}`);
      if (status !== 200) throw new Error(`${path.relative(process.cwd(), dir)} ${pathname} answered ${status}`);
      return pageFirstLoadJs(html, path.join(dir, '.next'));
    };
    const firstLoadJsControl = await fixtureJs(PORTS.baseline, BASELINE_DIR, '/');
    const firstLoadJsFloor = { page: await fixtureJs(PORTS.floor, FLOOR_DIR, '/'), live: await fixtureJs(PORTS.floor, FLOOR_DIR, '/live') };

    log('the gate: scan verdicts');
    const scan = await scanRun();

    log('the gate without a network: day list, sync and offline verification');
    const offlineGate = await measureOfflineGate({ site, port: PORTS.site, databaseUrl, secret: env.TICKET_SIGNING_SECRET, tickets: seconds('BENCH_OFFLINE_TICKETS', BUDGETS.offlineGate.tickets), chromium: CHROMIUM });

    log('SQL statements of the availability query');
    const statements = await countAvailabilityStatements('nz.localhost', ACTIVITY, [1, 30, 90]);
    const oversold = await oversoldSessions([...new Set([...sessionIds, ...moreSessionIds])]);

    log('Lighthouse (mobile)');
    const origin = `http://${HOST}`;
    // The bare Next.js page is audited too, as the control: what this machine's Chromium scores a page
    // with almost nothing in it (README, "Lighthouse").
    const { scores, metrics: lighthouseMetrics, lost: lighthouseLost, performanceRuns, scripts: firstViewScripts } = await measureLighthouse(
      [
        { name: 'home', url: `${origin}${pages.home}` },
        { name: 'activity', url: `${origin}${pages.activity}` },
        { name: 'checkout', url: `${origin}${pages.checkout}`, localStorage: { anonymousToken: cartToken }, noindex: true },
        { name: FLOOR_PAGE, url: `http://127.0.0.1:${PORTS.floor}/` },
        { name: CONTROL_PAGE, url: `http://127.0.0.1:${PORTS.baseline}/` },
      ],
      CHROMIUM,
      DATA_DIR,
      // Five: Lighthouse's guide to variability (docs/variability.md, linked from
      // node_modules/lighthouse/readme.md) finds the median of five runs about halves the spread of one;
      // with three, two slow runs of a page on this shared machine decided its figure.
      seconds('BENCH_LIGHTHOUSE_RUNS', 5),
    );

    const { [CONTROL_PAGE]: lighthouseControl, [FLOOR_PAGE]: lighthouseFloor, ...lighthouse } = scores;
    delete firstViewScripts[CONTROL_PAGE];
    delete firstViewScripts[FLOOR_PAGE];
    const reporter = errorReporterChunks();
    const figures: BenchFigures = {
      load,
      booking: { capacity, atBudgetRate, floor, oversoldSessions: oversold },
      firstLoadJs: Object.fromEntries(firstLoadJs().map((route) => [route.route, route.gzipBytes])),
      pageFirstLoadJs: pageFirstLoad,
      firstLoadJsControl,
      firstLoadJsFloor,
      errorReporterJs: errorReporterJs(),
      widgetLoaderJs: gzippedBytes(await bundleWidgetLoader()),
      errorReporterFetchedJs: Object.fromEntries(Object.entries(firstViewScripts).map(([name, files]) => [name, scriptsJs(files.filter((file) => reporter.has(file)))])),
      firstViewJs: Object.fromEntries(Object.entries(firstViewScripts).map(([name, files]) => [name, scriptsJs(files)])),
      pageData,
      availabilityStatements: statements.warm,
      availabilityStatementsCold: statements.cold,
      lighthouse,
      lighthousePerformanceRuns: performanceRuns,
      lighthouseMetrics,
      lighthouseControl,
      lighthouseFloor,
      scan,
      offlineGate,
    };
    const checks = checkBudgets(figures);
    printReport(figures, checks, { lighthouseLost, machine: `${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`, load: LOAD, budgets: BUDGETS });
    process.exitCode = checks.every((check) => check.ok) ? 0 : 1;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await sandbox.close();
    await closeDb();
    await embedded?.stop();
    // Here, so that the runs BENCH_ONLY stops after are profiled too.
    if (process.env.BENCH_PROFILE) printProfile(PROFILE_DIR);
  }
  await measureSeason();
}

/**
 * The hot queries on a busy year's data beside the demo database, in the same run, with the site's
 * servers stopped (docs/performance.md, "A busy season"): tools/season/measure.ts, its budgets failing the
 * bench too. The season is made once into .data/season (tools/season/index.ts, about 12 minutes at
 * BENCH_SEASON_SCALE 1) and reused; delete that directory for a fresh one. BENCH_SEASON=0 leaves it out.
 */
async function measureSeason() {
  if (process.env.BENCH_SEASON === '0') return;
  if (!existsSync(path.resolve('.data/season/PG_VERSION'))) {
    log('making the season (once, into .data/season)');
    await run('node', ['--import', 'tsx', 'tools/season/index.ts', '--scale', process.env.BENCH_SEASON_SCALE ?? '1']);
  }
  log('the hot queries on the season, side by side with the demo database');
  await run('node', ['--import', 'tsx', 'tools/season/measure.ts']).catch(() => {
    process.exitCode = 1;
  });
}

/** Where the profiled instance's CPU went (tools/cpu-profile-summary.ts has the whole list). */
function printProfile(dir: string) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return log(`no CPU profile in ${dir}`);
  const { busyMs, byPackage } = summarizeProfile(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile, process.cwd(), 12);
  log(`the profiled instance's CPU profile: ${path.join(dir, file)} (busy ${Math.round(busyMs)} ms); self time by package:`);
  for (const line of shareLines(byPackage)) log(`  ${line}`);
}

// Exits explicitly: the embedded database's shutdown hooks would otherwise decide the exit code.
main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
