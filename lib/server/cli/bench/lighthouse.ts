import { execFile } from 'node:child_process';
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
): Promise<{ scores: Record<string, LighthouseFigure>; lost: Record<string, string[]> }> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const scores: Record<string, LighthouseFigure> = {};
  /** The weighted audits each page did not pass in full: where its points went. */
  const lost: Record<string, string[]> = {};
  try {
    for (const target of targets) {
      const page = await browser.newPage();
      await prepare(page, target);
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [LIGHTHOUSE_CLI, target.url, `--port=${chrome.port}`, '--output=json', '--quiet', '--disable-storage-reset', `--only-categories=${Object.values(CATEGORIES).join(',')}`],
        { maxBuffer: 64 * 1024 * 1024 },
      );
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
      await page.close();
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return { scores, lost };
}
