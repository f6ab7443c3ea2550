import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type axe from 'axe-core';

/** WCAG 2.2 AA, the level every screen is held to (issue #11; the back office's too, issue #22). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

// The axe-core AxeBuilder itself injects (its own dependency, 4.13 beside the 4.14 other tools hoist), so
// a check gives the same answer whichever way it runs.
const AXE_SOURCE = (createRequire(require.resolve('@axe-core/playwright'))('axe-core') as typeof axe).source;

/**
 * Axe's answer for the page as it is now, WCAG_TAGS's rules only. A page of one frame is checked with
 * axe.run in the page itself, axe injected once per document: AxeBuilder's analyze() injects the 0.5 MB
 * script twice and opens a blank page to merge the frames' partial results (axe.finishRun), 1.2–2.5 s per
 * check of which axe's own rules take 0.2–0.8 s, on the back office's screens (docs/performance.md, "The
 * test suites"). With one frame there is nothing to merge, so the rules and their results are the same.
 * A page with frames (a card field, a partner's widget) goes through AxeBuilder, which checks inside each.
 */
export async function axeResults(page: Page): Promise<axe.AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await page.evaluate(AXE_SOURCE);
  // Every rule runs on every element; only the violations list each node (the passes, 0.3–0.6 MB of
  // selectors a screen, are cut to one node each: axe's resultTypes), and the violations are all we read.
  return page.evaluate((tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }), WCAG_TAGS);
}

/** Runs axe on the page as it is now; a failure lists each rule with the elements that break it. */
export async function expectAccessible(page: Page, screen: string) {
  // From the top of the page: axe's target-size counts a control the sticky header covers at the current
  // scroll as too small (two calendar days under a phone's header, once the panel above them grew), which
  // says where the test had scrolled, not what a visitor meets.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await axeResults(page);
  const found = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`),
  }));
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
