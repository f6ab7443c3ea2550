/**
 * The performance budgets of issue #10, checked against the figures `npm run bench` measures. Pure:
 * the bench measures, this decides. Sizes are in bytes (1 kB = 1,000 bytes), times in milliseconds.
 */
export interface LoadFigure {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  requests: number;
  errors: number;
}

export interface LighthouseFigure {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

export interface BookingRun {
  ticketsPerMinute: number;
  orderP95Ms: number;
  orders: number;
  tickets: number;
  failures: number;
  /** CPU a sale (its add and its order) by process, ms: the app that sells, the database, the bench's visitors. */
  cpuMsPerSale?: Record<string, number | null>;
}

/** The 90-day calendar read from the database on every request (no instance copy): an activity sharing resources, and one sharing none. */
export const AVAILABILITY_AFRESH = { shared: 'availability90 (read afresh, shared resources)', plain: 'availability90 (read afresh, no resource)' } as const;

export interface BenchFigures {
  /** Keyed by target: baseline, home, activity, thingsToDo, checkout, getLocale, availability90, the AVAILABILITY_AFRESH pair, and the visitors of issue #25: 'home (returning visitor)', 'activity (returning visitor)', 'home (random query)', 'home|activity|checkout (rendered afresh)'. */
  load: Record<string, LoadFigure>;
  /**
   * Booking one event: `capacity`, visitors in a closed loop (how many tickets a minute the site can
   * sell; its latency is mostly their own queue); `atBudgetRate`, visitors arriving at the budget's
   * tickets per minute whatever the answers' speed (the latency a visitor meets at that rate); `floor`,
   * not budgeted, the closed loop's visitors on the stack's floor for a sale (tools/bench/floor-sale.ts).
   */
  booking: { capacity: BookingRun; atBudgetRate: BookingRun; floor: BookingRun; oversoldSessions: number };
  /** Gzipped first-load JavaScript per route from the build manifest (chunks split off with next/dynamic not included), bytes. */
  firstLoadJs: Record<string, number>;
  /** Gzipped JavaScript each measured page's HTML loads (including the split chunks it rendered), bytes. */
  pageFirstLoadJs: Record<string, number>;
  /**
   * The control, not budgeted: the gzipped JavaScript the bare Next.js page's HTML loads (the same Next.js
   * and React, nothing else). Every page of ours carries it before a line of its own; with the stack's
   * other fixed packages it is the floor the first-load budgets are measured against (docs/performance.md, "Sizes and first-load JavaScript").
   */
  firstLoadJsControl: number;
  /**
   * The fixed stack's floor, not budgeted itself (issue #25): the gzipped JavaScript of two pages that hold
   * only the stack's own parts, on the site's Next.js (__tests__/bench/floor). `page`: what every visitor
   * page carries before a line of the site's (Next.js and React, i18next with react-i18next,
   * styled-components, next/link, next/head, next/dynamic); `live`: the same with Apollo Client querying
   * and a react-hook-form form with a yup schema, as the pages with live data have. The first-load budgets
   * are measured against it (BUDGETS.ownFirstLoadJs).
   */
  firstLoadJsFloor: { page: number; live: number };
  /** Gzipped JavaScript of the browser's error reporter (the Sentry SDK), bytes: in no page's HTML. */
  errorReporterJs: number;
  /** Gzipped bytes of the booking widget's loader (/widget.js) that partners' pages load (docs/widget.md). */
  widgetLoaderJs: number;
  /**
   * Per measured page, the error reporter's bytes an error-free first view fetched (watched in Chromium
   * with a DSN set): what "error reporter included" adds to the page's budget (issues #10 and #25). The
   * whole SDK when it loads on every view, none when it loads on the first error only.
   */
  errorReporterFetchedJs: Record<string, number>;
  /**
   * Per measured page, every script of ours an error-free first view fetched, bytes: its HTML's, those it
   * imports as it hydrates (the checkout's live part) and the idle-time ones. Reported, not budgeted.
   */
  firstViewJs: Record<string, number>;
  /** Bytes of page data inlined in the HTML (__NEXT_DATA__), per measured page. */
  pageData: Record<string, number>;
  /** SQL statements one availability query runs, per range of days, with the catalogue in the read cache. */
  availabilityStatements: Record<string, number>;
  /**
   * The same for a 90-day query right after the catalogue cache was emptied (once per instance every 10 s
   * or after an edit): the catalogue's own reads, whatever the range, plus the query's. Reported, not budgeted.
   */
  availabilityStatementsCold: number;
  /** Per page: the scores of the run with the median performance score. */
  lighthouse: Record<string, LighthouseFigure>;
  /** Per page: the performance score of every run, in the order they ran. */
  lighthousePerformanceRuns: Record<string, number[]>;
  /** Per page, the control (CONTROL_PAGE) and the floor page (FLOOR_PAGE), the median run's timings, ms: what the browser saw, and Lighthouse's simulated phone. */
  lighthouseMetrics: Record<string, LighthouseMetrics>;
  /**
   * The control, not budgeted: the bare Next.js page audited the same way, the score this machine's
   * Chromium gives a page with almost nothing in it. Its points lost are the environment's, not ours.
   */
  lighthouseControl: LighthouseFigure;
  /**
   * The stack's floor page (FLOOR_PAGE) audited the same way, not budgeted: what the stack's parts cost a
   * first view beside the control, so a page's own share of its TBT and LCP shows.
   */
  lighthouseFloor: LighthouseFigure;
  /**
   * The gate (issue #22): scan verdicts as gate phones wait for them, over HTTP through the back office's
   * API: `valid` (first scans, each a check-in) and `repeat` (the same tickets again: already checked in).
   */
  scan: { valid: ScanFigure; repeat: ScanFigure };
  /** The gate without a network (tools/bench/offline-gate.ts): a park's day of tickets listed, synced and verified. */
  offlineGate: OfflineGateFigure;
}

export interface OfflineGateFigure {
  /** Tickets of the park's day. */
  tickets: number;
  /** Tickets the scanner's day list held (the park's others too). */
  listTickets: number;
  listBytes: number;
  listGzipBytes: number;
  listMs: number;
  /** The whole sync of `syncCheckIns` offline check-ins (one per ticket of the day), in `syncRequests` turns. */
  syncMs: number;
  syncRequests: number;
  syncCheckIns: number;
  syncApplied: number;
  /** One offline verification in Chromium at a phone's CPU: signature, list and the device's check-ins. */
  verify: { p50Ms: number; p95Ms: number; unexpected: number };
}

/** The bare Next.js page's name in the bench's tables: the control (BenchFigures.lighthouseControl, firstLoadJsControl). */
export const CONTROL_PAGE = 'bare Next page (control)';

/** The stack's floor page (__tests__/bench/floor), rendered on every request and audited by Lighthouse: printed beside the site's pages, not budgeted. */
export const FLOOR_PAGE = "the stack's floor page";

export interface LighthouseMetrics {
  observedFirstPaint: number;
  /**
   * The load event as seen. Not DOMContentLoaded: with Chrome's RenderDocument on (tools/bench/lighthouse.ts)
   * Lighthouse 12.8 reads that from the tab's about:blank, 0–21 ms.
   */
  observedLoad: number;
  totalBlockingTime: number;
  largestContentfulPaint: number;
  /** Lighthouse's measure of the host's CPU at the audit's start (environment.benchmarkIndex): its 4× slowdown assumes about 1,500–2,000. */
  benchmarkIndex: number;
}

export interface ScanFigure {
  p50Ms: number;
  p95Ms: number;
  scans: number;
  /** Scans that did not answer the verdict expected (valid, then alreadyCheckedIn). */
  unexpected: number;
}

export interface BudgetCheck {
  budget: string;
  actual: number;
  limit: number;
  /** 'min': actual must be at least limit; 'max': at most. */
  kind: 'min' | 'max';
  ok: boolean;
}

export const PAGES = ['home', 'activity', 'thingsToDo', 'checkout'] as const;

export const BUDGETS = {
  homeShareOfBaseline: 0.6,
  activityShareOfBaseline: 0.5,
  /**
   * Issue #25: visitors as they really arrive. A returning visitor (the trackers' cookies, a new ad click's
   * tags on every request) is served like a first one; a crowd's random query strings still serve a
   * quarter of the bare page. A page rendered afresh (a copy's miss) serves half the bare page, each render
   * within 25 ms: the copy serves most visitors, but every content change, preview and new page is a render.
   */
  returningVisitorShareOfBaseline: { home: 0.6, activity: 0.5 },
  renderedShareOfBaseline: 0.5,
  renderedP95Ms: 25,
  randomQueryShareOfBaseline: 0.25,
  pageP95Ms: 100,
  firstLoadJs: { home: 150_000, activity: 150_000, checkout: 190_000, anyRoute: 200_000 },
  /**
   * Issue #25: "if the fixed stack's floor makes a budget physically impossible, get as close as the floor
   * allows". What a page may load of the site's own (its shell, words and parts) on top of the stack's
   * floor, measured in the same run (BenchFigures.firstLoadJsFloor): a first-load limit is its budget above,
   * or the floor plus this, whichever is higher. `page` holds home, an activity and the checkout against the
   * visitor page's floor; `live` holds every route against the floor with live data (the largest route is
   * always one with live data). Not an aspiration but a ratchet: about what the site's own parts took when
   * the floor was first measured (home 24.8 kB, the largest route 30.1 kB, 2026-11-29) with a little room;
   * lower them as those parts shrink. docs/performance.md, "Sizes and first-load JavaScript", has what the figures are made of.
   */
  ownFirstLoadJs: { page: 26_000, live: 32_000 },
  pageDataBytes: 32_000,
  /** The booking widget's loader on a partner's page (docs/widget.md): a script someone else's page pays for. */
  widgetLoaderJs: 15_000,
  /**
   * Lighthouse's scores other than performance, absolute: they do not depend on the machine. The
   * performance score is printed, not budgeted (below).
   */
  lighthouse: { accessibility: 100, bestPractices: 95, seo: 100 },
  /**
   * Lighthouse's performance, judged against the bare Next.js page audited in the same run (the control):
   * each page's simulated TBT and LCP at most the control's plus these. The score alone measured the
   * machine: on this shared 2-core machine the same build scored 71–76 where developers' machines gave
   * 96–97, while the control lost as much (docs/performance.md, "Lighthouse": Lantern multiplies every main-thread
   * task the host ran by 4, and a busy host runs them 2–3× longer). The margins are what separates a
   * page scoring 95 from the bare page on a quiet host: Lighthouse's mobile curves give 95.7 to a page with
   * LCP 2.5 s and TBT 150 ms (and full marks elsewhere), and the control's simulated LCP is about 0.7 s
   * (677 ms in the bench of 2026-12-04), its TBT about 0 on a quiet host; so 1.8 s of LCP and 150 ms of TBT
   * are the page's own share of a 95.
   */
  lighthouseOverControl: { totalBlockingTimeMs: 150, largestContentfulPaintMs: 1_800 },
  availabilityP95Ms: 20,
  /**
   * A calendar that counts shared resources (harness sets, guides) may cost at most this many times one
   * that counts none, both read afresh in the same run: resources must not make the calendar slow.
   */
  sharedResourcesAvailability: 1.5,
  availabilityStatements: 6,
  /**
   * Tickets a minute the site sells with visitors booking at once (the closed loop), and the order's p95
   * when they arrive at `orderRateTicketsPerMinute`. 15,000 a minute: a season's opening sale, most of a
   * park's week sold in minutes; the site did 17,656 before the per-address limits (2026-11-26).
   */
  ticketsPerMinute: 15_000,
  orderRateTicketsPerMinute: 4000,
  orderP95Ms: 250,
  scanP95Ms: 300,
  /** The gate without a network: a park's day of 5,000 tickets (docs/back-office.md, "The offline scanner"). */
  offlineGate: { tickets: 5000, verifyP95Ms: 5, syncMs: 10_000, listGzipBytes: 200_000 },
} as const;

const check = (budget: string, actual: number, limit: number, kind: 'min' | 'max'): BudgetCheck => ({
  budget,
  actual,
  limit,
  kind,
  ok: Number.isFinite(actual) && (kind === 'min' ? actual >= limit : actual <= limit),
});

/** A first-load limit: the budget, or the stack's floor plus the site's own allowance where the floor leaves less (BUDGETS.ownFirstLoadJs). NaN without a floor. */
const firstLoadLimit = (budget: number, floor: number, own: number) => Math.max(budget, floor + own);

export function checkBudgets(figures: BenchFigures): BudgetCheck[] {
  const { load } = figures;
  // Not rounded: 0.599 of the baseline misses a 0.6 budget.
  const share = (target: string) => (load[target]?.requestsPerSecond ?? 0) / (load.baseline?.requestsPerSecond || Infinity);
  const checks: BudgetCheck[] = [
    check('home req/s ÷ baseline req/s', share('home'), BUDGETS.homeShareOfBaseline, 'min'),
    check('activity req/s ÷ baseline req/s', share('activity'), BUDGETS.activityShareOfBaseline, 'min'),
    ...PAGES.map((page) => check(`${page} p95 ms`, load[page]?.p95Ms ?? NaN, BUDGETS.pageP95Ms, 'max')),
    ...(['home', 'activity'] as const).flatMap((page) => [
      check(`${page} (returning visitor) req/s ÷ baseline req/s`, share(`${page} (returning visitor)`), BUDGETS.returningVisitorShareOfBaseline[page], 'min'),
      check(`${page} (rendered afresh) req/s ÷ baseline req/s`, share(`${page} (rendered afresh)`), BUDGETS.renderedShareOfBaseline, 'min'),
      check(`${page} (rendered afresh) p95 ms`, load[`${page} (rendered afresh)`]?.p95Ms ?? NaN, BUDGETS.renderedP95Ms, 'max'),
    ]),
    check('home (random query) req/s ÷ baseline req/s', share('home (random query)'), BUDGETS.randomQueryShareOfBaseline, 'min'),
    ...(['home', 'activity', 'checkout'] as const).map((page) =>
      check(
        `${page} first-load JS bytes, error reporter included`,
        (figures.pageFirstLoadJs[page] ?? NaN) + (figures.errorReporterFetchedJs[page] ?? NaN),
        firstLoadLimit(BUDGETS.firstLoadJs[page], figures.firstLoadJsFloor.page, BUDGETS.ownFirstLoadJs.page),
        'max',
      ),
    ),
    check(
      'largest first-load JS bytes of any route or page',
      Math.max(...Object.values(figures.firstLoadJs), ...Object.values(figures.pageFirstLoadJs)),
      firstLoadLimit(BUDGETS.firstLoadJs.anyRoute, figures.firstLoadJsFloor.live, BUDGETS.ownFirstLoadJs.live),
      'max',
    ),
    check('largest inlined page data bytes', Math.max(...Object.values(figures.pageData)), BUDGETS.pageDataBytes, 'max'),
    check('booking widget loader (/widget.js) gzipped bytes', figures.widgetLoaderJs, BUDGETS.widgetLoaderJs, 'max'),
    ...Object.entries(figures.lighthouse).flatMap(([page, scores]) => [
      ...lighthouseAgainstControl(page, figures.lighthouseMetrics[page], figures.lighthouseMetrics[CONTROL_PAGE]),
      ...(Object.keys(BUDGETS.lighthouse) as (keyof typeof BUDGETS.lighthouse)[]).map((category) =>
        check(`${page} Lighthouse ${category}`, scores[category], BUDGETS.lighthouse[category], 'min'),
      ),
    ]),
    check('90-day availability p95 ms', load.availability90?.p95Ms ?? NaN, BUDGETS.availabilityP95Ms, 'max'),
    check(
      '90-day availability read afresh, shared resources over none (p95 ×)',
      (load[AVAILABILITY_AFRESH.shared]?.p95Ms ?? NaN) / (load[AVAILABILITY_AFRESH.plain]?.p95Ms ?? NaN),
      BUDGETS.sharedResourcesAvailability,
      'max',
    ),
    check('availability SQL statements (most of any range)', Math.max(...Object.values(figures.availabilityStatements)), BUDGETS.availabilityStatements, 'max'),
    check('tickets sold per minute', figures.booking.capacity.ticketsPerMinute, BUDGETS.ticketsPerMinute, 'min'),
    check(`createAndCompleteOrder p95 ms at ${BUDGETS.orderRateTicketsPerMinute} tickets/min`, figures.booking.atBudgetRate.orderP95Ms, BUDGETS.orderP95Ms, 'max'),
    check('sessions sold beyond capacity', figures.booking.oversoldSessions, 0, 'max'),
    check('scan verdict p95 ms (check-in)', figures.scan.valid.p95Ms, BUDGETS.scanP95Ms, 'max'),
    check('scan verdict p95 ms (already checked in)', figures.scan.repeat.p95Ms, BUDGETS.scanP95Ms, 'max'),
    check('scans with an unexpected verdict', figures.scan.valid.unexpected + figures.scan.repeat.unexpected, 0, 'max'),
    check('offline verification p95 ms (phone CPU)', figures.offlineGate.verify.p95Ms, BUDGETS.offlineGate.verifyP95Ms, 'max'),
    check('offline verifications with an unexpected verdict', figures.offlineGate.verify.unexpected, 0, 'max'),
    check(`sync of ${figures.offlineGate.tickets} offline check-ins ms`, figures.offlineGate.syncMs, BUDGETS.offlineGate.syncMs, 'max'),
    check('offline check-ins not applied', figures.offlineGate.syncCheckIns - figures.offlineGate.syncApplied, 0, 'max'),
    check(`day list of ${figures.offlineGate.tickets} tickets, gzipped bytes`, figures.offlineGate.listGzipBytes, BUDGETS.offlineGate.listGzipBytes, 'max'),
  ];
  const failedTargets = Object.entries(load).filter(([, figure]) => figure.errors > 0);
  for (const [target, figure] of failedTargets) checks.push(check(`${target} failed requests`, figure.errors, 0, 'max'));
  return checks;
}

/** A page's simulated TBT and LCP against the control's of the same run plus BUDGETS.lighthouseOverControl; missed when either was not measured. */
function lighthouseAgainstControl(page: string, metrics: LighthouseMetrics | undefined, control: LighthouseMetrics | undefined): BudgetCheck[] {
  const margin = BUDGETS.lighthouseOverControl;
  return [
    check(`${page} Lighthouse TBT ms (control + ${margin.totalBlockingTimeMs})`, metrics?.totalBlockingTime ?? NaN, (control?.totalBlockingTime ?? NaN) + margin.totalBlockingTimeMs, 'max'),
    check(`${page} Lighthouse LCP ms (control + ${margin.largestContentfulPaintMs})`, metrics?.largestContentfulPaint ?? NaN, (control?.largestContentfulPaint ?? NaN) + margin.largestContentfulPaintMs, 'max'),
  ];
}

/** Lighthouse's SEO audit that a page marked noindex fails by design. */
export const CRAWLABILITY_AUDIT = 'is-crawlable';

/**
 * A Lighthouse category's score (0–100) as Lighthouse computes it, the weighted mean of its audits' scores
 * (audits without a score, not applicable or manual, count for nothing), leaving out the `excluded` audits.
 * The checkout is noindex on purpose, so its SEO budget is held without the crawlability audit (issue #25).
 */
export function categoryScore(auditRefs: readonly { id: string; weight: number }[], audits: Record<string, { score: number | null } | undefined>, excluded: readonly string[]): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of auditRefs) {
    const score = audits[ref.id]?.score;
    if (ref.weight <= 0 || score === null || score === undefined || excluded.includes(ref.id)) continue;
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights ? Math.round((100 * weighted) / weights) : 0;
}

