import { BUDGETS, CONTROL_PAGE, FLOOR_PAGE, type BenchFigures, type BudgetCheck } from '@/lib/domain/performance-budgets';
import { GATES } from './scan';

const pad = (cells: (string | number)[], widths: number[]) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');

function table(title: string, header: string[], rows: (string | number)[][]): string {
  const widths = header.map((cell, i) => Math.max(String(cell).length, ...rows.map((row) => String(row[i]).length)));
  return [`\n${title}`, pad(header, widths), pad(widths.map((w) => '-'.repeat(w)), widths), ...rows.map((row) => pad(row, widths))].join('\n');
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * The bench's output: readable tables on stdout, then, as the very last line, one JSON object with every
 * figure, the budget checks and the conditions of the run.
 */
export function printReport(figures: BenchFigures, checks: BudgetCheck[], context: Record<string, unknown>): void {
  const baseline = figures.load.baseline?.requestsPerSecond || NaN;
  const lines = [
    table(
      'Throughput and latency (10 connections)',
      ['target', 'req/s', '% of baseline', 'p50 ms', 'p95 ms', 'requests', 'errors'],
      Object.entries(figures.load).map(([name, f]) => [name, f.requestsPerSecond, `${((100 * f.requestsPerSecond) / baseline).toFixed(0)}%`, f.p50Ms.toFixed(1), f.p95Ms.toFixed(1), f.requests, f.errors]),
    ),
    table(
      `Booking (one event, many visitors; ${figures.booking.oversoldSessions} sessions oversold)`,
      ['visitors', 'tickets/min', 'order p95 ms', 'orders', 'tickets', 'failures', 'CPU a sale, ms (seller / database / visitors)'],
      (
        [
          ['as many as the site serves', figures.booking.capacity],
          [`arriving at ${BUDGETS.orderRateTicketsPerMinute} tickets/min`, figures.booking.atBudgetRate],
          ["as many as the stack's floor serves (not budgeted)", figures.booking.floor],
        ] as const
      ).map(([visitors, run]) => [
        visitors,
        run.ticketsPerMinute,
        run.orderP95Ms,
        run.orders,
        run.tickets,
        run.failures,
        run.cpuMsPerSale ? Object.values(run.cpuMsPerSale).map((ms) => ms ?? '?').join(' / ') : '-',
      ]),
    ),
    table(
      `The gate: scan verdicts over HTTP, ${GATES} gates at once`,
      ['scans', 'p50 ms', 'p95 ms', 'count', 'unexpected verdicts'],
      (
        [
          ['first scans (check-in)', figures.scan.valid],
          ['same tickets again (already checked in)', figures.scan.repeat],
        ] as const
      ).map(([scans, run]) => [scans, run.p50Ms, run.p95Ms, run.scans, run.unexpected]),
    ),
    table(
      `The gate without a network: a day of ${figures.offlineGate.tickets} tickets`,
      ['measure', 'figure'],
      [
        ['day list (tickets listed)', figures.offlineGate.listTickets],
        ['day list kB, as sent / gzipped', `${kB(figures.offlineGate.listBytes)} / ${kB(figures.offlineGate.listGzipBytes)}`],
        ['day list ms', figures.offlineGate.listMs],
        [`sync ms (${figures.offlineGate.syncRequests} requests, ${figures.offlineGate.syncApplied} applied)`, figures.offlineGate.syncMs],
        ['offline verification p50 / p95 ms (phone CPU)', `${figures.offlineGate.verify.p50Ms} / ${figures.offlineGate.verify.p95Ms}`],
      ],
    ),
    table('First-load JavaScript of each route, build manifest (gzipped)', ['route', 'kB'], Object.entries(figures.firstLoadJs).map(([route, bytes]) => [route, kB(bytes)])),
    table(
      `First-load JavaScript of each page as served (gzipped; the error reporter is ${kB(figures.errorReporterJs)} kB)`,
      ['page', 'kB', 'of the error reporter, fetched by a view without errors', 'with it', 'everything a first view fetched'],
      Object.entries(figures.pageFirstLoadJs).map(([page, bytes]) => {
        const reporter = figures.errorReporterFetchedJs[page];
        const viewed = figures.firstViewJs[page];
        return [page, kB(bytes), reporter === undefined ? '-' : kB(reporter), reporter === undefined ? '-' : kB(bytes + reporter), viewed === undefined ? '-' : kB(viewed)];
      }).concat([
        [CONTROL_PAGE, kB(figures.firstLoadJsControl), '-', '-', '-'],
        ["the stack's floor, a visitor page (__tests__/bench/floor /)", kB(figures.firstLoadJsFloor.page), '-', '-', '-'],
        ["the stack's floor with live data and a form (__tests__/bench/floor /live)", kB(figures.firstLoadJsFloor.live), '-', '-', '-'],
      ]),
    ),
    table('The booking widget’s loader on a partner’s page (gzipped)', ['script', 'kB'], [['/widget.js', kB(figures.widgetLoaderJs)]]),
    table('Inlined page data', ['page', 'kB'], Object.entries(figures.pageData).map(([page, bytes]) => [page, kB(bytes)])),
    table('SQL statements of one availability query', ['range', 'statements'], [
      ...Object.entries(figures.availabilityStatements),
      ['90 days, catalogue cache empty', figures.availabilityStatementsCold],
    ]),
    table(
      'Lighthouse (mobile), the run with the median performance score',
      ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'performance of each run', 'first paint / load seen, ms', 'TBT / LCP simulated, ms', 'host benchmark index'],
      Object.entries({ ...figures.lighthouse, [FLOOR_PAGE]: figures.lighthouseFloor, [CONTROL_PAGE]: figures.lighthouseControl }).map(([page, s]) => {
        const m = figures.lighthouseMetrics[page];
        return [page, s.performance, s.accessibility, s.bestPractices, s.seo, (figures.lighthousePerformanceRuns[page] ?? []).join(' '), m ? `${m.observedFirstPaint} / ${m.observedLoad}` : '', m ? `${m.totalBlockingTime} / ${m.largestContentfulPaint}` : '', m?.benchmarkIndex ?? ''];
      }),
    ),
    table('Budgets', ['', 'budget', 'actual', 'limit'], checks.map((c) => [c.ok ? 'ok' : 'MISSED', c.budget, Number(c.actual.toFixed(2)), `${c.kind === 'min' ? '≥' : '≤'} ${c.limit}`])),
    `\n${checks.filter((c) => !c.ok).length} of ${checks.length} budgets missed`,
  ];
  console.log(lines.join('\n'));
  console.log(JSON.stringify({ ...figures, budgets: checks, context }));
}
