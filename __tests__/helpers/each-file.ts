import { afterAll, vi } from 'vitest';

/*
 * Run before every test file (vitest.config.mts `setupFiles`). Most files share their worker's process and
 * its loaded modules with the files before and after them, so each file leaves the process as it found it:
 * the environment it stubbed (vi.stubEnv, never a write to process.env), the globals it stubbed
 * (vi.stubGlobal: a `window` makes the app's modules think they run in a browser), and the configuration
 * it handed over (useConfig) or had read from that environment. The database needs nothing here: each
 * file hands over its own (test-database.ts), and what the app keeps of one follows it
 * (lib/server/platform/cache.ts, lib/server/platform/rate-limit.ts).
 */
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  // Imported now, not above: a file that called vi.resetModules has loaded the module afresh, and the copy
  // the next file will get is the one to reset.
  const { forgetConfig } = await import('@/lib/server/platform/config');
  forgetConfig();
});