/** The p-th percentile (0–100) of a list of numbers, by the nearest-rank method; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * The median: the middle value, or the mean of the two middle values for an even count (so the median
 * of two rounds is their mean, not the slower one). NaN when empty.
 */
export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
}

/** The item whose key is the median of the items' keys (the lower middle one for an even count). */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T {
  if (!items.length) throw new Error('medianBy needs at least one item');
  const sorted = [...items].sort((a, b) => key(a) - key(b));
  return sorted[Math.ceil(sorted.length / 2) - 1];
}

/**
 * The hot queries on a busy year's data (tools/season/measure.ts, docs/performance.md "A busy season"):
 * each p95 within `p95ShareOfDemo` of the same query's on the demo database measured in the same run, and
 * a month's report under `monthReportMs`. `noiseFloorMs`: a p95 this close to the demo's passes whatever
 * the share, since a query of a millisecond or two varies by more than half from run to run on a shared
 * machine (a scheduler's tick), which is no sign of the data's size. `wholeAnswerP95Ms`: a read whose
 * answer is all of the busiest session's or day's bookings (the manifest, the desk's search by a day), or
 * all of a name's (the desk's search by a name, which finds every order of the name to show the newest
 * page), is held to this instead. Its answer, not the table, is what grows: 1 booking on the demo against
 * 35 on the season, 4 orders against 1,231, a name's 1 order against 50 (133 in all the parks), so a share
 * of the demo's compares two different answers. 20 ms, as the
 * visitor's availability of 90 days (`BUDGETS.availabilityP95Ms`); a sequential scan of the season's orders
 * or tickets takes hundreds, and the plan test (tools/season/plans.ts) refuses one as well.
 */
