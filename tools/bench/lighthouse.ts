import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CRAWLABILITY_AUDIT, categoryScore, medianBy, type LighthouseFigure, type LighthouseMetrics } from '@/lib/domain/performance-budgets';

// Lighthouse runs as its own plain Node process: under tsx its page functions would carry tsx's helpers.
const LIGHTHOUSE_CLI = path.resolve('node_modules/lighthouse/cli/index.js');

export interface LighthousePage {
  name: string;
  url: string;
  /** Runs in the page's origin before the audit (e.g. to give the visitor a filled cart). */
  localStorage?: Record<string, string>;
  /** The page says noindex on purpose (the checkout): its SEO score leaves out the crawlability audit (issue #25). */
  noindex?: boolean;
}

interface LighthouseResult {
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { id: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; details?: { items?: Partial<LighthouseMetrics>[] } }>;
}

const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;

async function prepare(page: Page, target: LighthousePage): Promise<void> {
  // Every page is audited as a first visit: storage survives the audit (--disable-storage-reset, for the
  // cart), so the HTTP cache, which that flag also keeps, is emptied here instead. Otherwise the pages
  // audited after the first would load the shared scripts from the cache.
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
  if (!target.localStorage) return;
  await page.goto(new URL('/robots.txt', target.url).href);
  // A string, not a function: nothing of this process's transpiled code is sent to the page.
  await page.evaluate(`Object.entries(${JSON.stringify(target.localStorage)}).forEach(([k, v]) => localStorage.setItem(k, v))`);
}

interface Audit {
  report: string;
  figure: LighthouseFigure;
  metrics: LighthouseMetrics;
  /** The weighted audits the page did not pass in full: where its points went. */
  lost: string[];
}

async function audit(browser: Browser, port: number, target: LighthousePage): Promise<Audit> {
  // The preparing tab closes before the audit so it cannot compete with Lighthouse's; the storage it
  // wrote stays with the browser's profile.
  const page = await browser.newPage();
  await prepare(page, target);
  await page.close();
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [LIGHTHOUSE_CLI, target.url, `--port=${port}`, '--output=json', '--quiet', '--disable-storage-reset', `--only-categories=${Object.values(CATEGORIES).join(',')}`],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { categories, runtimeError, audits, environment } = JSON.parse(stdout) as LighthouseResult;
  if (runtimeError) throw new Error(`Lighthouse on ${target.url}: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  const metrics: LighthouseMetrics = {
    observedFirstPaint: Math.round(observed.observedFirstPaint ?? NaN),
    observedLoad: Math.round(observed.observedLoad ?? NaN),
    totalBlockingTime: Math.round(observed.totalBlockingTime ?? NaN),
    largestContentfulPaint: Math.round(observed.largestContentfulPaint ?? NaN),
    benchmarkIndex: Math.round(environment?.benchmarkIndex ?? NaN),
  };
  const seo = target.noindex && categories[CATEGORIES.seo] ? categoryScore(categories[CATEGORIES.seo].auditRefs, audits, [CRAWLABILITY_AUDIT]) : score(CATEGORIES.seo);
  return {
    report: stdout,
    figure: {
      performance: score(CATEGORIES.performance),
      accessibility: score(CATEGORIES.accessibility),
      bestPractices: score(CATEGORIES.bestPractices),
      seo,
    },
    metrics,
    lost: Object.values(categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}: ${ref.id}`),
    ),
  };
}

/**
 * chrome-launcher's flags, except that Chrome's RenderDocument stays on, as in the Chrome visitors run.
 * chrome-launcher 1.2.1 turns it off to work around Lighthouse's own CI failures; with it off, the tab's
 * about:blank frame is reused for the page, and Chromium here held our pages' first paint back by one or
 * two seconds in most audits while the page sat idle (the bare control, painting sooner, never). Lantern
 * then counts every script loaded by that late paint as blocking the LCP: home's simulated LCP went from
 * about 1.9 s to 3.6 s in the same run (docs/performance.md, "Lighthouse").
 */
