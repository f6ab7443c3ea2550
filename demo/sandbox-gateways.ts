import path from 'node:path';
import type { GatewaySettings, GatewayType } from '../lib/server/platform/db/schema';
import { sandboxAccountFile, WECHAT_MERCHANT_SERIAL, type SandboxAccount } from '../sandbox/account';

/**
 * How the demo's gateways reach the payment sandbox: configured exactly as a real provider is, with a
 * base URL in the settings and every credential named by an environment variable (the database holds
 * names, never secrets). The launchers that start a shop against the sandbox (demo/start.ts, the
 * tests, the bench) put sandboxCredentials(account) into that shop's environment, as a deployment would
 * put a provider's keys there. The account is the demo's own (demoSandboxAccount: made on the first
 * start of each demo data directory), never a constant, so no shop can be talked into trusting one
 * everybody knows.
 */

/** The demo's sandbox when DEMO_SANDBOX_URL is unset: beside the shop, on PORT + 10. */
export function demoSandboxUrl(source: Record<string, string | undefined> = process.env): string {
  const port = Number(source.PORT || 3000) + 10;
  return (source.DEMO_SANDBOX_URL || `http://localhost:${port}`).replace(/\/$/, '');
}

/** The environment variables that hold the sandbox's test account, by what they hold. */
const ENV = {
  secret: 'SANDBOX_API_SECRET',
  wechatApiV3Key: 'SANDBOX_WECHAT_API_V3_KEY',
  wechatMerchantKey: 'SANDBOX_WECHAT_MERCHANT_PRIVATE_KEY',
  wechatPlatformKey: 'SANDBOX_WECHAT_PLATFORM_PUBLIC_KEY',
  antomMerchantKey: 'SANDBOX_ANTOM_MERCHANT_PRIVATE_KEY',
  antomPlatformKey: 'SANDBOX_ANTOM_PLATFORM_PUBLIC_KEY',
} as const;

/**
 * The demo's sandbox account: DEMO_SANDBOX_ACCOUNT_FILE, default DATA_DIR/sandbox-account.json (mode
 * 0600), made with new secrets and keys on the first start and kept with the demo's data after that.
 */
export function demoSandboxAccount(source: Record<string, string | undefined> = process.env): SandboxAccount {
  return sandboxAccountFile(demoSandboxAccountFile(source));
}

export const demoSandboxAccountFile = (source: Record<string, string | undefined> = process.env): string =>
  source.DEMO_SANDBOX_ACCOUNT_FILE || path.join(source.DATA_DIR || '.data', 'sandbox-account.json');

/** The shop's half of the sandbox's test account, as environment variables (the sandbox gets sandboxSide(account)). */
export const sandboxCredentials = (account: SandboxAccount): Record<string, string> => ({
  [ENV.secret]: account.secret,
  [ENV.wechatApiV3Key]: account.wechatApiV3Key,
  [ENV.wechatMerchantKey]: account.wechatMerchant.privateKey,
  [ENV.wechatPlatformKey]: account.wechatPlatform.publicKey,
  [ENV.antomMerchantKey]: account.antomMerchant.privateKey,
  [ENV.antomPlatformKey]: account.antomPlatform.publicKey,
});

/**
 * The shop's origins the sandbox may send browsers back to and notify: every locale domain at the scheme
 * and port the shop is reached on (its PUBLIC_SCHEME and PUBLIC_PORT).
 */
export function shopOrigins(domains: readonly string[], scheme: 'http' | 'https', port: number | null): string[] {
  const defaultPort = scheme === 'https' ? 443 : 80;
  return domains.map((domain) => `${scheme}://${domain}${port === null || port === defaultPort ? '' : `:${port}`}`);
}

/** Where each provider lives under the sandbox's base URL (sandbox/providers/index.ts). */
const PATHS: Record<Exclude<GatewayType, 'Blank'>, string> = {
  Alipay: 'alipay',
  BlankExternal: 'external',
  BlankQRCode: 'qr',
  DPS: 'dps',
  MasterCardDirect: 'mastercard',
  OnlinePOS: 'onlinepos',
  Roller: 'roller',
  Wechat: 'wechat',
};

/** What each type needs besides a base URL: which credentials, and account ids the sandbox accepts. */
const CREDENTIALS: Record<Exclude<GatewayType, 'Blank'>, GatewaySettings> = {
  Alipay: { privateKeyEnv: ENV.antomMerchantKey, publicKeyEnv: ENV.antomPlatformKey, clientId: 'SANDBOX_5X00000000000000' },
  BlankExternal: { secretEnv: ENV.secret },
  BlankQRCode: { secretEnv: ENV.secret },
  DPS: { secretEnv: ENV.secret, username: 'sandbox' },
  MasterCardDirect: { secretEnv: ENV.secret, merchantId: 'SANDBOX' },
  OnlinePOS: { secretEnv: ENV.secret, merchantId: 'sandbox' },
  Roller: { secretEnv: ENV.secret, clientId: 'sandbox' },
  // WeChat names the merchant's signing certificate by its serial number (clientId).
  Wechat: {
    secretEnv: ENV.wechatApiV3Key,
    privateKeyEnv: ENV.wechatMerchantKey,
    publicKeyEnv: ENV.wechatPlatformKey,
    merchantId: '1900000109',
    appId: 'wx8888888888888888',
    clientId: WECHAT_MERCHANT_SERIAL,
  },
};

/**
 * The settings of a gateway of this type that talks to the sandbox at `sandboxUrl`; `account` replaces
 * the default account ids (a demo park's own merchant id). Blank talks to nobody and has none.
 */
export function sandboxSettings(sandboxUrl: string, type: GatewayType, account: GatewaySettings = {}): GatewaySettings {
  if (type === 'Blank') return {};
  return { ...CREDENTIALS[type], ...account, baseUrl: `${sandboxUrl.replace(/\/$/, '')}/${PATHS[type]}` };
}

/**
 * The environment a shop paying through the sandbox at `sandboxUrl` gets from its launcher: demo mode
 * (DEMO=on, which a production start requires for what follows), the sandbox's test credentials, ROLLER's
 * progressive checkout script from the sandbox, the development mailbox (the demo's mail stays on the
 * machine), and the origin visitors reach it at: plain HTTP on `port` (its sites are *.localhost).
 */
export const demoShopEnvironment = (options: { sandboxUrl: string; account: SandboxAccount; port: number }): Record<string, string> => ({
  DEMO: 'on',
  ...sandboxCredentials(options.account),
  PROGRESSIVE_CHECKOUT_SCRIPT_URL: `${options.sandboxUrl.replace(/\/$/, '')}/roller/checkout_iframe.js`,
  MAILBOX: 'on',
  PUBLIC_SCHEME: 'http',
  PUBLIC_PORT: String(options.port),
});