export const SEASON_BUDGETS = { p95ShareOfDemo: 1.5, noiseFloorMs: 2, monthReportMs: 1_000, wholeAnswerP95Ms: 20 } as const;

/** What a season's query is held to (SEASON_BUDGETS). */
export enum SeasonHold {
  /** Its p95 within p95ShareOfDemo of the demo's. */
  Share = 'share',
  /** The share, and under monthReportMs. */
  MonthReport = 'monthReport',
  /** Under wholeAnswerP95Ms: its answer grows with the data, not only its table. */
  WholeAnswer = 'wholeAnswer',
}

export interface SeasonFigure {
  query: string;
  demoP95Ms: number;
  seasonP95Ms: number;
  held: SeasonHold;
}

export function checkSeasonBudgets(figures: readonly SeasonFigure[]): BudgetCheck[] {
  return figures.flatMap((figure) => {
    if (figure.held === SeasonHold.WholeAnswer) return [check(`${figure.query}: season p95 ms`, figure.seasonP95Ms, SEASON_BUDGETS.wholeAnswerP95Ms, 'max')];
    const share = figure.seasonP95Ms - figure.demoP95Ms <= SEASON_BUDGETS.noiseFloorMs ? 1 : figure.seasonP95Ms / figure.demoP95Ms;
    const checks = [check(`${figure.query}: season p95 ÷ demo p95`, share, SEASON_BUDGETS.p95ShareOfDemo, 'max')];
    if (figure.held === SeasonHold.MonthReport) checks.push(check(`${figure.query}: season p95 ms`, figure.seasonP95Ms, SEASON_BUDGETS.monthReportMs, 'max'));
    return checks;
  });
}
