import { env } from '../platform/config';
import type { GatewayType, PaymentGatewayRow } from '../platform/db/schema';
import type { GatewayContext } from './types';

/** The credential every sandbox provider accepts; it guards nothing real (the sandbox moves no money). */
export const SANDBOX_SECRET = 'sandbox-secret';

/** Where each provider lives under the sandbox's base URL. */
export const SANDBOX_PATHS: Record<GatewayType, string> = {
  Alipay: 'alipay',
  BlankExternal: 'external',
  Blank: 'blank',
  BlankQRCode: 'qr',
  DPS: 'dps',
  MasterCardDirect: 'mastercard',
  OnlinePOS: 'onlinepos',
  Roller: 'roller',
  Wechat: 'wechat',
};

/**
 * A gateway's provider base URL and credential. A gateway with its own `baseUrl` uses it and the secret
 * from the environment variable its settings name; one without talks to the local sandbox, when the
 * sandbox is on. Null means the gateway cannot be used here: 'Unsupported payment option'.
 */
export function gatewayContext(gateway: PaymentGatewayRow): GatewayContext | null {
  // Blank collects nothing and talks to nobody.
  if (gateway.type === 'Blank') return { gateway, baseUrl: '', secret: '' };
  const { baseUrl, secretEnv } = gateway.settings;
  if (baseUrl) {
    const secret = secretEnv ? process.env[secretEnv] : undefined;
    return secret ? { gateway, baseUrl: baseUrl.replace(/\/$/, ''), secret } : null;
  }
  if (!env().paymentSandbox) return null;
  return { gateway, baseUrl: `${env().PAYMENT_SANDBOX_URL}/${SANDBOX_PATHS[gateway.type]}`, secret: SANDBOX_SECRET };
}
