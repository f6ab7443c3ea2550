import type { GatewaySettings, GatewayType } from '../platform/db/schema';

/** What the start-up checks read of a stored gateway. */
export interface StoredGateway {
  id: string;
  localeId: string;
  type: GatewayType;
  settings: GatewaySettings;
}

const CREDENTIALS = ['secretEnv', 'privateKeyEnv', 'publicKeyEnv'] as const;

/**
 * Why a gateway cannot take payments with this environment, one line per missing setting, or none.
 * Every gateway but Blank (which talks to nobody) needs its provider's `baseUrl` and at least one
 * credential, each named by its settings and present in the environment. gatewayContext
 * (gateway-context.ts) treats such a gateway as unusable; a production start refuses it (startProblems).
 */
export function missingGatewaySettings(gateway: StoredGateway, environment: Record<string, string | undefined>): string[] {
  if (gateway.type === 'Blank') return [];
  const { settings } = gateway;
  const problems: string[] = [];
  if (!settings.baseUrl) problems.push('settings.baseUrl is missing (the provider’s API root)');
  else if (!httpUrl(settings.baseUrl)) problems.push(`settings.baseUrl ${JSON.stringify(settings.baseUrl)} is not an http(s) URL`);
  const named = CREDENTIALS.filter((key) => settings[key]);
  if (!named.length) problems.push('names no credential (settings.secretEnv, privateKeyEnv or publicKeyEnv)');
  for (const key of named) {
    const variable = settings[key]!;
    if (!environment[variable]) problems.push(`the environment variable ${variable} (settings.${key}) is not set`);
  }
  return problems;
}

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Whether a host name is this machine: localhost, *.localhost, the IPv4 loopback range, ::1 or the unspecified address. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::' ||
    /^(0{1,4}:){7}0{0,3}1$/.test(host) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(host) ||
    /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host)
  );
}

/**
 * What a production start refuses about the gateways stored for every locale, naming each gateway and
 * setting: one that cannot work (missingGatewaySettings), and, unless it is the demo (DEMO=on), one
 * whose provider is on a local address (the payment sandbox's place, never a real provider's).
 */
export function gatewayStartProblems(gateways: readonly StoredGateway[], environment: Record<string, string | undefined>, options: { demo: boolean }): string[] {
  const problems: string[] = [];
  for (const gateway of gateways) {
    const name = `Gateway ${gateway.id} (${gateway.type}, locale ${gateway.localeId})`;
    for (const problem of missingGatewaySettings(gateway, environment)) problems.push(`${name}: ${problem}`);
    const url = gateway.type === 'Blank' || !gateway.settings.baseUrl ? null : httpUrl(gateway.settings.baseUrl);
    if (url && !options.demo && isLocalHost(url.hostname)) {
      problems.push(`${name}: settings.baseUrl ${url.origin} is a local address (the payment sandbox's); only a demo (DEMO=on) may pay there`);
    }
  }
  return problems;
}
