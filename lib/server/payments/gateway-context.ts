import type { GatewaySettings, PaymentGatewayRow } from '../platform/db/schema';
import { missingGatewaySettings } from './gateway-checks';
import { ProviderError, type GatewayContext } from './types';

/**
 * A credential a gateway's settings name: the value of that environment variable. The database holds
 * only the names, so it never holds a secret.
 */
export const namedCredential = (name: string | undefined): string | undefined => (name ? process.env[name] || undefined : undefined);

/**
 * A gateway's provider base URL and credential. Every gateway but Blank talks to the provider at its
 * `baseUrl` with the credentials its settings name (`secretEnv`, and `privateKeyEnv` / `publicKeyEnv`
 * for providers that sign); the payment sandbox is such a provider too. Null means the gateway cannot
 * be used here (no base URL, or a named credential missing: missingGatewaySettings): 'Unsupported
 * payment option'.
 */
export function gatewayContext(gateway: PaymentGatewayRow): GatewayContext | null {
  // Blank collects nothing and talks to nobody.
  if (gateway.type === 'Blank') return { gateway, baseUrl: '', secret: '' };
  // A production start refuses such a gateway (gatewayStartProblems); elsewhere it is just not offered.
  if (missingGatewaySettings(gateway, process.env).length) return null;
  const { baseUrl, secretEnv } = gateway.settings;
  return { gateway, baseUrl: baseUrl!.replace(/\/$/, ''), secret: namedCredential(secretEnv) ?? '' };
}

/** An account identifier the provider requires (merchant id, REST user, client id); without it the gateway is misconfigured. */
export function accountSetting(ctx: GatewayContext, key: 'merchantId' | 'appId' | 'clientId' | 'username'): string {
  const value: GatewaySettings[typeof key] = ctx.gateway.settings[key];
  if (!value) throw new ProviderError(`${ctx.gateway.type} gateway needs settings.${key}`, { gatewayId: ctx.gateway.id });
  return value;
}