function launcherFlagsWithChromesRenderDocument(): string[] {
  return chromeLauncher.Launcher.defaultFlags().map((flag) => {
    if (!flag.startsWith('--disable-features=')) return flag;
    const features = flag.slice('--disable-features='.length).split(',').filter((feature) => feature !== 'RenderDocument');
    return `--disable-features=${features.join(',')}`;
  });
}

/** How long a first view is watched after its load event: the browser's idle-time fetches come within it. */
const AFTER_LOAD_MS = 5_000;

/**
 * Our build's scripts (`static/chunks/…`) a first view of the page fetches, with no error on it: those
 * its HTML names, those it imports as it hydrates, and anything fetched once the browser is idle (the
 * error reporter, if it loads then), watched for AFTER_LOAD_MS after the load event.
 */
async function firstViewScripts(browser: Browser, target: LighthousePage): Promise<string[]> {
  const page = await browser.newPage();
  try {
    await prepare(page, target);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const file = request.resourceType() === 'script' ? new URL(request.url()).pathname.match(/^\/_next\/(static\/.+\.js)$/)?.[1] : undefined;
      if (file) fetched.push(file);
    });
    await page.goto(target.url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    return fetched;
  } finally {
    await page.close();
  }
}

/**
 * Lighthouse's default (mobile: emulated phone, simulated slow 4G and CPU slowdown) scores for each
 * page, in Debian's Chromium, with the audits that cost points. Each page is audited `runs` times, as
 * a first visit each time, and the run with the median performance score is the page's figure
 * (Lighthouse's own advice for its run-to-run variance); every run's performance score is kept. Then
 * one more first view of each page, watched: the scripts it fetched (firstViewScripts).
 */
export async function measureLighthouse(
  targets: LighthousePage[],
  chromePath: string,
  /** Where each page's median report is written (`lighthouse-<name>.json`), to see what its points went to. */
  reportDir: string | undefined,
  /** Audits per page: the bench's BENCH_LIGHTHOUSE_RUNS (tools/bench/index.ts). */
  runs: number,
): Promise<{
  scores: Record<string, LighthouseFigure>;
  metrics: Record<string, LighthouseMetrics>;
  lost: Record<string, string[]>;
  performanceRuns: Record<string, number[]>;
  /** Every audit's metrics, in the order run. */
  metricsRuns: Record<string, LighthouseMetrics[]>;
  scripts: Record<string, string[]>;
}> {
  const chrome = await chromeLauncher.launch({ chromePath, ignoreDefaultFlags: true, chromeFlags: [...launcherFlagsWithChromesRenderDocument(), '--headless=new', '--no-sandbox', '--disable-gpu'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const scores: Record<string, LighthouseFigure> = {};
  const metrics: Record<string, LighthouseMetrics> = {};
  const lost: Record<string, string[]> = {};
  const performanceRuns: Record<string, number[]> = {};
  const metricsRuns: Record<string, LighthouseMetrics[]> = {};
  const scripts: Record<string, string[]> = {};
  try {
    // A fresh Chromium's first paint of text loads the system's font configuration (hundreds of
    // milliseconds with the CJK fonts installed): paid here once, not by whichever page is audited first.
    const warm = await browser.newPage();
    await warm.goto('data:text/html,<p>warm 暖</p>');
    await warm.close();
    for (const target of targets) {
      const audits: Audit[] = [];
      for (let run = 0; run < runs; run++) audits.push(await audit(browser, chrome.port, target));
      const median = medianBy(audits, (run) => run.figure.performance);
      if (reportDir) writeFileSync(path.join(reportDir, `lighthouse-${target.name}.json`), median.report);
      scores[target.name] = median.figure;
      metrics[target.name] = median.metrics;
      lost[target.name] = median.lost;
      scripts[target.name] = await firstViewScripts(browser, target);
      performanceRuns[target.name] = audits.map((run) => run.figure.performance);
      metricsRuns[target.name] = audits.map((run) => run.metrics);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return { scores, metrics, lost, performanceRuns, metricsRuns, scripts };
}
