import type { Locator, Page } from '@playwright/test';

/**
 * The suites' screenshots are pictures for people to look at, never compared (the visual suite,
 * __tests__/visual, compares its own): E2E_SHOTS=1 takes them. Without it a full-page shot cost 0.3–2 s
 * of a loaded 2-core run, about 50 of them a project (docs/performance.md, "The test suites"). An
 * element's shot still waits for the element to show, as its screenshot did.
 */
export async function keepShot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (process.env.E2E_SHOTS) await target.screenshot(options);
  else if ('waitFor' in target) await target.waitFor({ state: 'visible' });
}
