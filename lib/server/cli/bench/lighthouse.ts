import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import type { LighthouseFigure } from '@/lib/domain/performance-budgets';

// Lighthouse runs as its own plain Node process: under tsx its page functions would carry tsx's helpers.
const LIGHTHOUSE_CLI = path.resolve('node_modules/lighthouse/cli/index.js');

export interface LighthousePage {
  name: string;
  url: string;
  /** Runs in the page's origin before the audit (e.g. to give the visitor a filled cart). */
  localStorage?: Record<string, string>;
}

interface LighthouseResult {
  runtimeError?: { message: string };
  categories: Record<string, { id: string; score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null }>;
}

const CATEGORIES = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' } as const;

async function prepare(page: Page, target: LighthousePage): Promise<void> {
  if (!target.localStorage) return;
  await page.goto(new URL('/robots.txt', target.url).href);
  // A string, not a function: nothing of this process's transpiled code is sent to the page.
  await page.evaluate(`Object.entries(${JSON.stringify(target.localStorage)}).forEach(([k, v]) => localStorage.setItem(k, v))`);
}

/**
 * Lighthouse's default (mobile: emulated phone, simulated slow 4G and CPU slowdown) scores for each
 * page, in Debian's Chromium, with the audits that cost points. Storage is kept between the
 * preparation and the audit.
 */
export async function measureLighthouse(
  targets: LighthousePage[],
  chromePath: string,
  /** Where each page's full report is written (`lighthouse-<name>.json`), to see what its points went to. */
  reportDir?: string,
): Promise<{ scores: Record<string, LighthouseFigure>; lost: Record<string, string[]> }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const scores: Record<string, LighthouseFigure> = {};
  /** The weighted audits each page did not pass in full: where its points went. */
  const lost: Record<string, string[]> = {};
  try {
    // A fresh Chromium's first paint of text loads the system's font configuration (hundreds of
    // milliseconds with the CJK fonts installed): paid here once, not by whichever page is audited first.
    const warm = await browser.newPage();
    await warm.goto('data:text/html,<p>warm 暖</p>');
    await warm.close();
    for (const target of targets) {
      // The preparing tab closes before the audit so it cannot compete with Lighthouse's; the storage it
      // wrote stays with the browser's profile.
      const page = await browser.newPage();
      await prepare(page, target);
      await page.close();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [LIGHTHOUSE_CLI, target.url, `--port=${chrome.port}`, '--output=json', '--quiet', '--disable-storage-reset', `--only-categories=${Object.values(CATEGORIES).join(',')}`],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      if (reportDir) writeFileSync(path.join(reportDir, `lighthouse-${target.name}.json`), stdout);
      const { categories, runtimeError, audits } = JSON.parse(stdout) as LighthouseResult;
      if (runtimeError) throw new Error(`Lighthouse on ${target.url}: ${runtimeError.message}`);
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      lost[target.name] = Object.values(categories).flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category.id}: ${ref.id}`),
      );
      scores[target.name] = {
        performance: score(CATEGORIES.performance),
        accessibility: score(CATEGORIES.accessibility),
        bestPractices: score(CATEGORIES.bestPractices),
        seo: score(CATEGORIES.seo),
      };
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return { scores, lost };
}
