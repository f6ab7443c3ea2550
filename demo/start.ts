import '../lib/server/app/environment-files';
import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import { boot, configFromEnvironment } from '../lib/server/app/boot';
import { parseEnv } from '../lib/server/platform/config';
import { locales } from '../lib/server/platform/db/schema';
import { log } from '../lib/server/platform/logger';
import { sandboxSide } from '../sandbox/account';
import { buildWidgetLoader } from '../tools/build-widget';
import { portOf, startSandbox, type RunningSandbox } from '../sandbox/server';
import { seedDemo } from './index';
import { demoResellerKeys } from './resellers';
import { demoPartnerUrl, startPartnerPage } from './partner-page';
import { demoSandboxAccount, demoSandboxUrl, demoShopEnvironment, shopOrigins } from './sandbox-gateways';
import { demoTicketSigningKey, demoTicketSigningSecret } from './ticket-signing-secret';
import { demoWalletEnvironment } from './wallet-certificates';

const logger = log('demo');

/**
 * `npm start` (after the build) and `npm run dev` (`--dev`): the demo on one machine. It prepares the
 * database (the embedded PostgreSQL when DATABASE_URL is unset; migrations; the demo operator, its
 * gateways pointed at the sandbox), starts the payment sandbox on DEMO_SANDBOX_URL, then runs the shop
 * (`lib/server/app/serve.ts`, what `npm run serve` runs in production) as a process of its own, with
 * the sandbox's test credentials in its environment as a deployment would give it a provider's. The
 * test account is this demo's own (DATA_DIR/sandbox-account.json, made on the first start); the sandbox
 * gets its half, and may send browsers and notifications only to the shop's origins: every locale's
 * domain at the scheme and port the shop is reached on.
 * `--no-sandbox`: one already answers at DEMO_SANDBOX_URL (the tests start their own, with the same
 * account file: DEMO_SANDBOX_ACCOUNT_FILE). It also serves a partner's page embedding the booking widget
 * (demo/partner-page.ts, DEMO_PARTNER_URL); `--no-partner`: none.
 *
 * Stopping it (SIGINT, SIGTERM) stops the shop, which drains its requests, then the sandbox and the
 * embedded database.
 */
async function main() {
  const dev = process.argv.includes('--dev');
  // The launcher is the demo whatever the environment says (it sets DEMO=on for the shop below): it
  // applies the migrations itself (lib/server/app/boot.ts migratesOnStart).
  const config = { ...configFromEnvironment(), demo: true };
  const sandboxUrl = demoSandboxUrl();
  const account = demoSandboxAccount();
  let domains: string[] = [];
  let octoCalls: string[] = [];
  const booted = await boot(config, {
    prepare: async (db) => {
      const seeded = await seedDemo(db, sandboxUrl);
      if (seeded) logger.info(seeded);
      domains = (await db.select({ domain: locales.domain }).from(locales)).map((row) => row.domain);
      // Resellers' keys for this run only (docs/octo.md): made now, shown once here, revoked at the next start.
      octoCalls = await demoResellerKeys(db, config.PORT);
    },
  });
  logger.info(`OCTO supplier API (docs/octo.md): a demo reseller's key for each park, valid until the next start:\n  ${octoCalls.join('\n  ')}`);
  // What is set in the environment wins over the demo's defaults; the database is the one prepared here,
  // and the mode is the launcher's (serve.ts serves a build only in production).
  const shopEnvironment: Record<string, string | undefined> = {
    ...demoShopEnvironment({ sandboxUrl, account, port: config.PORT }),
    TICKET_SIGNING_SECRET: demoTicketSigningSecret(),
    TICKET_SIGNING_KEY: demoTicketSigningKey(),
    // The test certificates and key the demo parks' wallet settings name (demo/wallet-certificates.ts).
    ...demoWalletEnvironment(),
    ...process.env,
    DATABASE_URL: booted.databaseUrl,
    NODE_ENV: dev ? 'development' : 'production',
  };
  // `npm start` built the widget's loader with the site (npm run build); `npm run dev` builds it here (tools/build-widget.ts).
  if (dev) await buildWidgetLoader();
  let sandbox: RunningSandbox | undefined;
  if (!process.argv.includes('--no-sandbox')) {
    // The shop's origins as the shop itself will build them (its PUBLIC_SCHEME and PUBLIC_PORT).
    const shop = parseEnv(shopEnvironment);
    sandbox = await startSandbox({
      url: sandboxUrl,
      port: portOf(sandboxUrl),
      databaseUrl: booted.databaseUrl,
      account: sandboxSide(account),
      shopOrigins: shopOrigins(domains, shop.publicScheme, shop.publicPort),
    });
    logger.info(`Payment sandbox on ${sandbox.url}`);
  }
  // The partner's page that embeds the parks' booking widget (`--no-partner`: none, as the tests serve their own).
  let partner: Server | undefined;
  if (!process.argv.includes('--no-partner')) {
    const url = demoPartnerUrl();
    const shopConfig = parseEnv(shopEnvironment);
    try {
      partner = await startPartnerPage({ url, shopScheme: shopConfig.publicScheme, shopPort: shopConfig.publicPort });
      logger.info(`A partner's page with the booking widget on ${url} (Queenstown) and ${url}/hk (Hong Kong)`);
    } catch (error) {
      logger.warn(`No partner page: ${url} did not start (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  const shop = spawn(process.execPath, ['--import', 'tsx', 'lib/server/app/serve.ts', ...(dev ? ['--dev'] : [])], {
    stdio: 'inherit',
    env: shopEnvironment as NodeJS.ProcessEnv,
  });
  const stopShop = () => {
    if (shop.exitCode === null && shop.signalCode === null) shop.kill('SIGTERM');
  };
  process.on('SIGINT', stopShop);
  process.on('SIGTERM', stopShop);
  shop.once('exit', (code, signal) => {
    void (async () => {
      partner?.close();
      await sandbox?.close();
      await booted.embedded?.stop();
      process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
    })();
  });
}

main().catch((error: unknown) => {
  // Whatever was thrown, the message says it: a library may reject with no Error at all.
  logger.fatal({ err: error }, `The demo did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
