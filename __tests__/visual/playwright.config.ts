import path from 'node:path';
import { defineConfig } from '@playwright/test';
import e2e, { chromiumLaunch } from '../../playwright.config';

const root = path.resolve(__dirname, '../..');
const servers = Array.isArray(e2e.webServer) ? e2e.webServer : [e2e.webServer!];

/**
 * The screenshot suite (`npm run test:visual`): every screen at 375, 768 and 1280 px wide in both
 * languages, compared with the committed baselines in `__screenshots__/` (`-- --update-snapshots` after
 * an intended change, then look at every changed picture). It runs on the e2e suite's servers (the mail
 * sink, the payment sandbox and the site on a fresh embedded database, not the second instance), started
 * from the repo root.
 */
export default defineConfig({
  testDir: '.',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report-visual') }]],
  outputDir: path.join(root, 'test-results/visual'),
  timeout: 120_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.001 },
  },
  use: {
    // The full browser, as the baselines were taken with (the e2e suite runs the lighter headless shell).
    launchOptions: { ...chromiumLaunch, executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    trace: 'retain-on-failure', colorScheme: 'light', locale: 'en-NZ', timezoneId: 'Pacific/Auckland' },
  projects: [
    { name: 'phone-375', use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } },
    { name: 'tablet-768', use: { viewport: { width: 768, height: 1024 } } },
    { name: 'desktop-1280', use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: servers.slice(0, 3).map((server) => ({ ...server, cwd: root })),
});
