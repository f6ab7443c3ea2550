import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { demoLocales } from './demo/locales';
import { demoShopEnvironment, shopOrigins } from './demo/sandbox-gateways';
import { demoTicketSigningKey, demoTicketSigningSecret } from './demo/ticket-signing-secret';
import { demoWalletEnvironment } from './demo/wallet-certificates';
import { sandboxAccountFile } from './sandbox/account';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The payment sandbox the shop pays through, a server of its own (__tests__/e2e/helpers.ts names it too). */
const SANDBOX_URL = `http://localhost:${PORT + 40}`;
const DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${PORT + 10_000}/postgres`;
/**
 * The sandbox's test account for these runs: made on the first run (mode 0600) and read by the sandbox
 * (its half) and by the demo launcher and the second instance (the shop's half). Outside .data/e2e,
 * which the launcher empties.
 */
const SANDBOX_ACCOUNT_FILE = path.resolve(__dirname, '.data/e2e-sandbox/account.json');
const SANDBOX_ACCOUNT = sandboxAccountFile(SANDBOX_ACCOUNT_FILE);
/**
 * Where the sandbox may send browsers and notifications: every demo locale at the port visitors use.
 * Both instances build their URLs with that port (PUBLIC_PORT), as instances behind one load balancer do.
 */
const SHOP_ORIGINS = shopOrigins(
  demoLocales.map((locale) => locale.domain),
  'http',
  PORT,
).join(',');
/**
 * The keys both instances sign and check tickets with (one shop, two instances), kept outside .data/e2e,
 * which the launcher empties; the specs read them from the same files to verify the emailed QR codes
 * (__tests__/e2e/mail.ts ticketQr, ticketTyped).
 */
const TICKET_SIGNING_SECRET = demoTicketSigningSecret({ DATA_DIR: path.resolve(__dirname, '.data/e2e-tickets') });
const TICKET_SIGNING_KEY = demoTicketSigningKey({ DATA_DIR: path.resolve(__dirname, '.data/e2e-tickets') });
/** The demo's wallet test certificates (demo/wallet-certificates.ts), the same for both instances: a pass either signs verifies alike. */
const WALLET = demoWalletEnvironment({ DATA_DIR: path.resolve(__dirname, '.data/e2e-tickets') });
/**
 * Every test browser comes from 127.0.0.1: as one address, the suite would soon hold more places than
 * one visitor may (lib/server/carts/cart-service.ts), and keep more unpaid with pay on arrival (whose
 * per-address, per-mailbox and per-domain budgets follow PLACES_PER_ADDRESS: lib/server/platform/config.ts).
 * The per-cart and per-token limits stay as shipped.
 */
const ONE_ADDRESS_FOR_ALL = { PLACES_PER_ADDRESS: '1000000', ADD_TO_CART_PER_ADDRESS: '1000000', RESERVATIONS_PER_ADDRESS: '1000000', WAITING_LIST_ENTRIES_PER_ADDRESS: '1000000' };

/**
 * Debian's chromium-headless-shell (Chromium's old headless mode, no browser UI or GPU process) when
 * installed: the same engine, and the suite ran in 2.3 min where the full browser's new headless mode took
 * 3.8 min (checkout and staff orders, both projects; docs/performance.md, "The test suites").
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The full browser, for what the shell lacks: its fake camera shows the gate scanner nothing
 * (__tests__/e2e/staff-check-in.spec.ts launches the gate phone with it).
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  // Root in CI needs --no-sandbox; the machines have no internet, so Chromium's own calls home are off.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** End-to-end tests against the production build, on a throwaway embedded database. */
export default defineConfig({
  testDir: '__tests__/e2e',
  // Once the servers are up: the parks' share of each session for unpaid reservations lifted (see the file).
  globalSetup: './__tests__/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Journeys cross several pages and the payment sandbox; a loaded 2-core CI machine needs the headroom.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    launchOptions: chromiumLaunch,
    // Recording a trace of every test cost about 7% of a run on a 2-core machine, and CI keeps none of
    // them: E2E_TRACE=retain-on-failure records them when a local failure needs one.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions: chromiumLaunch },
      // What no screen shows differently: the APIs, headers, status codes, trackers and error reports run
      // once, on the desktop. Journeys split by language instead (__tests__/e2e/journeys.ts walkIn).
      testIgnore: ['api', 'security-headers', 'not-found', 'booking-flags', 'shell', 'analytics', 'error-reporting'].map((spec) => `**/${spec}.spec.ts`),
    },
  ],
  webServer: [
    // The SMTP server the site sends to (real SMTP, issue #5); messages land in .data/e2e-mail.
    {
      command: 'rm -rf .data/e2e-mail && node --import tsx __tests__/e2e/smtp-sink.ts',
      url: `http://127.0.0.1:${PORT + 26}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    // The payment sandbox, keeping its records in the site's database (it connects when first asked).
    {
      command: 'node --import tsx sandbox/server.ts',
      url: `http://127.0.0.1:${PORT + 40}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SANDBOX_URL, SANDBOX_DATABASE_URL: DATABASE_URL, SANDBOX_ACCOUNT_FILE, SANDBOX_SHOP_ORIGINS: SHOP_ORIGINS },
    },
    // The demo launcher: the embedded database, the demo operator paying through the sandbox above, the site.
    {
      command: 'rm -rf .data/e2e && node --import tsx demo/start.ts --no-sandbox --no-partner',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        DATA_DIR: '.data/e2e',
        EMBEDDED_POSTGRES_PORT: String(PORT + 10_000),
        DATABASE_URL: '',
        DEMO_SANDBOX_URL: SANDBOX_URL,
        DEMO_SANDBOX_ACCOUNT_FILE: SANDBOX_ACCOUNT_FILE,
        SMTP_URL: `smtp://127.0.0.1:${PORT + 25}`,
        TICKET_SIGNING_SECRET,
        TICKET_SIGNING_KEY,
        ...WALLET,
        // Warnings and errors reach the test output; the request and mail log would drown it.
        LOG_LEVEL: 'warn',
        ...ONE_ADDRESS_FOR_ALL,
      },
    },
    // A second instance on the first one's database: capacity must hold across any number of instances.
    {
      command: 'node --import tsx lib/server/app/serve.ts',
      url: `http://127.0.0.1:${PORT + 1}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      env: {
        // Only the shop (`npm run serve`), given the sandbox's credentials as a deployment gives a provider's.
        ...demoShopEnvironment({ sandboxUrl: SANDBOX_URL, account: SANDBOX_ACCOUNT, port: PORT }),
        NODE_ENV: 'production',
        PORT: String(PORT + 1),
        DATABASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${PORT + 25}`,
        TICKET_SIGNING_SECRET,
        TICKET_SIGNING_KEY,
        ...WALLET,
        LOG_LEVEL: 'warn',
        ...ONE_ADDRESS_FOR_ALL,
      },
    },
  ],
});
