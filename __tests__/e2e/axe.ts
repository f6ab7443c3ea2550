import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, the level every screen is held to (issue #11; the back office's too, issue #22). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page as it is now; a failure lists each rule with the elements that break it. */
export async function expectAccessible(page: Page, screen: string) {
  // From the top of the page: axe's target-size counts a control the sticky header covers at the current
  // scroll as too small (two calendar days under a phone's header, once the panel above them grew), which
  // says where the test had scrolled, not what a visitor meets.
  await page.evaluate(() => window.scrollTo(0, 0));
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`),
  }));
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
