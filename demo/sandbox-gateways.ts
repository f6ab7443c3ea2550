import type { GatewaySettings, GatewayType } from '../lib/server/platform/db/schema';
import {
  SANDBOX_ANTOM_MERCHANT_PRIVATE_KEY,
  SANDBOX_ANTOM_PLATFORM_PUBLIC_KEY,
  SANDBOX_SECRET,
  SANDBOX_WECHAT_API_V3_KEY,
  SANDBOX_WECHAT_MERCHANT_PRIVATE_KEY,
  SANDBOX_WECHAT_MERCHANT_SERIAL,
  SANDBOX_WECHAT_PLATFORM_PUBLIC_KEY,
} from '../sandbox/keys';

/**
 * How the demo's gateways reach the payment sandbox: configured exactly as a real provider is, with a
 * base URL in the settings and every credential named by an environment variable (the database holds
 * names, never secrets). The launchers that start a shop against the sandbox (demo/start.ts, the
 * tests, the bench) put sandboxCredentials() into that shop's environment, as a deployment would put
 * a provider's keys there.
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

/** The shop's half of the sandbox's test account, as environment variables (sandbox/keys.ts holds both halves). */
export const sandboxCredentials = (): Record<string, string> => ({
  [ENV.secret]: SANDBOX_SECRET,
  [ENV.wechatApiV3Key]: SANDBOX_WECHAT_API_V3_KEY,
  [ENV.wechatMerchantKey]: SANDBOX_WECHAT_MERCHANT_PRIVATE_KEY,
  [ENV.wechatPlatformKey]: SANDBOX_WECHAT_PLATFORM_PUBLIC_KEY,
  [ENV.antomMerchantKey]: SANDBOX_ANTOM_MERCHANT_PRIVATE_KEY,
  [ENV.antomPlatformKey]: SANDBOX_ANTOM_PLATFORM_PUBLIC_KEY,
});

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
    clientId: SANDBOX_WECHAT_MERCHANT_SERIAL,
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
 * progressive checkout script from the sandbox, and the development mailbox (the demo's mail stays on
 * the machine).
 */
export const demoShopEnvironment = (sandboxUrl: string): Record<string, string> => ({
  DEMO: 'on',
  ...sandboxCredentials(),
  PROGRESSIVE_CHECKOUT_SCRIPT_URL: `${sandboxUrl.replace(/\/$/, '')}/roller/checkout_iframe.js`,
  MAILBOX: 'on',
});
